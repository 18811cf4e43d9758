import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SimilarProduct } from '@/contracts/product';
import { categoryNameOf } from '@/domain/categories';
import { penceToPounds } from '@/domain/money';
import { findCheaper, type CheaperMatch } from '@/domain/find-cheaper';
import { findSimilar, lookupWords, type Comparable } from '@/domain/similarity';
import { notFound } from '@/domain/errors';
import { type Db, rowsOf } from '../../db/client';
import { products } from '../../db/schema';
import { toProduct, type ProductRow } from './mapper';
import { productColumns } from './service';

/** Rows per part of the candidate query (before dropping this chain's own): a few hundred are scored at most. */
const SAME_NAME_CAP = 60;
const PER_WORD_CAP = 40;
const WORD_QUERIES = 6;

type Row = Omit<ProductRow, 'searchDoc' | 'searchName' | 'baseName'>;
type Candidate = Row & Comparable;

const comparable = (row: Row): Candidate => ({ ...row, category: categoryNameOf(row.categoryId) });

/** tsquery lexemes may only hold our normalised characters; anything else is dropped, never interpolated. */
const lexemes = (words: string[]) => [...new Set(words.map((w) => w.replace(/[^a-z0-9]/g, '')).filter(Boolean))];

/**
 * Ids of a bounded candidate set from other chains, in one round trip. Each part has its own small limit and
 * no ranking, so a common word costs the same at 3,000 or 1,000,000 products: the same name (every name word,
 * with and without the brand), then a few products per telling name word, then its families and its category.
 * The other-chains filter sits outside the parts: inside, a word found only at this chain (its own-brand name,
 * 'Finest') would make PostgreSQL read the whole table looking for a match elsewhere.
 */
async function candidateIds(db: Db, row: Row, product: Comparable, scope: 'other_chains' | 'all_chains' = 'other_chains'): Promise<number[]> {
  const words = lookupWords(product);
  const brand = lexemes(words.brand);
  const name = lexemes(words.name);
  const unbranded = name.filter((w) => !brand.includes(w));
  const parts: SQL[] = [];
  const part = (where: SQL, limit: number) => parts.push(sql`(SELECT ${products.id}, ${products.storeId} FROM ${products} WHERE ${where} LIMIT ${limit})`);
  const matches = (query: string) => sql`${products.searchDoc} @@ to_tsquery('simple', ${query})`;
  const all = (ws: string[]) => ws.map((w) => `${w}:A`).join(' & ');

  // The same name with its brand (Heinz at every chain), and without it (own-brand milk at every chain).
  if (name.length > 0) part(matches(all(name)), SAME_NAME_CAP);
  if (unbranded.length > 0 && unbranded.length < name.length) part(matches(all(unbranded)), SAME_NAME_CAP);
  for (const w of unbranded.slice(0, WORD_QUERIES)) part(matches(`${w}:A`), PER_WORD_CAP);
  const family = lexemes(words.family);
  if (family.length > 0) part(matches(family.map((w) => `${w}:A`).join(' | ')), PER_WORD_CAP);
  part(eq(products.categoryId, row.categoryId), PER_WORD_CAP);

  const otherChains = scope === 'other_chains' ? sql`WHERE store_id <> ${row.storeId}` : sql``;
  const rows = await rowsOf<{ id: number }>(db, sql`SELECT DISTINCT id FROM (${sql.join(parts, sql` UNION ALL `)}) AS c ${otherChains}`);
  return rows.map((r) => Number(r.id));
}

async function scoredCandidates(db: Db, id: number): Promise<{ product: Candidate; candidates: Candidate[] }> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw notFound(`Product ${id} not found`);
  const product = comparable(row);
  const ids = await candidateIds(db, row, product);
  const rows = ids.length > 0 ? await db.select(productColumns).from(products).where(inArray(products.id, ids)) : [];
  return { product, candidates: rows.map(comparable) };
}

const toSimilar = (m: CheaperMatch<Candidate>): SimilarProduct => ({
  ...toProduct(m.product),
  score: m.score,
  matchTerms: m.matchTerms,
  match: m.match,
  cheaper: m.cheaper,
  saving: m.savingPence === null ? null : penceToPounds(m.savingPence),
  savingPercent: m.savingPercent,
  unitSavingLabel: m.unitSavingLabel,
});

/**
 * "Find it Cheaper": the closest products from other chains, the same product first, then the similar ones, each
 * cheapest first; the scoring and the order are src/domain/similarity.ts and find-cheaper.ts.
 */
export async function similarProducts(db: Db, id: number): Promise<SimilarProduct[]> {
  const { product, candidates } = await scoredCandidates(db, id);
  return findCheaper(product, candidates).map(toSimilar);
}

/** The same products in similarity order alone (best match first), before they are put in the dialog's order. */
export async function rankedSimilarProducts(db: Db, id: number): Promise<SimilarProduct[]> {
  const { product, candidates } = await scoredCandidates(db, id);
  return findCheaper(product, candidates)
    .sort((a, b) => a.rank - b.rank)
    .map(toSimilar);
}

/** How many scored substitutes a picking-list line considers before its preference and cap filter them. */
const SUBSTITUTE_POOL = 40;

/**
 * Candidates to replace a product on a picking list (issue 11): the same scoring, over every chain including
 * its own (a substitute is usually the same chain's nearest product), best first. The product itself is left out.
 */
export async function substituteCandidates(db: Db, id: number): Promise<{ product: Row; score: number }[]> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) return [];
  const product = comparable(row);
  const ids = await candidateIds(db, row, product, 'all_chains');
  const rows = ids.length > 0 ? await db.select(productColumns).from(products).where(inArray(products.id, ids)) : [];
  // findSimilar skips the product's own chain (it answers "elsewhere"): score as if from no chain.
  return findSimilar({ ...product, storeId: -1 }, rows.map(comparable), SUBSTITUTE_POOL)
    .filter((m) => m.product.id !== id)
    .map((m) => ({ product: m.product, score: m.score }));
}
