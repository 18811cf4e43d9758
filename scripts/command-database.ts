/**
 * The database a command line tool works on, migrated: the one the server uses (DATABASE_URL, else the embedded
 * data folder). On the embedded database a command refuses while the app holds the folder (db/data-dir-lock.ts):
 * it prints why and exits 1 rather than open a second copy.
 */
import { openDatabase, type Database } from '../src/server/db/client';
import { DataDirInUse } from '../src/server/db/data-dir-lock';
import { runMigrations } from '../src/server/db/migrate';
import type { Env } from '../src/server/env';

export async function openCommandDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    console.error(error instanceof DataDirInUse ? error.message : error);
    process.exit(1);
  }
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
