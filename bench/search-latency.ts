import type { Db } from '../src/server/db/client';
import { generateCatalogue } from '../src/server/db/seed/generate';
import { seedCatalogue } from '../src/server/db/seed/seed';
import type { SeedProduct } from '../src/server/db/seed/types';
import { searchProducts, suggestProducts } from '../src/server/modules/products/search';
import { SEARCH_QUERIES, type QueryKind } from './queries';
import { summarise, type Latency } from './stats';

export interface SearchFigures {
  search: Latency;
  byKind: Record<QueryKind, Latency>;
  suggestions: Latency;
  /** Median time per query, slowest first: where to look when p95 misses. */
  slowest: { q: string; kind: QueryKind; medianMs: number }[];
}

/** Seeds `count` generated products, reporting progress every `step` rows. */
export async function seedScaled(db: Db, count: number, log: (line: string) => void, step = 100_000): Promise<void> {
  const started = performance.now();
  function* withProgress(): Generator<SeedProduct> {
    for (const p of generateCatalogue(count)) {
      if (p.id % step === 0) log(`  seeded ${p.id.toLocaleString('en-GB')} of ${count.toLocaleString('en-GB')} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      yield p;
    }
  }
  await seedCatalogue(db, withProgress());
  log(`  seeded and indexed ${count.toLocaleString('en-GB')} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * Calls the search and suggestion services directly (no HTTP) with the fixed query set: `warmup` untimed
 * passes first, then `rounds` timed passes, each pass in the same order.
 */
export async function measureSearch(db: Db, options: { warmup: number; rounds: number }): Promise<SearchFigures> {
  for (let i = 0; i < options.warmup; i += 1) {
    for (const { q } of SEARCH_QUERIES) {
      await searchProducts(db, q);
      await suggestProducts(db, q);
    }
  }
  const perQuery = SEARCH_QUERIES.map(() => [] as number[]);
  const suggestions: number[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [i, { q }] of SEARCH_QUERIES.entries()) {
      perQuery[i]!.push(await time(() => searchProducts(db, q)));
      suggestions.push(await time(() => suggestProducts(db, q)));
    }
  }
  const kinds: QueryKind[] = ['word', 'typo', 'prefix', 'multi'];
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, summarise(SEARCH_QUERIES.flatMap((query, i) => (query.kind === kind ? perQuery[i]! : [])))]),
  ) as Record<QueryKind, Latency>;
  const slowest = SEARCH_QUERIES.map((query, i) => ({ ...query, medianMs: summarise(perQuery[i]!).p50 }))
    .sort((a, b) => b.medianMs - a.medianMs)
    .slice(0, 8);
  return { search: summarise(perQuery.flat()), byKind, suggestions: summarise(suggestions), slowest };
}
