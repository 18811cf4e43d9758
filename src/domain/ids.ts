/** The largest id PostgreSQL's integer (serial) column holds: anything beyond is refused, never sent to the database. */
export const DB_ID_MAX = 2_147_483_647;

/** How an id is written in a path or query string: a positive whole number, no sign, no leading zero. */
export const ID_TEXT_PATTERN = /^[1-9]\d{0,9}$/;

/** An id written in a path or query string, or null for '12abc', '1.5', '-3', '0', '2147483648'. */
export function parseIdText(text: string): number | null {
  if (!ID_TEXT_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= DB_ID_MAX ? id : null;
}
