/**
 * Favourites and regulars (issue 35): the products a shopper keeps and the ones they buy again. Pure: the server
 * reads the rows, these decide.
 */
import { linePricePence } from './cart';
import { sameProductKey } from './same-product';

/** Favourites one shopper may keep: enough for any household's cupboard, and it bounds GET /api/favourites. */
export const FAVOURITES_MAX = 500;

/** How many regulars "Buy it again" shows: the most-bought first. */
export const REGULARS_LIMIT = 30;

export interface PricedProduct {
  id: number;
  storeId: number;
  name: string;
  brand: string | null;
  unit: string | null;
  pricePence: number;
  discountPercent: number;
  available: boolean;
}

/**
 * The same product (same-product.ts `sameProductKey`: brand, name and pack, what "Same product" means in Find it
 * Cheaper) at another chain, where it costs least today: available, on the price paid after any offer; the lower
 * id breaks a tie. Null for a product without a brand (it has no twin) or sold by no other chain.
 */
export function bestElsewhere<T extends PricedProduct>(product: PricedProduct, candidates: Iterable<T>): T | null {
  const key = sameProductKey(product);
  if (key === null) return null;
  let best: T | null = null;
  for (const candidate of candidates) {
    if (candidate.storeId === product.storeId || !candidate.available || sameProductKey(candidate) !== key) continue;
    if (!best || (linePricePence(candidate) - linePricePence(best) || candidate.id - best.id) < 0) best = candidate;
  }
  return best;
}

/** Pence saved on one by buying `other` instead of `product` (prices paid); null when it saves nothing. */
export function savingPence(product: PricedProduct, other: PricedProduct): number | null {
  const saving = linePricePence(product) - linePricePence(other);
  return saving > 0 ? saving : null;
}
