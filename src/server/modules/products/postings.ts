import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Product } from '@/contracts/product';
import { type Db, rowsOf } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { products, searchPostings } from '../../db/schema';
import { toProduct } from './mapper';
import { total, type Key, type ResolvedTerm } from './resolve-terms';
import { productsColumn, searchOrder } from './search-keys';
import { productColumns } from './service';
import { VOCABULARY_VERSION, type Reads } from './vocabulary';

/** A probe of the other terms per driver posting costs about as much as reading this many postings in order. */
const PROBE_COST = 10;

const keyList = (keys: string[]) => sql.join(keys.map((k) => sql`${k}`), sql`, `);
const sameKeys = (a: Key[], b: Key[]) => a.length === b.length && a.every((k, i) => k.key === b[i]!.key);
const idList = (ids: number[]) => `{${ids.join(',')}}`;
/** Leaves out products an earlier tier already placed. */
const unseen = (column: SQLWrapper, seen: number[]) => (seen.length > 0 ? sql` AND ${column} <> ALL (${idList(seen)}::int[])` : sql``);

/** What toProduct reads of a product row. */
type ProductFacts = Parameters<typeof toProduct>[0];

/** The columns toProduct reads, in the order a page's rows list them. */
const FACTS = ['id', 'storeId', 'categoryId', 'name', 'brand', 'description', 'unit', 'pricePence', 'discountPercent', 'multibuyQuantity', 'multibuyPricePence', 'available', 'featured', 'image', 'abvPercent', 'caffeineMgPerLitre', 'wasPricePence', 'wasUntil'] as const satisfies readonly (keyof ProductFacts & keyof typeof productColumns)[];
/** Every column toProduct reads is in FACTS: a column added to it and not here fails the type check. */
type MissingFacts = Exclude<keyof ProductFacts, (typeof FACTS)[number]>;
const allFacts: [MissingFacts] extends [never] ? true : MissingFacts = true;
void allFacts;

/**
 * A page's product as a JSON array of the FACTS columns, written out once (Drizzle would walk the columns again for
 * every statement). Not an object keyed by name, nor every column: building and parsing 64 products for each of a
 * paste's 30 lines cost a fifth of the paste's database time more (the keys, and the columns toProduct never reads).
 */
const productFacts = sql.raw(`json_build_array(${FACTS.map((name) => productsColumn(productColumns[name])).join(', ')})`);

/** The FACTS columns of products, as a select list. */
const productList = sql.raw(FACTS.map((name) => productsColumn(productColumns[name])).join(', '));

/** A page's product (productFacts) as the API's product. */
function productOf(facts: unknown[]): Product {
  const row: Record<string, unknown> = {};
  FACTS.forEach((name, i) => (row[name] = facts[i]));
  // JSON carries a timestamp as text.
  if (typeof row.wasUntil === 'string') row.wasUntil = new Date(row.wasUntil);
  return toProduct(row as unknown as ProductFacts);
}

/** A page as read: its products' facts in order. */
type Page = unknown[][];

/** The rows of a page source (named "products") as a Page, in `order`; an empty one is '[]'. */
const pageJson = (order: SQL) => sql`coalesce(json_agg(${productFacts} ORDER BY ${order}), '[]')`;

/** A page source: the rows of a page, named "products", and their order. */
interface PageRead {
  from: SQL;
  order: SQL;
}

/**
 * One page of products, the rows of `from` in `order`, read as one JSON array: PGlite decodes a page of 48 rows of
 * 12 columns in JavaScript at about a millisecond, JSON.parse does it in a fraction of that. `from` names the
 * product rows "products", as productFacts reads them. With `reads`, the statement also reads the version of the
 * search tables it saw (so a search checks its vocabulary in memory without a statement of its own).
 */
async function pageOf(db: Db, from: SQL, order: SQL, reads?: Reads): Promise<Product[]> {
  const version = reads ? sql`, ${VOCABULARY_VERSION} AS version` : sql``;
  const [row] = await rowsOf<{ page: Page; version?: string | null }>(db, sql`SELECT ${pageJson(order)} AS page${version} FROM ${from}`);
  if (reads) reads.versions.add(row?.version ?? '');
  return (row?.page ?? []).map(productOf);
}

/** The products of a hits subquery of (product_id, rank), best rank first, read in the statement that ranks them. */
const productsOf = (db: Db, hits: SQL, reads?: Reads) =>
  pageOf(db, sql`(${hits}) h JOIN ${products} ON ${products.id} = h.product_id`, sql`h.rank`, reads);

/** One term: each key is an ordered read of (key, rank) that stops after the page. */
function oneTermHits(keys: Key[], need: number, seen: number[]): SQL {
  const read = (k: Key) => sql`SELECT product_id, rank FROM ${searchPostings} WHERE key = ${k.key}${unseen(sql`product_id`, seen)} ORDER BY rank LIMIT ${need}`;
  // One key has one posting per product: its read is the answer, with nothing to merge.
  if (keys.length === 1) return read(keys[0]!);
  const reads = keys.map((k) => sql`(${read(k)})`);
  return sql`SELECT product_id, min(rank) AS rank FROM (${sql.join(reads, sql` UNION ALL `)}) u GROUP BY product_id ORDER BY 2 LIMIT ${need}`;
}

/** A term's postings in rank order: one ordered index read per key, which the planner merges. */
function inRankOrder(keys: Key[], columns: SQL): SQL {
  const reads = keys.map((k) => sql`(SELECT ${columns} FROM ${searchPostings} WHERE key = ${k.key} ORDER BY rank)`);
  return sql.join(reads, sql` UNION ALL `);
}

/**
 * Several terms whose posting counts are alike: the driver's postings that every other term has too, as merge
 * semi joins on rank over lists that all come in rank order. When the words often meet, the merge stops at the
 * page; when they rarely do, it reads each list once instead of probing the others for every posting.
 */
function mergedHits(driver: Key[], others: Key[][], need: number, seen: number[]): SQL {
  const filters = others.map((keys) => sql` AND d.rank IN (SELECT rank FROM (${inRankOrder(keys, sql`rank`)}) o)`);
  // A product with two of the driver's keys comes twice.
  const distinct = driver.length > 1 ? sql`DISTINCT ON (d.rank) ` : sql``;
  return sql`SELECT ${distinct}d.product_id, d.rank FROM (${inRankOrder(driver, sql`product_id, rank`)}) d
    WHERE true${unseen(sql`d.product_id`, seen)}${sql.join(filters, sql``)}
    ORDER BY d.rank LIMIT ${need}`;
}

/**
 * Several terms, one with far fewer postings than the others: each of its keys is an ordered read that probes the
 * other terms' keys for the same rank (a scalar sub-select: PostgreSQL turns EXISTS into a semi join over every
 * posting of the other words), so the work grows with the driver's postings, not with the other words'.
 */
function probedHits(driver: Key[], others: Key[][], need: number, seen: number[]): SQL {
  const probes = others.map(
    (keys) => sql` AND (SELECT true FROM ${searchPostings} b WHERE b.key IN (${keyList(keys.map((k) => k.key))}) AND b.rank = a.rank LIMIT 1)`,
  );
  const reads = driver.map(
    (k) => sql`(SELECT a.product_id, a.rank FROM ${searchPostings} a WHERE a.key = ${k.key}${unseen(sql`a.product_id`, seen)}${sql.join(probes, sql``)}
      ORDER BY a.rank LIMIT ${need})`,
  );
  return sql`SELECT product_id, min(rank) AS rank FROM (${sql.join(reads, sql` UNION ALL `)}) u GROUP BY product_id ORDER BY 2 LIMIT ${need}`;
}

/** The term with the fewest postings, which drives a tier's read, and the others. */
function driverOf(terms: Key[][]): [Key[], Key[][]] {
  const counts = terms.map(total);
  const d = counts.indexOf(Math.min(...counts));
  return [terms[d]!, terms.filter((_, i) => i !== d)];
}

/**
 * The next `need` products of one name tier after `seen`: those that have one of every term's keys, best rank
 * first. The term with the fewest postings drives; merged reads cost at most the postings of all terms, probes about
 * PROBE_COST times the driver's, so the counts choose `how`. A search of a batch (`reads.batch`) reads it in the
 * batch's next statement (PostingBatch). Tests set `how`, to hold every read to one answer.
 */
export async function tierProducts(
  db: Db,
  terms: Key[][],
  need: number,
  seen: number[],
  how?: 'probe' | 'merge' | 'batch',
  reads?: Reads,
): Promise<Product[]> {
  if (how === undefined && reads?.batch) return reads.batch.tier(terms, need, seen, reads);
  if (how === 'batch') return new PostingBatch(db).tier(terms, need, seen, reads ?? { versions: new Set() });
  if (terms.length === 1) return productsOf(db, oneTermHits(terms[0]!, need, seen), reads);
  const [driver, others] = driverOf(terms);
  const counts = terms.map(total);
  const probe = (how ?? (PROBE_COST * total(driver) < counts.reduce((a, b) => a + b, 0) ? 'probe' : 'merge')) === 'probe';
  return productsOf(db, (probe ? probedHits : mergedHits)(driver, others, need, seen), reads);
}

/** Products of one tier, in the order found (rank order). */
export interface TierHits {
  tier: number;
  products: Product[];
  /** Found through brand, category or description only. */
  field?: boolean;
}

/**
 * The ranking of searchProducts without a store filter, read from search_postings: name matches of the typed words,
 * then of their synonyms, then name prefixes, then one-typo corrections (the likeliest correction first), then brand,
 * category and description; within a tier by rank (available first, shorter name, name, id). The first `want` hits,
 * grouped by tier. Returns null when a term needs the tsquery path (a 1-letter word, a prefix shared by too many
 * words, a long number), so the caller can run that instead. `reads` collects the version of the search tables each
 * statement read (./vocabulary.ts).
 */
export async function searchByPostings(
  db: Db,
  keys: ResolvedTerm[],
  want: number,
  options: { field?: boolean; reads?: Reads } = {},
): Promise<TierHits[] | null> {
  if (!keys.every((k) => k.postable)) return null;
  const tiers = nameTiers(keys);
  const found: TierHits[] = [];
  const seen: number[] = [];
  for (const [t, tier] of tiers.entries()) {
    if (seen.length >= want) break;
    if (tier.some((k) => k.length === 0)) continue;
    if (t > 0 && tier.every((k, i) => sameKeys(k, tiers[t - 1]![i]!))) continue;
    // Tiers only widen (a term's keys at each tier hold or cover its keys before), so what the earlier tiers found
    // is all in this one; when this one cannot hold more products than that (its key counts, for the term with the
    // fewest), it has nothing new ('eggs': the products with a word starting 'egg' are those with 'egg').
    if (Math.min(...tier.map(total)) <= seen.length) continue;
    const hits = await tierProducts(db, tier, want - seen.length, seen, undefined, options.reads);
    if (hits.length > 0) found.push({ tier: t, products: hits });
    seen.push(...hits.map((p) => p.id));
  }
  return options.field === false ? found : withFieldTier(db, keys, want, found, options.reads);
}

/**
 * Each tier's keys for every term; a tier whose keys are the previous tier's for every term can only repeat it,
 * one where a term has no key finds nothing.
 */
function nameTiers(keys: ResolvedTerm[]): Key[][][] {
  const steps = Math.max(0, ...keys.map((k) => k.fuzzy.length));
  const tiers: Key[][][] = [keys.map((k) => k.typed), keys.map((k) => k.exact), keys.map((k) => k.prefix)];
  for (let s = 0; s < steps; s += 1) tiers.push(keys.map((k) => k.fuzzy[Math.min(s, k.fuzzy.length - 1)] ?? k.prefix));
  return tiers;
}

/**
 * The name tiers' hits (searchByPostings with `field: false`) followed by the products that match through brand,
 * category or description only, up to `want` in all.
 */
export async function withFieldTier(db: Db, keys: ResolvedTerm[], want: number, found: TierHits[], reads?: Reads): Promise<TierHits[]> {
  const seen = found.flatMap((h) => h.products.map((p) => p.id));
  const anyField = keys.map((k) => k.anyField);
  if (seen.length >= want || !anyField.every((q) => q !== null)) return found;
  // Every name match has its words in the document too, so the document matches hold what the name tiers found; when
  // they cannot be more (the word counts of the term with the fewest), there is nothing else.
  if (Math.min(...keys.map((k) => k.fieldProducts ?? Number.POSITIVE_INFINITY)) <= seen.length) return found;
  const hits = reads?.batch ? await reads.batch.field(anyField.join(' & '), want - seen.length, seen, reads) : await fieldPage(db, anyField.join(' & '), want - seen.length, seen, reads);
  return hits.length > 0 ? [...found, { tier: nameTiers(keys).length, products: hits, field: true }] : found;
}

/**
 * withFieldTier's page: the first `need` products whose document matches the tsquery `query`, in searchOrder, but
 * for those `unseen` leaves out. Written once for a search alone (values) and for a batch (its reads' columns).
 */
function fieldRead(query: SQLWrapper, need: SQLWrapper, unseenFilter: SQL): PageRead {
  return {
    from: sql`(SELECT ${productList} FROM ${products}
      WHERE ${products.searchDoc} @@ to_tsquery('simple', ${query})${unseenFilter}
      ORDER BY ${searchOrder()} LIMIT ${need}) AS ${products}`,
    order: searchOrder(),
  };
}

/** The first `need` products after `seen` whose document matches the tsquery `anyField`, in searchOrder. */
function fieldPage(db: Db, anyField: string, need: number, seen: number[], reads?: Reads): Promise<Product[]> {
  const { from, order } = fieldRead(sql`${anyField}`, sql`${need}`, unseen(products.id, seen));
  return pageOf(db, from, order, reads);
}

/**
 * searchProducts' guess for several misspelt words: the names with a word like `text` (trigram word similarity,
 * `<%`, which the trigram index answers), the likeliest first, then available, then by id; the first `need`, of
 * one store when `storeId` is given. Written once for a search alone (values) and for a batch (its reads' columns).
 */
function guessRead(text: SQLWrapper, need: SQLWrapper, storeId?: number): PageRead {
  const order = sql`word_similarity(${text}, ${products.searchName}) DESC, ${products.available} DESC, ${products.id}`;
  const store = storeId === undefined ? sql`` : sql` AND ${products.storeId} = ${storeId}`;
  return {
    from: sql`(SELECT ${productList}, ${products.searchName} FROM ${products} WHERE ${text} <% ${products.searchName}${store}
      ORDER BY ${order} LIMIT ${need}) AS ${products}`,
    order,
  };
}

/** searchProducts' trigram guess for several misspelt words, `text`, read on its own (guessRead). */
export function guessPage(db: Db, text: string, need: number, storeId?: number, reads?: Reads): Promise<Product[]> {
  const { from, order } = guessRead(sql`${text}`, sql`${need}`, storeId);
  return pageOf(db, from, order, reads);
}

/** A read waiting in a PostingBatch: a name tier (driver keys, the other terms' keys numbered by term), a field page or a trigram guess. */
type BatchRead =
  | { driver: string[]; others: string[]; term: number[]; terms: number; seen: number[]; need: number }
  | { query: string; seen: number[]; need: number }
  | { like: string; need: number };

interface Waiting {
  /** Null: only the version of the search tables. */
  read: BatchRead | null;
  reads: Reads;
  resolve: (products: Product[]) => void;
  reject: (error: unknown) => void;
}

/**
 * The pages of several searches run side by side (searchMany: a pasted list's lines), read together: what the
 * searches ask for while they all wait is one statement, and each answer lets its search go on to its next step (the
 * next tier, the document matches, a trigram guess), which the next statement reads. On the embedded database a
 * statement costs more to plan and send than to run (a line was one to four statements, about 4 ms); this one reads
 * any number of pages from JSON lists of reads, its plan the same whatever the lines are, so it is prepared once
 * (batchRead). Each read is what tierProducts (by probes: the driver's postings in rank order, each kept when every
 * other term has one of its keys at the same rank), withFieldTier or the trigram guess reads for a search alone
 * (fieldRead, guessRead: one text for both), so a search answers the same in a batch as on its own
 * (search.api.test.ts and list-quality.api.test.ts hold them to one answer). Every statement also reads the version
 * of the search tables for each search it answers (Reads).
 */
export class PostingBatch {
  private waiting: Waiting[] = [];

  constructor(private readonly db: Db) {}

  /** tierProducts' page, read in the next statement. */
  tier(terms: Key[][], need: number, seen: number[], reads: Reads): Promise<Product[]> {
    const [driver, others] = driverOf(terms);
    const read = {
      driver: driver.map((k) => k.key),
      others: others.flatMap((keys) => keys.map((k) => k.key)),
      term: others.flatMap((keys, i) => keys.map(() => i + 1)),
      terms: others.length,
      seen,
      need,
    };
    return this.ask(read, reads);
  }

  /** withFieldTier's page (the document matches of the tsquery `query`), read in the next statement. */
  field(query: string, need: number, seen: number[], reads: Reads): Promise<Product[]> {
    return this.ask({ query, seen, need }, reads);
  }

  /** searchProducts' trigram guess for several misspelt words (`text <% search_name`), read in the next statement. */
  trigram(text: string, need: number, reads: Reads): Promise<Product[]> {
    return this.ask({ like: text, need }, reads);
  }

  /** The version of the search tables, for a search that read no page: in the next statement. */
  async version(reads: Reads): Promise<void> {
    await this.ask(null, reads);
  }

  private ask(read: BatchRead | null, reads: Reads): Promise<Product[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ read, reads, resolve, reject });
      // After the pending callbacks: every search that can go on without the database has asked by then.
      if (this.waiting.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const waiting = this.waiting;
    this.waiting = [];
    const numbered = waiting.flatMap((w, i) => (w.read ? [{ i, ...w.read }] : []));
    const of = (kind: string) => JSON.stringify(numbered.filter((r) => kind in r));
    try {
      const values = [of('driver'), of('query'), of('like')];
      const [row] = (await compilesPlans(this.db))
        ? await this.db.transaction(async (tx) => {
            await tx.execute(sql`SET LOCAL jit = off`);
            return rowsOf<BatchAnswer>(tx, batchStatement(...values.map((v) => sql`${v}`)));
          })
        : await batchRead(this.db, values);
      const pages = new Map(row?.pages ?? []);
      for (const [i, w] of waiting.entries()) {
        w.reads.versions.add(row?.version ?? '');
        w.resolve((pages.get(i) ?? []).map(productOf));
      }
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }
}

/** What a PostingBatch's statement answers: each read's page, by its number, and the version of the search tables. */
type BatchAnswer = { pages: [number, Page][]; version: string | null };

/**
 * The batch statement, prepared once on the embedded database: its text and plan are the same whatever the reads
 * (JSON lists), and parsing and planning it cost more than running a step's few reads.
 */
const batchRead = preparedStatement<BatchAnswer>('search_posting_batch', 3, (values) => batchStatement(...values));

const jit = new WeakMap<Db, Promise<boolean>>();

/**
 * Whether the database compiles costly plans to machine code (PostgreSQL built with LLVM, jit on; not PGlite). The
 * batch statement's estimates (100 rows for each JSON list, a thousand for each term's) cross the threshold, and
 * compiling took 4 to 5 s for a statement that runs in 15 to 40 ms, so there it runs with JIT off. Asked once per
 * database.
 */
function compilesPlans(db: Db): Promise<boolean> {
  let answer = jit.get(db);
  if (!answer) {
    answer = rowsOf<{ on: boolean }>(db, sql`SELECT pg_jit_available() AND current_setting('jit')::boolean AS on`).then(([row]) => row?.on === true);
    answer.catch(() => jit.delete(db));
    jit.set(db, answer);
  }
  return answer;
}

/**
 * A PostingBatch's statement: every tier read of `tiers`, field read of `fields` and trigram guess of `guesses` (JSON
 * lists), as [i, page] pairs, and the version of the search tables.
 */
function batchStatement(...[tiers, fields, guesses]: SQLWrapper[]): SQL {
  const tierPages = sql`SELECT r.i, (SELECT ${pageJson(sql`h.rank`)} FROM (
      SELECT u.product_id, min(u.rank) AS rank FROM unnest(r.driver) AS dk(key) CROSS JOIN LATERAL (
        SELECT a.product_id, a.rank FROM ${searchPostings} a
        WHERE a.key = dk.key AND a.product_id <> ALL (r.seen)
          AND NOT EXISTS (SELECT 1 FROM generate_series(1, r.terms) AS t(n) WHERE NOT EXISTS (
            SELECT 1 FROM unnest(r.others, r.term) AS o(key, term)
            WHERE o.term = t.n AND EXISTS (SELECT 1 FROM ${searchPostings} b WHERE b.key = o.key AND b.rank = a.rank)))
        ORDER BY a.rank LIMIT r.need) u
      GROUP BY u.product_id ORDER BY 2 LIMIT r.need) h
    JOIN ${products} ON ${products.id} = h.product_id) AS page
    FROM jsonb_to_recordset(${tiers}::jsonb) AS r(i int, driver text[], others text[], term int[], terms int, seen int[], need int)`;
  const field = fieldRead(sql`f.query`, sql`f.need`, sql` AND ${products.id} <> ALL (f.seen)`);
  const fieldPages = sql`SELECT f.i, (SELECT ${pageJson(field.order)} FROM ${field.from}) AS page
    FROM jsonb_to_recordset(${fields}::jsonb) AS f(i int, query text, seen int[], need int)`;
  const guess = guessRead(sql`g.like`, sql`g.need`);
  const guessPages = sql`SELECT g.i, (SELECT ${pageJson(guess.order)} FROM ${guess.from}) AS page
    FROM jsonb_to_recordset(${guesses}::jsonb) AS g(i int, "like" text, need int)`;
  return sql`SELECT coalesce((SELECT json_agg(json_build_array(x.i, x.page)) FROM (${tierPages} UNION ALL ${fieldPages} UNION ALL ${guessPages}) x), '[]') AS pages,
    ${VOCABULARY_VERSION} AS version`;
}
