import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { bestElsewhere } from '@/domain/favourites';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { ProductRow } from './mapper';
import { productColumns } from './service';

type Row = Omit<ProductRow, 'searchDoc' | 'searchName' | 'baseName'>;

/**
 * For each product, the same product at the other chain selling it for least today (src/domain/favourites.ts
 * `bestElsewhere`, on same-product.ts's `sameProductKey`), keyed by the product's id. The candidates are every
 * available branded product of the same name, read through the lower(name) index in one statement, as swap to
 * save reads its same-product candidates.
 */
export async function cheapestElsewhere(db: Db, rows: readonly Row[]): Promise<Map<number, Row>> {
  const names = [...new Set(rows.filter((r) => r.brand !== null).map((r) => r.name.toLowerCase()))];
  const found = new Map<number, Row>();
  if (names.length === 0) return found;
  const candidates = await db
    .select(productColumns)
    .from(products)
    .where(and(inArray(sql`lower(${products.name})`, names), isNotNull(products.brand), eq(products.available, true)));
  for (const row of rows) {
    const best = bestElsewhere(row, candidates);
    if (best) found.set(row.id, best);
  }
  return found;
}
