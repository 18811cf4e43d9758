import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
const c = await PGlite.create('/tmp/bt/pgl100k-exp', { extensions: { pg_trgm } });
const stmts = readFileSync(0, 'utf8').split(/;\s*\n/).map((s) => s.trim()).filter(Boolean);
for (const s of stmts) {
  const t0 = performance.now();
  const r = await c.query(s);
  const took = performance.now() - t0;
  console.log(`--- ${s.slice(0, 160).replace(/\s+/g, ' ')}  [${took.toFixed(1)} ms]`);
  for (const row of r.rows.slice(0, 40)) console.log(Object.values(row as object).join(' | '));
}
await c.close();
