import { fillPlaceholders, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedDatabaseOf, rowsOf, type Db } from './client';

/**
 * A statement built once per database and prepared there (drizzle's own `.prepare(name)`: a named statement on
 * PostgreSQL, parsed and planned once per connection). For statements on a request's hot path, where building
 * the query each time cost more than running it.
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** A string as an SQL literal (standard_conforming_strings, on by default: only the quote is special). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

const dialect = new PgDialect();

/**
 * A raw statement run often with new values (`build` places them): on the embedded database it is prepared once
 * (PREPARE: parsed, analysed and planned once, its plan kept) and each run is an EXECUTE of it with the values
 * written in as literals (EXECUTE takes no bound parameters). A large statement of small reads cost four times
 * more to parse and plan there than to run. On PostgreSQL it runs as a plain statement with its values bound.
 * `name` names the prepared statement: one per call of preparedStatement.
 */
export function preparedStatement<T>(name: string, arity: number, build: (values: SQLWrapper[]) => SQL): (db: Db, values: string[]) => Promise<T[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`preparedStatement: ${name} is not a plain name`);
  const slots = Array.from({ length: arity }, (_, i) => `v${i}`);
  let text: { sql: string; params: unknown[] } | undefined;
  const prepared = new WeakMap<PGlite, Promise<unknown>>();
  return async (db, values) => {
    if (values.length !== arity) throw new Error(`preparedStatement ${name}: ${arity} values expected, ${values.length} given`);
    const client = embeddedDatabaseOf(db);
    if (!client) return rowsOf<T>(db, build(values.map((v) => sql`${v}`)));
    text ??= dialect.sqlToQuery(build(slots.map((slot) => sql.placeholder(slot))));
    let ready = prepared.get(client);
    if (!ready) {
      ready = client.query(`PREPARE ${name} AS ${text.sql}`);
      ready.catch(() => prepared.delete(client));
      prepared.set(client, ready);
    }
    await ready;
    const args = fillPlaceholders(text.params, Object.fromEntries(slots.map((slot, i) => [slot, values[i]])));
    const written = args.map((v) => {
      if (typeof v !== 'string' && typeof v !== 'number') throw new Error(`preparedStatement ${name}: only text and numbers are written in`);
      return literal(String(v));
    });
    return (await client.query<T>(`EXECUTE ${name}(${written.join(', ')})`)).rows;
  };
}
