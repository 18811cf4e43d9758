import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database-template';
import { embeddedDatabaseOf, rowsOf, type Database } from './client';
import { preparedStatement } from './prepared';

/**
 * preparedStatement on the test run's database (PGlite, or PostgreSQL with TEST_DB=postgres): the values written
 * into an EXECUTE come back exactly as bound ones do, whatever they hold, and the embedded database prepares the
 * statement once.
 */
describe('preparedStatement', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(false));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const echo = preparedStatement<{ text: string; items: number; joined: string }>('test_prepared_echo', 2, ([json, text]) =>
    sql`SELECT ${text}::text AS text, jsonb_array_length(${json}::jsonb) AS items, (SELECT string_agg(v, '|') FROM jsonb_array_elements_text(${json}::jsonb) AS e(v)) AS joined`,
  );

  it('answers with the values as given: quotes, backslashes, dollars, semicolons and other scripts included', async () => {
    const awkward = ["it's", 'O\'\'Brien', 'back\\slash \\\' end', '$$ $1 $tag$', "'); DROP TABLE products; --", 'crème brûlée 🍓', 'line\nbreak'];
    for (const text of awkward) {
      const [row] = await echo(database.db, [JSON.stringify(awkward), text]);
      expect(row).toEqual({ text, items: awkward.length, joined: awkward.join('|') });
    }
  });

  it('prepares the statement once on the embedded database; PostgreSQL binds the values instead', async () => {
    await echo(database.db, ['[]', 'a']);
    await echo(database.db, ['["x"]', 'b']);
    const named = await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'test_prepared_echo'`);
    expect(named[0]?.n).toBe(embeddedDatabaseOf(database.db) ? 1 : 0);
  });

  it('refuses a name that is not a plain identifier, before any statement', () => {
    expect(() => preparedStatement('bad name; --', 0, () => sql`SELECT 1`)).toThrow(/plain name/);
  });
});
