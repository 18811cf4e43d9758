import { describe, expect, it } from 'vitest';
import { fullDate, productReviewAuthor, ratingShare, storeReviewAuthor, summariseRatings, timeAgo } from './reviews';

describe('summariseRatings', () => {
  it('is all zeros with no reviews', () => {
    expect(summariseRatings([])).toEqual({ averageRating: 0, totalReviews: 0, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it('averages to two decimals and counts each star level (counts may arrive as strings from the driver)', () => {
    const s = summariseRatings([
      { rating: 5, n: '2' },
      { rating: 4, n: 1 },
      { rating: 1, n: 0 },
    ]);
    expect(s.totalReviews).toBe(3);
    expect(s.averageRating).toBe(4.67);
    expect(s.ratingCounts).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 });
  });

  it('ignores ratings outside 1..5 instead of skewing the average', () => {
    const s = summariseRatings([
      { rating: 3, n: 1 },
      { rating: 9, n: 4 },
      { rating: 2.5, n: 1 },
    ]);
    expect(s).toEqual({ averageRating: 3, totalReviews: 1, ratingCounts: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 } });
  });

  it('gives each bar its share of the whole', () => {
    const s = summariseRatings([
      { rating: 5, n: 1 },
      { rating: 1, n: 2 },
    ]);
    expect(ratingShare(s, 5)).toBe(33);
    expect(ratingShare(s, 1)).toBe(67);
    expect(ratingShare(summariseRatings([]), 3)).toBe(0);
  });
});

describe('author names', () => {
  it('store reviews show the name, or User #id when there is none', () => {
    expect(storeReviewAuthor(7, { firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(storeReviewAuthor(7, { firstName: ' Ada ', lastName: null })).toBe('Ada');
    expect(storeReviewAuthor(7, { firstName: null, lastName: '  ' })).toBe('User #7');
  });

  it('product reviews carry the name, or null for Anonymous User', () => {
    expect(productReviewAuthor({ firstName: 'Ada', lastName: 'Lovelace' })).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(productReviewAuthor({ firstName: '', lastName: null })).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-24T11:59:40Z', 'just now'],
    ['2026-11-24T11:59:00Z', '1 minute ago'],
    ['2026-11-24T09:00:00Z', '3 hours ago'],
    ['2026-11-21T12:00:00Z', '3 days ago'],
    ['2026-11-10T12:00:00Z', '2 weeks ago'],
    ['2026-08-24T12:00:00Z', '3 months ago'],
    ['2024-11-24T12:00:00Z', '2 years ago'],
    ['2026-11-24T12:05:00Z', 'just now'],
  ])('%s reads %s', (iso, text) => {
    expect(timeAgo(iso, now)).toBe(text);
  });

  it('gives the full date in UK time for the tooltip', () => {
    expect(fullDate('2026-07-01T21:30:00Z')).toBe('Wednesday, 1 July 2026 at 22:30');
  });
});
