import { openDatabase } from '../src/server/db/client';
import { searchProducts, suggestProducts } from '../src/server/modules/products/search';
import { suggestFromNames } from './search-variant';
import { SEARCH_QUERIES } from './queries';
const database = await openDatabase({ dataDir: '/tmp/bt/pgl100k-exp' });
const db = database.db;
for (const { q } of SEARCH_QUERIES) {
  const [c, d] = [await suggestProducts(db, q), await suggestFromNames(db, q)];
  if (JSON.stringify(c) !== JSON.stringify(d)) console.log(q, '\n  ', c.join('; '), '\n  ', d.join('; '));
}
console.log((await searchProducts(db, 'washing up liquid')).slice(0, 8).map((p) => p.name));
try { console.log(await searchProducts(db, '%')); } catch (e) { console.log('ERR %', (e as Error).message); }
try { console.log(await suggestProducts(db, '%%')); } catch (e) { console.log('ERR %%', (e as Error).message); }
await database.close();
