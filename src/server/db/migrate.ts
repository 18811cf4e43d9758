import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

const migrationsFolder = MIGRATIONS_DIR;
export const MIGRATION_LOCK = 720_001;

/** Applies pending migrations; safe to run twice and from several instances at once. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
