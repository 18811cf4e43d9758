import type { AgeRestriction } from './restricted-sales-rules';

/** The shopper's words for an age restriction (age-restrictions.ts), apart so a product card loads only these. */

/** What the shopper is told once a session on adding an age-restricted product. */
export function ageNotice(age: AgeRestriction): string {
  return `You must be ${age} or over to buy this. ID will be checked on delivery.`;
}

/** The badge's accessible name: 'Age restricted: 18 or over'. */
export function ageRestrictionLabel(age: AgeRestriction): string {
  return `Age restricted: ${age} or over`;
}
