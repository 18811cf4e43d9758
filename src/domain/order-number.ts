/**
 * Order numbers a shopper can read out on the phone: 'ES-' and six characters from Crockford's base 32
 * (no I, L, O or U, so nothing is mistaken for 1, 0 or V). 32^6 is about a billion; the database's unique
 * index is the final word and the service draws again on the rare clash.
 */
export const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PATTERN = /^ES-[0-9A-HJKMNP-TV-Z]{6}$/;

/** `randomBytes(n)` gives n random bytes (node:crypto's, or crypto.getRandomValues in a browser). */
export function generateOrderNumber(randomBytes: (n: number) => Uint8Array): string {
  const bytes = randomBytes(6);
  let out = 'ES-';
  // 256 is a multiple of 32, so taking the low five bits of each byte is unbiased.
  for (const b of bytes) out += ORDER_NUMBER_ALPHABET[b & 31];
  return out;
}
