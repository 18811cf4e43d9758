import { eq, inArray } from 'drizzle-orm';
import type { PriceDay as ApiPriceDay, PriceHistory } from '@/contracts/price-history';
import { linePricePence } from '@/domain/cart';
import { categoryNameOf } from '@/domain/categories';
import { notFound } from '@/domain/errors';
import { penceToPounds } from '@/domain/money';
import { dailySeries, seriesFacts, wasPricePence, WAS_WINDOW_DAYS, type PriceDay } from '@/domain/price-history';
import { equivalence } from '@/domain/swap-to-save';
import type { Db } from '../../db/client';
import { products, stores } from '../../db/schema';
import { candidatesByLine, type SwapCandidate } from '../cart/savings';
import { spansOf } from './record';
import { toProduct } from '../products/mapper';
import { productColumns } from '../products/service';


type Row = Awaited<ReturnType<typeof readProducts>>[number];

async function readProducts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ product: productColumns, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.id, [...ids]));
}


/**
 * For each product, the cheapest true equivalent (swap to save's `equivalence`) at another chain today, on the price
 * paid: the chart's second line and the alert's "cheaper elsewhere". Candidates are read as a shopping list reads
 * them (cart/savings.ts, every price), one statement for all the products.
 */
export async function cheapestEquivalents(db: Db, rows: readonly Row[]): Promise<Map<number, SwapCandidate>> {
  const lines = rows.map((r) => ({ id: r.product.id, quantity: 1, product: { ...r.product, storeName: r.storeName, category: categoryNameOf(r.product.categoryId) } }));
  const byLine = await candidatesByLine(db, lines, {}, { anyPrice: true });
  const best = new Map<number, SwapCandidate>();
  for (const line of lines) {
    for (const c of byLine.get(line.id) ?? []) {
      if (c.storeId === line.product.storeId || equivalence(line.product, c) === null) continue;
      const held = best.get(line.id);
      if (!held || linePricePence(c) < linePricePence(held) || (linePricePence(c) === linePricePence(held) && c.id < held.id)) best.set(line.id, c);
    }
  }
  return best;
}

const toApiDay = (d: PriceDay): ApiPriceDay => ({ date: d.date, price: d.pence === null ? null : penceToPounds(d.pence), available: d.available });

/** GET /api/products/:id/price-history: the daily series of the last `days` days, its facts and the honest "was". */
export async function priceHistory(db: Db, productId: number, days: number, now = new Date()): Promise<PriceHistory> {
  const [row] = await readProducts(db, [productId]);
  if (!row) throw notFound(`Product ${productId} not found`);
  const equivalent = (await cheapestEquivalents(db, [row])).get(productId);
  const [equivalentRow] = equivalent ? await readProducts(db, [equivalent.id]) : [];
  const spans = await spansOf(db, equivalentRow ? [productId, equivalentRow.product.id] : [productId], Math.max(days, WAS_WINDOW_DAYS), now);
  const own = spans.get(productId) ?? [];
  const series = dailySeries(own, days, now);
  const facts = seriesFacts(series);
  const was = wasPricePence(own, now);
  return {
    productId,
    days,
    series: series.map(toApiDay),
    lowest: facts.lowestPence === null ? null : penceToPounds(facts.lowestPence),
    highest: facts.highestPence === null ? null : penceToPounds(facts.highestPence),
    lowestInPeriod: facts.lowestInPeriod,
    was: was === null ? null : penceToPounds(was),
    equivalent: equivalentRow
      ? {
          product: toProduct(equivalentRow.product),
          storeName: equivalentRow.storeName,
          series: dailySeries(spans.get(equivalentRow.product.id) ?? [], days, now).map(toApiDay),
        }
      : null,
  };
}
