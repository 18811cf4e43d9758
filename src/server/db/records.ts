import { getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows written as one JSON parameter and read back by the database as the table's own row type
 * (json_populate_recordset), so that many rows go in one statement whose text does not change with their count.
 * The columns and their types come from the Drizzle table: nothing here names a column.
 */

/** A whole row of the table as it is inserted: every column given, none left to a default. */
export type FullRow<T extends PgTable> = Required<T['$inferInsert']>;

/** The table's columns in its own order, less generated ones: what `db.insert(table).select(...)` lists (the schema has no generated columns). */
function insertable(table: PgTable) {
  return Object.entries(getTableColumns(table)).filter(([, column]) => column.generated === undefined);
}

/** Rows as JSON text keyed by the database's column names: the parameter `rowsFromJson` reads. */
export function rowsAsJson<T extends PgTable>(table: T, rows: readonly FullRow<T>[]): string {
  const columns = insertable(table);
  return JSON.stringify(rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]))));
}

/** `SELECT <every insertable column> FROM json_populate_recordset(NULL::table, json)`: for `db.insert(table).select(...)`. */
export function rowsFromJson(table: PgTable, json: SQLWrapper): SQL {
  const names = insertable(table).map(([, column]) => sql.identifier(column.name));
  return sql`SELECT ${sql.join(names, sql`, `)} FROM json_populate_recordset(NULL::${table}, ${json}::json)`;
}
