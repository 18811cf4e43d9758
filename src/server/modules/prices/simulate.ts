import { eq } from 'drizzle-orm';
import type { SimulatedProduct } from '@/domain/price-simulation';
import { normalizeText } from '@/domain/search-text';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/**
 * A chain's products as src/domain/price-simulation.ts `simulateWeek` reads them, in id order: today's prices,
 * promotion and stock, the facts the sale rules need, and whether each is the chain's own brand.
 * `npm run catalogue:simulate-week` and the import benchmark both start from it.
 */
export async function simulationInput(db: Db, store: { id: number; name: string }): Promise<SimulatedProduct[]> {
  const items = await db
    .select({
      id: products.id,
      brand: products.brand,
      pricePence: products.pricePence,
      discountPercent: products.discountPercent,
      multibuyQuantity: products.multibuyQuantity,
      multibuyPricePence: products.multibuyPricePence,
      available: products.available,
      abvPercent: products.abvPercent,
      volumeMl: products.volumeMl,
    })
    .from(products)
    .where(eq(products.storeId, store.id))
    .orderBy(products.id);
  const chain = normalizeText(store.name);
  return items.map((p) => ({ ...p, ownBrand: p.brand !== null && normalizeText(p.brand) === chain }));
}
