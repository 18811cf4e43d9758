import { describe, expect, it } from 'vitest';
import { ratingLabel, ratingStars } from './rating-stars';

describe('ratingStars', () => {
  it('fills whole stars by floor', () => {
    expect(ratingStars(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(ratingStars(3.4)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('adds a half star from a fraction of 0.5', () => {
    expect(ratingStars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(ratingStars(4.99)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(ratingStars(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps out-of-range and non-numbers', () => {
    expect(ratingStars(7)).toEqual(Array(5).fill('full'));
    expect(ratingStars(-1)).toEqual(Array(5).fill('empty'));
    expect(ratingStars(Number.NaN)).toEqual(Array(5).fill('empty'));
  });

  it('honours another maximum', () => {
    expect(ratingStars(2.5, 3)).toEqual(['full', 'full', 'half']);
  });

  it('labels for screen readers to one decimal', () => {
    expect(ratingLabel(4.26)).toBe('4.3 out of 5 stars');
    expect(ratingLabel(0)).toBe('0 out of 5 stars');
  });
});
