import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@/contracts/product';
import { discountedPrice, formatPounds } from '@/domain/money';
import { FavouriteButton } from '@/web/features/favourites';
import { addToRecentlyViewed } from '@/web/features/recently-viewed';
import { AddToCartButton, AgeBadge, cardLabel, DiscountBadge, ProductImage } from '@/web/features/products';
import { StoreLogo, useChain } from '@/web/features/stores';
import { cn } from '@/web/lib/cn';
import { cheapestOf, lowestPriceOf, type ProductGroup } from './same-product-groups';

const storesText = (n: number) => `at ${n} ${n === 1 ? 'store' : 'stores'}`;

/**
 * "One card per product": a product the search found at several chains, with its lowest price, how many chains
 * sell it, and each chain's price to choose from (the cheapest in stock chosen to start); Add puts the chosen
 * chain's item in the basket, and the card opens the chosen chain's product.
 */
export function ProductGroupCard({ group, eager = false }: { group: ProductGroup; eager?: boolean }) {
  const [chosenId, setChosenId] = useState(() => cheapestOf(group).id);
  const chosen = group.products.find((p) => p.id === chosenId) ?? cheapestOf(group);
  const chain = useChain(chosen.storeId);
  const choices = useId();
  const count = group.products.length;

  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md [&:has(a:focus-visible)]:ring-2 [&:has(a:focus-visible)]:ring-brand-700"
      data-testid="product-group-card"
    >
      <FavouriteButton product={chosen} className="absolute right-2 top-2" />
      <div className="flex gap-3 p-3 pb-2 pr-12">
        <div className="relative w-20 shrink-0 overflow-hidden rounded-lg sm:w-24">
          <ProductImage src={chosen.image} alt={chosen.name} category={chosen.category} size={96} eager={eager} />
          <DiscountBadge discount={chosen.discount} className="absolute left-1 top-1" />
          <AgeBadge age={chosen.ageRestriction} className="absolute bottom-1 right-1" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {chosen.brand && <p className="truncate text-xs text-gray-600">{chosen.brand}</p>}
          <Link
            to={`/products/${chosen.id}`}
            onClick={() => addToRecentlyViewed(chosen)}
            aria-label={chain ? cardLabel(chosen, chain) : undefined}
            className="line-clamp-2 text-sm font-medium leading-snug text-gray-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {chosen.name}
          </Link>
          {chosen.unit && <p className="text-xs text-gray-600">{chosen.unit}</p>}
          <p className="mt-auto flex flex-wrap items-baseline gap-x-1.5 pt-0.5" data-testid="group-lowest">
            {count > 1 && <span className="text-sm text-gray-700">from</span>}{' '}
            <span className="text-lg font-bold text-gray-900">{formatPounds(lowestPriceOf(group))}</span>{' '}
            <span className="text-sm text-gray-700">{storesText(count)}</span>
          </p>
        </div>
      </div>

      <fieldset className="relative z-10 px-3">
        <legend className="sr-only">{`Choose a store for ${chosen.name}`}</legend>
        <div className="flex flex-wrap gap-1.5">
          {group.products.map((p) => (
            <ChainChoice key={p.id} product={p} name={choices} checked={p.id === chosen.id} onChoose={() => setChosenId(p.id)} />
          ))}
        </div>
      </fieldset>

      <div className="mt-auto flex items-center justify-between gap-2 p-3 pt-2.5">
        <div className="flex min-w-0 items-center gap-2">
          {chain && <StoreLogo store={chain} size="sm" />}
          <p className="min-w-0 text-xs text-gray-700" data-testid="group-chosen">
            <span className="block truncate font-semibold text-gray-900">{chain?.name ?? '\u00a0'}</span>{' '}
            <span className="block truncate">{[formatPounds(discountedPrice(chosen.price, chosen.discount)), chosen.unitPrice?.label].filter(Boolean).join(' · ')}</span>
          </p>
        </div>
        {chosen.available ? (
          <AddToCartButton product={chosen} storeName={chain?.name} />
        ) : (
          <span className="flex h-9 shrink-0 items-center justify-center rounded-lg bg-gray-100 px-3 text-xs font-semibold text-gray-700">Out of Stock</span>
        )}
      </div>
    </article>
  );
}

/** One chain's price, as a radio: its logo letter on its colour, its name and the price paid. */
function ChainChoice({ product, name, checked, onChoose }: { product: Product; name: string; checked: boolean; onChoose: () => void }) {
  const chain = useChain(product.storeId);
  return (
    <label
      className={cn(
        'inline-flex h-8 cursor-pointer items-center gap-1 rounded-full border border-gray-300 bg-white py-0.5 pl-0.5 pr-2.5 text-xs text-gray-800 hover:bg-gray-50',
        'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-700',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
        !product.available && 'text-gray-600',
      )}
      data-testid="chain-choice"
    >
      <input type="radio" name={name} className="sr-only" checked={checked} onChange={onChoose} />
      {chain ? <StoreLogo store={chain} size="xs" /> : <span className="h-5 w-5 shrink-0 rounded-full bg-gray-100" aria-hidden="true" />}
      <span className="font-medium">{chain?.name}</span>{' '}
      <span className={cn('font-semibold tabular-nums', product.available ? 'text-gray-900' : 'line-through')}>{formatPounds(discountedPrice(product.price, product.discount))}</span>
      {!product.available && <span className="sr-only">, out of stock</span>}
    </label>
  );
}
