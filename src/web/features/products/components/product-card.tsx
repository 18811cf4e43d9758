import { Link } from 'react-router';
import type { Product } from '@/contracts/product';
import { discountedPrice, formatPounds } from '@/domain/money';
import { FavouriteButton } from '@/web/features/favourites';
import { addToRecentlyViewed } from '@/web/features/recently-viewed';
import { type Chain, StoreLogo, useChain } from '@/web/features/stores';
import { cn } from '@/web/lib/cn';
import { AddToCartButton } from './add-to-cart-button';
import { AgeBadge } from './age-badge';
import { DiscountBadge, MultiBuyBadge, Price } from './price';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  product: Product;
  layout?: 'vertical' | 'horizontal';
  /** A card in the first row of a page: its picture loads at once, first among the page's pictures (the page's largest paint). */
  eager?: boolean;
  /**
   * Whether the card names its chain (logo and name, and in the link's name): on every screen but a store's own
   * grid, where every card is that store's.
   */
  showStore?: boolean;
}

/** What a reader hears for a card: 'Heinz Baked Beans, Tesco, £1.40' (the price paid). */
export function cardLabel(product: Pick<Product, 'name' | 'price' | 'discount'>, chain: Pick<Chain, 'name'>): string {
  return `${product.name}, ${chain.name}, ${formatPounds(discountedPrice(product.price, product.discount))}`;
}

/** The chain's logo and name, then the brand unless it is the chain's own ('Tesco' on Tesco's own lines). */
export function CardChain({ chain, brand }: { chain: Chain | null; brand: string | null }) {
  return (
    <p className="flex min-h-5 min-w-0 items-center gap-1.5 text-xs" data-testid="card-store">
      {chain ? <StoreLogo store={chain} size="xs" /> : <span className="h-5 w-5 shrink-0 rounded-full bg-gray-100" aria-hidden="true" />}
      <span className="min-w-0 truncate">
        {chain && <span className="font-semibold text-gray-900">{chain.name}</span>}
        {brand && brand !== chain?.name && (
          <>
            <span className="text-gray-500" aria-hidden="true">
              {chain ? ' · ' : ''}
            </span>
            <span className="text-gray-600">{brand}</span>
          </>
        )}
      </span>
    </p>
  );
}

/** How many cards open a grid above the fold at any width (2 columns on a phone, 4 on a desktop). */
export const EAGER_CARDS = 4;

/**
 * A product tile. The name link stretches over the whole card (so the card opens /products/{id}) while the
 * add button and the heart sit above it: a button nested inside a link would be invalid and unreachable for some readers.
 *
 * A vertical card keeps its lines' places whatever it holds (the brand's line, two lines of name, the pack's line and
 * the unit price's line are there even when empty) and stacks Add under them rather than at the card's foot: a
 * browser draws a long grid before all its HTML has come, and a card must not move when its row's later cards, or
 * its own Add button, arrive (e2e/product-pictures.spec.ts).
 */
export function ProductCard({ product, layout = 'vertical', eager = false, showStore = true }: ProductCardProps) {
  const horizontal = layout === 'horizontal';
  const chain = useChain(product.storeId, { enabled: showStore });
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
        <MultiBuyBadge multiBuy={product.multiBuy} className="absolute left-2 top-2" />
        <FavouriteButton product={product} className="absolute right-2 top-2" />
        <AgeBadge age={product.ageRestriction} className="absolute bottom-2 left-2" />
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', horizontal ? 'p-3' : 'p-3 pt-2')}>
        {showStore ? (
          <CardChain chain={chain} brand={product.brand} />
        ) : (
          (product.brand || !horizontal) && <p className="min-h-4 truncate text-xs text-gray-600">{product.brand}</p>
        )}
        <Link
          to={`/products/${product.id}`}
          onClick={() => addToRecentlyViewed(product)}
          aria-label={showStore && chain ? cardLabel(product, chain) : undefined}
          className={cn(
            "line-clamp-2 text-sm font-medium leading-snug text-gray-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none",
            !horizontal && 'min-h-[2lh]',
          )}
        >
          {product.name}
        </Link>
        {(product.unit || !horizontal) && <p className="min-h-4 text-xs text-gray-600">{product.unit}</p>}
        <div className={cn('flex gap-2 pt-1', horizontal ? 'mt-auto items-end justify-between' : 'flex-col')}>
          <div className="min-w-0">
            <Price price={product.price} discount={product.discount} was={product.wasPrice} />
            {(product.unitPrice || !horizontal) && <p className="min-h-4 text-xs text-gray-600">{product.unitPrice?.label}</p>}
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
