/** `npm run db:migrate | db:seed | db:reset` against DATABASE_URL or the embedded database in DATA_DIR. */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadCatalogue } from '../src/server/db/seed/catalogue';
import { seedCatalogue } from '../src/server/db/seed/seed';
import { loadEnv } from '../src/server/env';

const command = process.argv[2];
if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('Usage: tsx scripts/db.ts migrate|seed|reset');
  process.exit(2);
}
const env = loadEnv();

if (command === 'reset') {
  if (env.DATABASE_URL) {
    const database = await openDatabase({ url: env.DATABASE_URL });
    await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await database.db.execute(sql`CREATE SCHEMA public`);
    await database.close();
  } else {
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  console.log('Database reset.');
}

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await runMigrations(database);
console.log('Migrations applied.');
if (command !== 'migrate') {
  const count = await seedCatalogue(database.db, loadCatalogue());
  console.log(`Seeded ${count} products.`);
}
await database.close();
