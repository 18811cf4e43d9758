import { openDatabase } from '../src/server/db/client';
import { searchProducts, suggestProducts } from '../src/server/modules/products/search';
const database = await openDatabase({ dataDir: process.env.DIR ?? '/tmp/bt/pgl100k' });
const client = (database.db as any).$client;
const seen: { sql: string; params: unknown[] }[] = [];
const orig = client.query.bind(client);
client.query = (sql: string, params: unknown[], opts: unknown) => { seen.push({ sql, params }); return orig(sql, params, opts); };
const qs = (process.argv[2] ?? 'ch,milk,crisps,semi skimmed milk,chiken').split(',');
for (const q of qs) {
  for (const fn of [searchProducts, suggestProducts]) {
    seen.length = 0;
    await (fn as any)(database.db, q);
    let t0 = performance.now();
    await (fn as any)(database.db, q);
    const took = performance.now() - t0;
    const calls = [...seen];
    console.log(`\n##### ${fn.name}('${q}') ${took.toFixed(1)} ms, ${calls.length / 2} queries`);
    for (const c of calls.slice(calls.length / 2)) {
      const r = await orig('EXPLAIN (ANALYZE, BUFFERS) ' + c.sql, c.params);
      console.log('---', c.sql.slice(0, 300).replace(/\s+/g, ' '), JSON.stringify(c.params).slice(0, 200));
      console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
    }
  }
}
await database.close();
