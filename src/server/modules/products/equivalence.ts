import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, stores } from '../../db/schema';
import { EQUIVALENCE_SET, type EquivalenceCase } from '../../test/datasets/equivalence-set';
import { rankedSimilarProducts } from './similar';

/**
 * The "Find it Cheaper" equivalence measure shared by the API test (equivalence.api.test.ts) and `npm run bench`
 * (bench/equivalence.ts): each product of the equivalence set is matched, and it succeeds when its true
 * equivalents fill the first three places of the similarity ranking (all of them when fewer than three exist).
 */

export type ChainName = 'Tesco' | "Sainsbury's" | 'Asda' | 'Morrisons' | 'Waitrose' | 'Aldi' | 'Lidl' | 'Co-op';

export interface ChainProduct {
  chain: string;
  name: string;
}

/** The products matched to `viewed`, best match first. */
export type RankSimilar = (viewed: ChainProduct) => Promise<ChainProduct[]>;

export const TOP = 3;

/**
 * What the API test holds the ranking to: the share reached when the set was written (87 products, every top 3
 * filled), so any loss fails; the issue's own target (90%) is the bench's.
 */
export const EQUIVALENCE_FLOOR = 1;

export interface EquivalenceMiss {
  viewed: string;
  /** How many of the first places should hold an equivalent. */
  wanted: number;
  /** The first three found, as 'Chain: name'. */
  top3: string[];
}

export interface EquivalenceResult {
  products: number;
  /** Share of products whose equivalents fill the top 3 (0 to 1). */
  filled: number;
  /** Share of all the top-3 places that should hold an equivalent and do. */
  places: number;
  misses: EquivalenceMiss[];
  /** The share filled per kind of case (branded, own brand, near twin). */
  byKind: Record<string, { products: number; filled: number }>;
}

const label = (p: ChainProduct) => `${p.chain}: ${p.name}`;

/** How many of the first TOP places of `found` hold one of the case's equivalents, and how many should. */
export function placesFilled(c: EquivalenceCase, found: readonly ChainProduct[]): { filled: number; wanted: number } {
  const truth = new Set(c.equivalents.map(([chain, name]) => label({ chain, name })));
  const wanted = Math.min(TOP, truth.size);
  const filled = found.slice(0, wanted).filter((p) => truth.has(label(p))).length;
  return { filled, wanted };
}

/** Runs every case through `rank` and scores the set. */
export async function evaluateEquivalence(rank: RankSimilar, cases: readonly EquivalenceCase[] = EQUIVALENCE_SET): Promise<EquivalenceResult> {
  let whole = 0;
  let filledPlaces = 0;
  let wantedPlaces = 0;
  const misses: EquivalenceMiss[] = [];
  const kinds: Record<string, { products: number; whole: number }> = {};
  for (const c of cases) {
    const kind = (kinds[c.kind ?? 'other'] ??= { products: 0, whole: 0 });
    kind.products += 1;
    const found = await rank({ chain: c.chain, name: c.name });
    const { filled, wanted } = placesFilled(c, found);
    filledPlaces += filled;
    wantedPlaces += wanted;
    if (filled === wanted) {
      whole += 1;
      kind.whole += 1;
    } else misses.push({ viewed: label(c), wanted, top3: found.slice(0, TOP).map(label) });
  }
  return {
    products: cases.length,
    filled: whole / cases.length,
    places: wantedPlaces === 0 ? 1 : filledPlaces / wantedPlaces,
    misses,
    byKind: Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, { products: v.products, filled: v.whole / v.products }])),
  };
}

/**
 * The similarity ranking of the service, on a seeded catalogue. A chain or product the catalogue does not hold
 * is an error, so a typo in the set fails loudly rather than counting as a miss.
 */
export async function rankFromDatabase(db: Db): Promise<RankSimilar> {
  const chainRows = await db.select({ id: stores.id, name: stores.name }).from(stores);
  const chainId = new Map(chainRows.map((s) => [s.name, s.id]));
  const chainName = new Map(chainRows.map((s) => [s.id, s.name]));
  return async (viewed) => {
    const storeId = chainId.get(viewed.chain);
    if (storeId === undefined) throw new Error(`No chain '${viewed.chain}' in the catalogue`);
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.name, viewed.name)));
    if (!row) throw new Error(`No product '${viewed.name}' at ${viewed.chain}`);
    return (await rankedSimilarProducts(db, row.id)).map((p) => ({ chain: chainName.get(p.storeId) ?? `store ${p.storeId}`, name: p.name }));
  };
}

/** Every equivalent of the set that the catalogue lacks, as 'Chain: name' (empty when the set is sound). */
export async function unknownEquivalents(db: Db, cases: readonly EquivalenceCase[] = EQUIVALENCE_SET): Promise<string[]> {
  const chainRows = await db.select({ id: stores.id, name: stores.name }).from(stores);
  const chainName = new Map(chainRows.map((s) => [s.id, s.name]));
  const names = [...new Set(cases.flatMap((c) => [c.name, ...c.equivalents.map(([, name]) => name)]))];
  const rows = await db.select({ storeId: products.storeId, name: products.name }).from(products).where(inArray(products.name, names));
  const known = new Set(rows.map((r) => label({ chain: chainName.get(r.storeId) ?? '', name: r.name })));
  const wanted = cases.flatMap((c) => [label(c), ...c.equivalents.map(([chain, name]) => label({ chain, name }))]);
  return [...new Set(wanted)].filter((w) => !known.has(w));
}

/** '92.5%'. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
