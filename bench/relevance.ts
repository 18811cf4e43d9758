/**
 * Search relevance on the real catalogue: every query of the relevance set
 * (src/server/test/datasets/relevance-set.ts) through searchProducts on a fresh in-memory PGlite, printing success@3,
 * success@1, the share per kind of query and every miss with its first three names. Standalone: `npx tsx bench/relevance.ts`.
 */
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadCatalogue } from '../src/server/db/seed/catalogue';
import { seedCatalogue } from '../src/server/db/seed/seed';
import { evaluateRelevance, percent } from '../src/server/modules/products/relevance';
import { RELEVANCE_SET } from '../src/server/test/datasets/relevance-set';
import { searchProducts } from '../src/server/modules/products/search';
import { table } from './stats';

/** The target the issue sets for success@3. */
export const RELEVANCE_TARGET = 0.97;

export async function runRelevance(log: (line: string) => void): Promise<void> {
  log(`\nSearch relevance: ${RELEVANCE_SET.length} shopper queries on the real catalogue (PGlite in memory)...`);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(database);
    const products = await seedCatalogue(database.db, loadCatalogue());
    const result = await evaluateRelevance(async (q) => (await searchProducts(database.db, q)).map((p) => p.name));
    log(`\n== Search relevance (${RELEVANCE_SET.length} queries, ${products.toLocaleString('en-GB')} products) ==`);
    const verdict = result.successAt3 >= RELEVANCE_TARGET ? 'met' : 'MISSED';
    log(
      table(
        ['measure', 'value', 'target'],
        [
          ['success@3', percent(result.successAt3), `>= ${percent(RELEVANCE_TARGET)}: ${verdict}`],
          ['success@1', percent(result.successAt1), ''],
          ...Object.entries(result.byKind).map(([kind, k]) => [`success@3, ${kind} (${k.queries})`, percent(k.successAt3), '']),
        ],
      ),
    );
    if (result.misses.length === 0) log('no misses');
    else log(`\nmisses (${result.misses.length}):\n${table(['query', 'kind', 'wanted in the top 3', 'top 3 found'], result.misses.map((m) => [`'${m.q}'`, m.kind, m.wanted, m.top3.join('; ') || '(nothing)']))}`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  runRelevance((line) => console.log(line)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
