/**
 * `npm run catalogue:import -- --store 1 feed.csv [--skip-bad]` (or feed.json): applies one chain's price feed to the
 * database the server uses (DATABASE_URL, or the embedded one in DATA_DIR). The feed is checked whole first: every
 * bad row is printed and nothing changes unless --skip-bad is given. Then it prints what changed.
 * On PostgreSQL it runs beside the app; the embedded database belongs to one process, so while the app runs on it
 * this refuses (db/data-dir-lock.ts), as every command does.
 */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { feedSummaryLine } from '../src/domain/price-feed';
import { loadEnv } from '../src/server/env';
import { importFeed } from '../src/server/modules/prices/import';
import { openCommandDatabase } from './command-database';

const USAGE = 'Usage: npm run catalogue:import -- --store <1-8> [--skip-bad] [--format csv|json] <feed.csv|feed.json>';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    store: { type: 'string' },
    'skip-bad': { type: 'boolean', default: false },
    format: { type: 'string' },
  },
});
const storeId = Number(values.store);
const file = positionals[0];
if (!Number.isInteger(storeId) || storeId < 1 || !file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const format = (values.format ?? (extname(file).toLowerCase() === '.json' ? 'json' : 'csv')) as 'csv' | 'json';
if (format !== 'csv' && format !== 'json') {
  console.error(USAGE);
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}

const env = loadEnv();
const database = await openCommandDatabase(env);
try {
  const started = performance.now();
  const result = await importFeed(database.db, { storeId, text, format, skipBad: values['skip-bad'] });
  for (const p of result.problems) console.error(`${file}:${p.line}: ${p.message}`);
  if (result.problems.length > 0 && !values['skip-bad']) {
    console.error(`${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${result.rows} rows: nothing was changed (fix them, or pass --skip-bad to apply the good rows).`);
    process.exitCode = 1;
  } else {
    if (result.problems.length > 0) console.error(`Skipped the rows above (${result.problems.length} problems).`);
    console.log(`${feedSummaryLine(result.summary)} (${result.summary.changed} of ${result.rows} rows changed a product, in ${Math.round(performance.now() - started)} ms).`);
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await database.close();
}
