/**
 * Child process of the import benchmark (bench/import.ts): the price import service (modules/prices/import.ts, what
 * `npm run catalogue:import` runs) in a process of its own, loaded and connected before it is timed. Argv: a JSON
 * { url?, dataDir?, storeId, file }. Each 'go' message imports the file once and answers { ms, changed, problems }.
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { importFeed } from '../src/server/modules/prices/import';

const { url, dataDir, storeId, file } = JSON.parse(process.argv[2]!) as { url?: string; dataDir?: string; storeId: number; file: string };
const database = await openDatabase({ url, dataDir, poolSize: 2 });
process.on('message', (message) => {
  if (message === 'exit') {
    void database.close().then(() => process.exit(0));
    return;
  }
  void (async () => {
    const started = performance.now();
    const result = await importFeed(database.db, { storeId, text: readFileSync(file, 'utf8'), format: 'csv' });
    process.send!({ ms: performance.now() - started, changed: result.summary.changed, problems: result.problems.length, summary: result.summary });
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
process.send!('ready');
