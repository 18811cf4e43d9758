/** UK telephone numbers as shoppers write them ('0131 496 0000', '+44 131 496 0000') and as links dial them. */
const UK_NUMBER = /^(\+44|0)\d{9,10}$/;

/** The number without the spaces, hyphens and brackets people write between its digits. */
const compact = (value: string) => value.replace(/[\s()-]/g, '');

/** Whether the text is a UK number: 0 or +44, then 9 or 10 digits. */
export function isUkPhoneNumber(value: string): boolean {
  return UK_NUMBER.test(compact(value));
}

/** A tel: link in international form ('0131 496 0000' -> 'tel:+441314960000'), which dials from any phone. */
export function telHref(value: string): string {
  const digits = compact(value);
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}
