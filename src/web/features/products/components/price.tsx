import type { Product } from '@/contracts/product';
import { discountedPrice, formatPounds } from '@/domain/money';
import { multiBuyLabel } from '@/domain/multibuy';
import { cn } from '@/web/lib/cn';
import { multiBuyPence } from '@/web/lib/priced-line';

interface PriceProps {
  price: number;
  discount: number | null;
  /** The honest "was" the server sent (Product.wasPrice), struck through; an offer without one shows alone. */
  was: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'text-base', md: 'text-lg', lg: 'text-3xl' } as const;

/** The price the shopper pays; on an offer with an honest "was" (issue 37), that price struck through beside it. */
export function Price({ price, discount, was, size = 'md', className }: PriceProps) {
  const onOffer = (discount ?? 0) > 0;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span className={cn('font-bold', SIZES[size], onOffer ? 'text-red-700' : 'text-gray-900')} data-testid="price">
        {formatPounds(discountedPrice(price, discount))}
      </span>
      {onOffer && was !== null && (
        <s className="text-xs text-gray-600">
          <span className="sr-only">was </span>
          {formatPounds(was)}
        </s>
      )}
    </span>
  );
}

/** '-25%', shown only for a discount above zero. */
export function DiscountBadge({ discount, className }: { discount: number | null; className?: string }) {
  if (!discount || discount <= 0) return null;
  return (
    <span className={cn('inline-flex items-center rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white', className)}>
      <span className="sr-only">Discount </span>-{discount}%
    </span>
  );
}

/** The chain's multi-buy as its shelf label says it ('3 for £2'), shown only when the product has one. */
export function MultiBuyBadge({ multiBuy, className }: { multiBuy: Product['multiBuy'] | undefined; className?: string }) {
  const terms = multiBuyPence(multiBuy);
  if (!terms) return null;
  return (
    <span className={cn('inline-flex items-center rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-gray-900', className)} data-testid="multibuy-badge">
      <span className="sr-only">Offer: </span>
      {multiBuyLabel(terms)}
    </span>
  );
}
