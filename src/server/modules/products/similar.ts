import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SimilarProduct } from '@/contracts/product';
import { CATEGORIES } from '@/domain/categories';
import { penceToPounds } from '@/domain/money';
import { findSimilar, lookupWords, type Comparable } from '@/domain/similarity';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toProduct, type ProductRow } from './mapper';
import { productColumns } from './service';

/** Enough to hold every plausible match; the scoring itself runs in memory over this set only. */
export const CANDIDATE_CAP = 300;

const categoryNames = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.name]));
type Row = Omit<ProductRow, 'searchDoc' | 'searchName' | 'baseName'>;
type Candidate = Row & Comparable;

const comparable = (row: Row): Candidate => ({ ...row, category: categoryNames.get(row.categoryId) ?? 'Other' });

/** tsquery lexemes may only hold our normalised characters; anything else is dropped, never interpolated. */
const lexeme = (w: string) => w.replace(/[^a-z0-9]/g, '');

/**
 * The closest products from other chains, with what switching saves. Only a bounded candidate set leaves the
 * database: other chains' products sharing a name or brand word (in name, brand or category, best covered
 * first), or in the same category.
 */
export async function similarProducts(db: Db, id: number): Promise<SimilarProduct[]> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw notFound(`Product ${id} not found`);
  const product = comparable(row);

  const words = [...new Set(lookupWords(product).map(lexeme).filter(Boolean))];
  const sameCategory = eq(products.categoryId, row.categoryId);
  let match: SQL | undefined = sameCategory;
  let rank: SQL = sql`0`;
  if (words.length > 0) {
    const query = sql`to_tsquery('simple', ${words.map((w) => `${w}:AB`).join(' | ')})`;
    match = or(sql`${products.searchDoc} @@ ${query}`, sameCategory);
    rank = sql`ts_rank(${products.searchDoc}, ${query})`;
  }
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(ne(products.storeId, row.storeId), match))
    .orderBy(sql`${rank} DESC`, products.id)
    .limit(CANDIDATE_CAP);

  return findSimilar(product, rows.map(comparable)).map((m) => ({
    ...toProduct(m.product),
    score: m.score,
    matchTerms: m.matchTerms,
    cheaper: m.cheaper,
    saving: m.savingPence === null ? null : penceToPounds(m.savingPence),
    savingPercent: m.savingPercent,
    unitSavingLabel: m.unitSavingLabel,
  }));
}
