/** Money is integer pence inside the system; these are the only conversions to the spec's pound numbers. */

export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

/** Parses a pounds amount such as 1.4 or '1.40' into integer pence without floating-point drift. */
export function poundsToPence(pounds: number | string): number {
  const text = typeof pounds === 'number' ? pounds.toFixed(2) : pounds.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a pounds amount: ${String(pounds)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** '£1.40' */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '£1.40' from a pound number as the API shows it. */
export function formatPounds(pounds: number): string {
  return formatPence(Math.round(pounds * 100));
}

/** Price reduced by the percent, rounded to the penny; a missing or non-positive percent leaves it unchanged. */
export function discountedPence(pence: number, discountPercent: number | null | undefined): number {
  if (!discountPercent || discountPercent <= 0) return pence;
  return Math.round((pence * (100 - Math.min(discountPercent, 100))) / 100);
}

/** The same rule on the spec's pound numbers (2 decimals). */
export function discountedPrice(price: number, discountPercent: number | null | undefined): number {
  return penceToPounds(discountedPence(Math.round(price * 100), discountPercent));
}
