import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedScaled } from './search-latency';
const database = await openDatabase({ dataDir: '/tmp/bt/pgl100k' });
await runMigrations(database);
await seedScaled(database.db, 100_000, console.log, 25_000);
await database.close();
