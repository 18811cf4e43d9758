export type StarFill = 'full' | 'half' | 'empty';

export const DEFAULT_MAX_STARS = 5;

/** Whole stars (floor) plus a half star when the fractional part is 0.5 or more; clamped to 0..max. */
export function ratingStars(rating: number, max: number = DEFAULT_MAX_STARS): StarFill[] {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), max) : 0;
  const whole = Math.floor(safe);
  const half = safe - whole >= 0.5;
  return Array.from({ length: max }, (_, i) => (i < whole ? 'full' : i === whole && half ? 'half' : 'empty'));
}

/** '4.5 out of 5 stars', for screen readers. */
export function ratingLabel(rating: number, max: number = DEFAULT_MAX_STARS): string {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), max) : 0;
  return `${Math.round(safe * 10) / 10} out of ${max} stars`;
}
