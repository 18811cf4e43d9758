/** What PostgreSQL reports with an error (pg and PGlite alike). */
interface ReportedFields {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  constraint?: unknown;
}

/** An error and the causes under it: drizzle wraps the driver's error as `cause`. */
function* causesOf(error: unknown): Generator<ReportedFields> {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) yield e as ReportedFields;
}

/** Whether the database refused a statement with this SQLSTATE on the named constraint or index. */
export function isConstraintViolation(error: unknown, sqlState: string, name: string): boolean {
  for (const e of causesOf(error)) {
    if (e.code === sqlState && `${typeof e.constraint === 'string' ? e.constraint : ''} ${typeof e.message === 'string' ? e.message : ''}`.includes(name)) return true;
  }
  return false;
}

/** A unique index or constraint refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown, name: string): boolean => isConstraintViolation(error, '23505', name);

/**
 * Whether the database itself answered the statement with an error (a SQLSTATE, severity ERROR), so the statement
 * rolled back; not a lost connection, after which it may or may not have committed.
 */
export function answeredWithError(error: unknown): boolean {
  for (const e of causesOf(error)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && e.severity === 'ERROR') return true;
  }
  return false;
}
