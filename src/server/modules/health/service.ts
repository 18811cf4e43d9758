import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { MIGRATIONS_DIR } from '../../paths';

const journalPath = join(MIGRATIONS_DIR, 'meta/_journal.json');

/** How many migrations this build ships (drizzle-kit's journal). */
export function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Ready = the database answers and every migration this build ships has been applied. */
export async function readiness(db: Db, expected: number): Promise<Readiness> {
  try {
    const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const applied = Number(row?.n ?? 0);
    return applied >= expected ? { ready: true } : { ready: false, reason: `${expected - applied} migration(s) not applied` };
  } catch {
    return { ready: false, reason: 'database unreachable' };
  }
}
