import type { Product } from '@/contracts/product';
import { discountedPrice } from '@/domain/money';

/** One product across the chains that sell it: cheapest first (what the shopper pays, after any offer). */
export interface ProductGroup {
  /** The server's same-product key, or the product's own id when it has none (it stands alone). */
  key: string;
  /** In stock before out of stock, then cheapest first; a tie keeps the search's order. */
  products: Product[];
}

const keyOf = (p: Product) => p.sameProductKey ?? `id:${p.id}`;
const paid = (p: Product) => discountedPrice(p.price, p.discount);

/**
 * Search results with the same product at several chains put together (the server's `sameProductKey`), each group
 * where its first member was found, so the search's relevance order holds between products.
 */
export function groupSameProducts(results: readonly Product[]): ProductGroup[] {
  const groups = new Map<string, { product: Product; index: number }[]>();
  results.forEach((product, index) => {
    const key = keyOf(product);
    const members = groups.get(key);
    if (members) members.push({ product, index });
    else groups.set(key, [{ product, index }]);
  });
  return [...groups].map(([key, members]) => ({
    key,
    products: members
      .sort((a, b) => Number(b.product.available) - Number(a.product.available) || paid(a.product) - paid(b.product) || a.index - b.index)
      .map((m) => m.product),
  }));
}

/** What the group's card offers first: its cheapest product in stock, or its cheapest when none is. */
export const cheapestOf = (group: ProductGroup): Product => group.products[0]!;

/** The lowest price paid in the group, among the products in stock when any is. */
export const lowestPriceOf = (group: ProductGroup): number => paid(cheapestOf(group));
