import { Link } from 'react-router';
import type { Product } from '@/contracts/product';
import { addToRecentlyViewed } from '@/web/features/recently-viewed';
import { cn } from '@/web/lib/cn';
import { AddToCartButton } from './add-to-cart-button';
import { DiscountBadge, Price } from './price';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  product: Product;
  layout?: 'vertical' | 'horizontal';
  /** A card in the first row of a page: its picture loads at once, first among the page's pictures (the page's largest paint). */
  eager?: boolean;
}

/** How many cards open a grid above the fold at any width (2 columns on a phone, 4 on a desktop). */
export const EAGER_CARDS = 4;

/**
 * A product tile. The name link stretches over the whole card (so the card opens /products/{id}) while the
 * add button sits above it: a button nested inside a link would be invalid and unreachable for some readers.
 */
export function ProductCard({ product, layout = 'vertical', eager = false }: ProductCardProps) {
  const horizontal = layout === 'horizontal';
  return (
    <article
      className={cn(
        'relative flex h-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md [&:has(a:focus-visible)]:ring-2 [&:has(a:focus-visible)]:ring-brand-700',
        horizontal ? 'flex-row' : 'flex-col',
      )}
      data-testid="product-card"
    >
      <div className={cn('relative shrink-0', horizontal ? 'w-28 sm:w-32' : 'w-full')}>
        <ProductImage src={product.image} alt={product.name} category={product.category} eager={eager} />
        <DiscountBadge discount={product.discount} className="absolute left-2 top-2" />
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', horizontal ? 'p-3' : 'p-3 pt-2')}>
        {product.brand && <p className="truncate text-xs text-gray-600">{product.brand}</p>}
        <Link
          to={`/products/${product.id}`}
          onClick={() => addToRecentlyViewed(product)}
          className="line-clamp-2 text-sm font-medium leading-snug text-gray-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {product.name}
        </Link>
        {product.unit && <p className="text-xs text-gray-600">{product.unit}</p>}
        <div className={cn('mt-auto flex gap-2 pt-1', horizontal ? 'items-end justify-between' : 'flex-col')}>
          <div className="min-w-0">
            <Price price={product.price} discount={product.discount} />
            {product.unitPrice && <p className="text-xs text-gray-600">{product.unitPrice.label}</p>}
          </div>
          {product.available ? (
            <AddToCartButton product={product} className={horizontal ? undefined : 'w-full'} />
          ) : (
            <span className={cn('flex h-9 shrink-0 items-center justify-center rounded-lg bg-gray-100 px-3 text-xs font-semibold text-gray-700', !horizontal && 'w-full')}>Out of Stock</span>
          )}
        </div>
      </div>
    </article>
  );
}
