import { openDatabase } from '../src/server/db/client';
import { searchWithPostings } from './search-variant';
const database = await openDatabase({ dataDir: '/tmp/bt/pgl100k-exp' });
const client = (database.db as any).$client;
const seen: { sql: string; params: unknown[] }[] = [];
const orig = client.query.bind(client);
client.query = (sql: string, params: unknown[], opts: unknown) => { seen.push({ sql, params }); return orig(sql, params, opts); };
for (const q of process.argv[2]!.split(',')) {
  await searchWithPostings(database.db, q);
  seen.length = 0;
  const t0 = performance.now();
  await searchWithPostings(database.db, q);
  console.log(`\n##### '${q}' ${(performance.now() - t0).toFixed(1)} ms, ${seen.length} queries`);
  for (const c of [...seen]) {
    const t1 = performance.now();
    const r = await orig('EXPLAIN (ANALYZE) ' + c.sql, c.params);
    console.log('---', c.sql.slice(0, 400).replace(/\s+/g, ' '), JSON.stringify(c.params).slice(0, 200));
    console.log(r.rows.map((x: any) => x['QUERY PLAN']).filter((l: string) => /Execution|Scan|Loop|Sort|Hash|Limit|rows=/.test(l)).slice(0, 14).join('\n'));
  }
}
await database.close();
