import type { Product } from '@/contracts/product';
import { discountedPrice, formatPounds } from '@/domain/money';
import { StoreLogo, useChain } from '@/web/features/stores';

/** '£1.29' paid (after any offer) for one. */
export const paidLabel = (p: Pick<Product, 'price' | 'discount'>) => formatPounds(discountedPrice(p.price, p.discount));

/** The chain's name, or '' while the store list loads. */
export function useChainName(storeId: number): string {
  return useChain(storeId)?.name ?? '';
}

/** A product as a list line shows it: name, pack, its chain (logo and name) and the price paid for one. */
export function ProductLine({ product }: { product: Product }) {
  const chain = useChain(product.storeId);
  return (
    <div className="min-w-0">
      <p className="line-clamp-2 text-sm font-medium text-gray-900">{product.name}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-gray-700">
        {chain && (
          <span className="inline-flex items-center gap-1">
            <StoreLogo store={chain} size="xs" />
            {chain.name}
          </span>
        )}
        {product.unit && <span>· {product.unit}</span>}
        <span className="font-semibold text-gray-900">· {paidLabel(product)}</span>
        {!product.available && <span className="font-semibold text-red-700">· Unavailable</span>}
      </p>
    </div>
  );
}
