import { Link } from 'react-router';
import type { SimilarProduct } from '@/contracts/product';
import { MATCH_LABELS } from '@/domain/find-cheaper';
import { formatPounds } from '@/domain/money';
import { StoreLogo, useChain } from '@/web/features/stores';
import { cn } from '@/web/lib/cn';
import { AddToCartButton } from '../components/add-to-cart-button';
import { Price } from '../components/price';
import { cardLabel } from '../components/product-card';
import { ProductImage } from '../components/product-image';

/** 'Save £0.40 (20%)': the difference and the rounded percent, only for a cheaper product. */
export function savingText(similar: Pick<SimilarProduct, 'cheaper' | 'saving' | 'savingPercent'>): string | null {
  if (!similar.cheaper || similar.saving === null || similar.saving <= 0) return null;
  const percent = similar.savingPercent === null ? '' : ` (${Math.round(similar.savingPercent)}%)`;
  return `Save ${formatPounds(similar.saving)}${percent}`;
}

interface CompareEntryProps {
  similar: SimilarProduct;
  storeName: string;
  onOpen: () => void;
}

/** One option: 'Same product' or 'Similar', store, price, unit price, what switching saves, and Add. */
export function CompareEntry({ similar, storeName, onOpen }: CompareEntryProps) {
  const saving = savingText(similar);
  // A bigger pack can be cheaper per unit though it costs more: then the unit saving is the badge.
  const unitSaving = similar.cheaper ? similar.unitSavingLabel : null;
  const chain = useChain(similar.storeId);
  return (
    <li
      className="relative flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-2.5 hover:bg-gray-50 [&:has(a:focus-visible)]:ring-2 [&:has(a:focus-visible)]:ring-brand-700"
      data-testid="compare-entry"
    >
      <div className="w-14 shrink-0 overflow-hidden rounded-md sm:w-16">
        <ProductImage src={similar.image} alt="" category={similar.category} size={64} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          className={cn(
            'w-fit rounded-full px-2 py-0.5 text-xs font-semibold',
            similar.match === 'same' ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-700' : 'bg-gray-100 text-gray-800',
          )}
          data-testid="match-label"
        >
          {MATCH_LABELS[similar.match]}
        </span>
        <Link
          to={`/products/${similar.id}`}
          onClick={onOpen}
          aria-label={cardLabel(similar, { name: storeName })}
          className="line-clamp-2 text-sm font-medium leading-snug text-gray-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {similar.name}
        </Link>
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-gray-700">
          {chain && <StoreLogo store={chain} size="xs" />}
          <span className="min-w-0 truncate" data-testid="compare-store">
            <span className="font-semibold text-gray-900">{storeName}</span>
            {similar.unit && <span> · {similar.unit}</span>}
          </span>
        </p>
        <div className="mt-0.5 flex items-end justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <Price price={similar.price} discount={similar.discount} was={similar.wasPrice} size="sm" />
              {similar.unitPrice && (
                <span className="text-xs text-gray-700" data-testid="unit-price">
                  {similar.unitPrice.label}
                </span>
              )}
            </div>
            {(saving || unitSaving) && (
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {saving && <span className="whitespace-nowrap rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">{saving}</span>}
                {unitSaving && <span className={cn('text-xs text-green-800', !saving && 'font-semibold')}>{unitSaving}</span>}
              </div>
            )}
          </div>
          {similar.available ? <AddToCartButton product={similar} /> : <span className="shrink-0 pb-2 text-xs font-semibold text-gray-700">Out of Stock</span>}
        </div>
      </div>
    </li>
  );
}
