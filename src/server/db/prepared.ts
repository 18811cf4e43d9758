import type { Db } from './client';

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
