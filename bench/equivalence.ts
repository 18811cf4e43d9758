/**
 * "Find it Cheaper" equivalence on the real catalogue: every product of the equivalence set
 * (src/server/test/datasets/equivalence-set.ts) matched by the similar-products service on a fresh in-memory
 * PGlite, printing how often its true equivalents fill the top 3 and every miss with the three found.
 * Standalone: `npx tsx bench/equivalence.ts`.
 */
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadCatalogue } from '../src/server/db/seed/catalogue';
import { seedCatalogue } from '../src/server/db/seed/seed';
import { evaluateEquivalence, percent, rankFromDatabase } from '../src/server/modules/products/equivalence';
import { EQUIVALENCE_SET } from '../src/server/test/datasets/equivalence-set';
import { table } from './stats';

/** The target the issue sets: true equivalents fill the top 3 for at least this share of the set. */
export const EQUIVALENCE_TARGET = 0.9;

export async function runEquivalence(log: (line: string) => void): Promise<void> {
  log(`\nFind it Cheaper equivalence: ${EQUIVALENCE_SET.length} products on the real catalogue (PGlite in memory)...`);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(database);
    const products = await seedCatalogue(database.db, loadCatalogue());
    const result = await evaluateEquivalence(await rankFromDatabase(database.db));
    log(`\n== Find it Cheaper equivalence (${result.products} products, ${products.toLocaleString('en-GB')} in the catalogue) ==`);
    const verdict = result.filled >= EQUIVALENCE_TARGET ? 'met' : 'MISSED';
    log(
      table(
        ['measure', 'value', 'target'],
        [
          ['true equivalents fill the top 3', percent(result.filled), `>= ${percent(EQUIVALENCE_TARGET)}: ${verdict}`],
          ['top-3 places holding an equivalent', percent(result.places), ''],
          ...Object.entries(result.byKind).map(([kind, k]) => [`top 3 filled, ${kind} (${k.products})`, percent(k.filled), '']),
        ],
      ),
    );
    if (result.misses.length === 0) log('no misses');
    else log(`\nmisses (${result.misses.length}):\n${table(['product', 'equivalents wanted', 'top 3 found'], result.misses.map((m) => [m.viewed, String(m.wanted), m.top3.join('; ') || '(nothing)']))}`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  runEquivalence((line) => console.log(line)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
