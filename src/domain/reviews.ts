/** Rules of store and product reviews (accounts-reviews-orders.md sections 3, 5, 9), shared by server and web. */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const PRODUCT_REVIEW_TEXT_MIN = 3;
export const PRODUCT_REVIEW_TEXT_MAX = 500;
export const STORE_REVIEW_TEXT_MAX = 500;
/** Reviews one shopper may post in an hour (stores and products together); the next answers 429. */
export const REVIEW_POSTS_PER_HOUR = 10;
/**
 * Counted reports that send a review to moderation ('pending': out of lists and averages until staff act). A
 * report counts when its author's e-mail is verified and they have a delivered order from the store (a store
 * review) or of the product (a product review); other verified shoppers' reports are recorded for staff only.
 */
export const REPORTS_TO_MODERATE = 3;
/** Reports one shopper may make in an hour (stores and products together); the next answers 429. */
export const REVIEW_REPORTS_PER_HOUR = 10;
export const REPORT_EMAIL_UNVERIFIED_MESSAGE = 'Verify your e-mail address before reporting a review';
/** The staff queue of reported reviews answers at most this many, those out of the lists first. */
export const REPORTED_REVIEWS_MAX = 200;

/**
 * Where a review stands: 'approved' is listed; 'pending' is out of the lists until staff restore it (back to
 * 'approved', its reports cleared) or remove it ('removed': hidden for good).
 */
export const MODERATION_STATUSES = ['approved', 'pending', 'removed'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const REVIEW_KINDS = ['store', 'product'] as const;
export type ReviewKindName = (typeof REVIEW_KINDS)[number];
/** The plain GET /api/stores/:id/reviews answers the newest this many; ?all=true answers up to REVIEW_LIST_MAX. */
export const STORE_REVIEWS_PREVIEW = 10;
export const REVIEW_LIST_MAX = 500;
export const REVIEW_SORTS = ['newest', 'helpful'] as const;

export type StarLevel = 1 | 2 | 3 | 4 | 5;
export const STAR_LEVELS: readonly StarLevel[] = [5, 4, 3, 2, 1];

export interface RatingSummary {
  averageRating: number;
  totalReviews: number;
  ratingCounts: Record<StarLevel, number>;
}

export const EMPTY_RATING_SUMMARY: RatingSummary = {
  averageRating: 0,
  totalReviews: 0,
  ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
};

const isStarLevel = (n: number): n is StarLevel => Number.isInteger(n) && n >= 1 && n <= 5;

/** Approved reviews counted per star (one row per rating) as the API's summary: the average to 2 decimals. */
export function summariseRatings(rows: readonly { rating: number; n: number | string }[]): RatingSummary {
  const ratingCounts: Record<StarLevel, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of rows) {
    if (!isStarLevel(rating)) continue;
    const count = Number(n);
    ratingCounts[rating] += count;
    total += count;
    sum += rating * count;
  }
  return { averageRating: total ? Math.round((sum / total) * 100) / 100 : 0, totalReviews: total, ratingCounts };
}

/** A bar's share of all reviews, as a whole percentage. */
export function ratingShare(summary: RatingSummary, stars: StarLevel): number {
  return summary.totalReviews > 0 ? Math.round((summary.ratingCounts[stars] / summary.totalReviews) * 100) : 0;
}

interface AuthorName {
  firstName: string | null;
  lastName: string | null;
}

const clean = (s: string | null) => (s ?? '').trim();

/** A store review's author as shown: "First Last", or "User #{id}" when the author has no name. */
export function storeReviewAuthor(userId: number, name: AuthorName): string {
  const full = [clean(name.firstName), clean(name.lastName)].filter(Boolean).join(' ');
  return full || `User #${userId}`;
}

/** A product review's author as shown: the name, or null for "Anonymous User". */
export function productReviewAuthor(name: AuthorName): { firstName: string; lastName: string } | null {
  const firstName = clean(name.firstName);
  const lastName = clean(name.lastName);
  return firstName || lastName ? { firstName, lastName } : null;
}

export const ANONYMOUS_AUTHOR = 'Anonymous User';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** A review's date as a shopper reads it: "just now", "5 minutes ago", "3 days ago", "2 months ago". */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** The full date for a tooltip, in UK time: "Tuesday, 24 November 2026 at 22:15". */
export function fullDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}
