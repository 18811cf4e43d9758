import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, parseRecentlyViewed } from './recently-viewed';

const p = (id: number) => ({ id, name: `Product ${id}` });

describe('addRecentlyViewed', () => {
  it('puts a new product at the front', () => {
    expect(addRecentlyViewed([], p(1)).map((x) => x.id)).toEqual([1]);
    expect(addRecentlyViewed([p(1)], p(2)).map((x) => x.id)).toEqual([2, 1]);
  });

  it('truncates to 2', () => {
    expect(addRecentlyViewed([p(2), p(1)], p(3)).map((x) => x.id)).toEqual([3, 2]);
  });

  it('moves an existing product to the front without duplicating it', () => {
    expect(addRecentlyViewed([p(2), p(1)], p(1)).map((x) => x.id)).toEqual([1, 2]);
    expect(addRecentlyViewed([p(2), p(1)], p(2)).map((x) => x.id)).toEqual([2, 1]);
  });

  it('replaces the stored copy with the newer one', () => {
    const updated = { id: 1, name: 'Renamed' };
    expect(addRecentlyViewed([p(2), p(1)], updated)[0]).toBe(updated);
  });

  it('does not change the list it was given', () => {
    const list = [p(1)];
    addRecentlyViewed(list, p(2));
    expect(list).toEqual([p(1)]);
  });
});

describe('parseRecentlyViewed', () => {
  it('is empty when nothing is stored', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
  });

  it('keeps entries with numeric ids, at most 2', () => {
    expect(parseRecentlyViewed(JSON.stringify([p(1), { id: 'x' }, null, p(2), p(3)]))).toEqual([p(1), p(2)]);
  });

  it('gives an empty list for a non-list', () => {
    expect(parseRecentlyViewed('{"id":1}')).toEqual([]);
  });

  it('throws on unparsable text so the caller can log it', () => {
    expect(() => parseRecentlyViewed('{oops')).toThrow();
  });
});
