import { openDatabase } from '../src/server/db/client';
import { similarProducts } from '../src/server/modules/products/similar';
import { summarise, ms } from './stats';
const database = await openDatabase({ dataDir: '/tmp/bt/pgl100k-exp' });
const ids = Array.from({ length: 40 }, (_, i) => 1 + ((i * 2477) % 100000));
for (const id of ids.slice(0, 5)) await similarProducts(database.db, id);
const t: number[] = [];
for (const id of ids) { const t0 = performance.now(); const r = await similarProducts(database.db, id); t.push(performance.now() - t0); if (id === ids[0]) console.log(r.map((p) => `${p.score} ${p.storeId} ${p.name}`)); }
const s = summarise(t); console.log('similar at 100k: p50', ms(s.p50), 'p95', ms(s.p95), 'max', ms(s.max));
await database.close();
