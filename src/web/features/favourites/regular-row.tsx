import { Link } from 'react-router';
import type { Regular } from '@/contracts/favourites';
import { discountedPrice, formatPounds } from '@/domain/money';
import { AddToCartButton, CardChain, Price, ProductImage } from '@/web/features/products';
import { StoreLogo, useChain } from '@/web/features/stores';
import { FavouriteButton } from './favourite-button';

const LAST_ORDERED = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Europe/London' });

/** 'Bought in 3 orders · last 4 Mar'. */
export function boughtText(regular: Pick<Regular, 'orderCount' | 'lastOrderedAt'>): string {
  const orders = regular.orderCount === 1 ? 'Bought once' : `Bought in ${regular.orderCount} orders`;
  return `${orders} · last ${LAST_ORDERED.format(new Date(regular.lastOrderedAt))}`;
}

/** A regular: the product at today's price with Add, and below it the same product where another chain sells it for least. */
export function RegularRow({ regular }: { regular: Regular }) {
  const { product, bestElsewhere } = regular;
  const chain = useChain(product.storeId);
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 shadow-sm" data-testid="regular">
      <div className="flex gap-3">
        <Link to={`/products/${product.id}`} className="w-16 shrink-0 self-start overflow-hidden rounded-lg sm:w-20" tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.image} alt="" category={product.category} size={96} />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <CardChain chain={chain} brand={product.brand} />
          <Link to={`/products/${product.id}`} className="line-clamp-2 text-sm font-medium leading-snug text-gray-900 hover:underline">
            {product.name}
          </Link>
          <p className="text-xs text-gray-700">{boughtText(regular)}</p>
          <div className="mt-1 flex flex-wrap items-end justify-between gap-2">
            <div className="min-w-0">
              <Price price={product.price} discount={product.discount} was={product.wasPrice} size="sm" />
              {product.unitPrice && <p className="text-xs text-gray-600">{product.unitPrice.label}</p>}
            </div>
            <div className="flex items-center gap-2">
              <FavouriteButton product={product} />
              {product.available ? (
                <AddToCartButton product={product} />
              ) : (
                <span className="flex h-9 shrink-0 items-center rounded-lg bg-gray-100 px-3 text-xs font-semibold text-gray-700">Out of Stock</span>
              )}
            </div>
          </div>
        </div>
      </div>
      {bestElsewhere && <BestElsewhere elsewhere={bestElsewhere} />}
    </article>
  );
}

function BestElsewhere({ elsewhere }: { elsewhere: NonNullable<Regular['bestElsewhere']> }) {
  const { product, saving } = elsewhere;
  const chain = useChain(product.storeId);
  const storeName = chain?.name ?? 'another store';
  return (
    <div className="mt-auto flex items-center gap-2 border-t border-dashed border-gray-200 pt-2" data-testid="best-elsewhere">
      {chain && <StoreLogo store={chain} size="xs" />}
      <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-gray-700">
        <span>
          Best elsewhere: <span className="font-semibold text-gray-900">{formatPounds(discountedPrice(product.price, product.discount))}</span> at {storeName}
        </span>
        {saving !== null && <span className="whitespace-nowrap rounded-full bg-green-700 px-2 py-0.5 font-semibold text-white">Save {formatPounds(saving)}</span>}
      </p>
      <AddToCartButton product={product} storeName={storeName} />
    </div>
  );
}
