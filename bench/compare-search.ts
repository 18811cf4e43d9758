/**
 * A/B of the search in search.ts against the experiment in bench/search-variant.ts, on one database,
 * interleaved query by query so machine load hits both alike. Not part of `npm run bench`.
 *
 *   npx tsx bench/compare-search.ts            # fresh in-memory PGlite with BENCH_PRODUCTS (100,000)
 *   BENCH_DIR=/tmp/x npx tsx bench/compare-search.ts   # reuse (or create) an on-disk PGlite there
 *   DATABASE_URL=postgres://... npx tsx bench/compare-search.ts   # BENCH_PG_PRODUCTS (1,000,000) on PostgreSQL
 */
import { existsSync } from 'node:fs';
import { openDatabase, type Db } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { searchProducts, suggestProducts } from '../src/server/modules/products/search';
import { withBenchDatabase } from './postgres';
import { SEARCH_QUERIES } from './queries';
import { seedScaled } from './search-latency';
import { preparePostings, searchWithPostings, suggestFromNames } from './search-variant';
import { ms, summarise, table } from './stats';

const count = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const dir = process.env.BENCH_DIR;
const serverUrl = process.env.DATABASE_URL;

async function compare(db: Db): Promise<void> {
  let started = performance.now();
  await preparePostings(db);
  console.log(`experiment tables built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Same answers? Compare the first 10 names of each query.
  let sameSearch = 0;
  let sameSuggest = 0;
  for (const { q } of SEARCH_QUERIES) {
    const [a, b] = [await searchProducts(db, q), await searchWithPostings(db, q)];
    if (JSON.stringify(a.slice(0, 10).map((p) => p.name)) === JSON.stringify(b.slice(0, 10).map((p) => p.name))) sameSearch += 1;
    else console.log(`  search '${q}' differs: ${a.slice(0, 3).map((p) => p.name).join('; ')} / ${b.slice(0, 3).map((p) => p.name).join('; ')}`);
    const [c, d] = [await suggestProducts(db, q), await suggestFromNames(db, q)];
    if (JSON.stringify(c) === JSON.stringify(d)) sameSuggest += 1;
  }
  console.log(`same first 10 results: search ${sameSearch}/${SEARCH_QUERIES.length}, same suggestions ${sameSuggest}/${SEARCH_QUERIES.length}`);

  const fns = { search: searchProducts, 'search (postings)': searchWithPostings, suggestions: suggestProducts, 'suggestions (names)': suggestFromNames } as const;
  const samples = Object.fromEntries(Object.keys(fns).map((k) => [k, [] as number[]])) as Record<keyof typeof fns, number[]>;
  const byKind = new Map<string, number[]>();
  const byQuery = new Map<string, number[]>();
  started = performance.now();
  for (let round = 0; round <= rounds; round += 1) {
    for (const { q, kind } of SEARCH_QUERIES) {
      for (const [name, fn] of Object.entries(fns) as [keyof typeof fns, (db: Db, q: string) => Promise<unknown>][]) {
        const t0 = performance.now();
        await fn(db, q);
        const took = performance.now() - t0;
        if (round === 0) continue; // warm-up
        samples[name].push(took);
        const key = `${name} / ${kind}`;
        byKind.set(key, [...(byKind.get(key) ?? []), took]);
        byQuery.set(`${name}|${q}`, [...(byQuery.get(`${name}|${q}`) ?? []), took]);
      }
    }
  }
  const rows = Object.entries(samples).map(([name, s]) => {
    const l = summarise(s);
    return [name, String(l.n), ms(l.p50), ms(l.p95), ms(l.p99)];
  });
  for (const [key, s] of [...byKind.entries()].sort()) {
    const l = summarise(s);
    rows.push([`  ${key}`, String(l.n), ms(l.p50), ms(l.p95), ms(l.p99)]);
  }
  console.log(table(['function', 'samples', 'p50 ms', 'p95 ms', 'p99 ms'], rows));
  for (const name of Object.keys(fns)) {
    const slow = [...byQuery.entries()]
      .filter(([k]) => k.startsWith(`${name}|`))
      .map(([k, v]) => [k.slice(name.length + 1), summarise(v).p50] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6);
    console.log(`slowest for ${name}: ${slow.map(([q, m]) => `'${q}' ${ms(m)}`).join(', ')}`);
  }
  console.log(`measured in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

if (serverUrl) {
  // A fresh everystore_bench database on that server, seeded with BENCH_PG_PRODUCTS and dropped afterwards.
  await withBenchDatabase(serverUrl, async (database) => {
    await runMigrations(database);
    await seedScaled(database.db, Number(process.env.BENCH_PG_PRODUCTS ?? 1_000_000), console.log);
    await compare(database.db);
  });
} else {
  const database = await openDatabase({ dataDir: dir ?? 'memory://' });
  await runMigrations(database);
  if (!dir || !existsSync(`${dir}/PG_VERSION`) || process.env.BENCH_SEED === '1') await seedScaled(database.db, count, console.log, 25_000);
  await compare(database.db);
  await database.close();
}
