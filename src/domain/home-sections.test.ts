import { describe, expect, it } from 'vitest';
import { pickRandom, sectionType, selectSectionProducts, shuffle } from './home-sections';

/** A repeatable pseudo-random source (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const product = (id: number, available: boolean, discount = 0) => ({ id, available, discount });
const ids = (list: { id: number }[]) => list.map((p) => p.id).sort((a, b) => a - b);
const keepOrder = () => 0.999999; // j = i every time: the shuffle leaves the order alone

describe('sectionType', () => {
  it("names the first section 'Deals' and the second 'Top Picks', whatever the store", () => {
    expect(sectionType(0, 1)).toBe('Deals');
    expect(sectionType(0, 7)).toBe('Deals');
    expect(sectionType(1, 3)).toBe('Top Picks');
  });

  it('chooses later sections by store id from Specials, Featured, Offers, Trending', () => {
    expect([4, 1, 2, 3].map((id) => sectionType(2, id))).toEqual(['Specials', 'Featured', 'Offers', 'Trending']);
    expect(sectionType(5, 8)).toBe('Specials');
  });
});

describe('shuffle and pickRandom', () => {
  it('keeps every item exactly once and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const out = shuffle(input, seeded(1));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('uses the random source it is given', () => {
    expect(shuffle([1, 2, 3], keepOrder)).toEqual([1, 2, 3]);
    expect(shuffle([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });

  it('picks distinct items up to the count', () => {
    const picked = pickRandom([1, 2, 3, 4, 5, 6, 7, 8], 2, seeded(3));
    expect(picked).toHaveLength(2);
    expect(new Set(picked).size).toBe(2);
    expect(pickRandom([1], 2)).toEqual([1]);
  });
});

describe('selectSectionProducts', () => {
  const mixed = [
    product(1, true, 10),
    product(2, true, 0),
    product(3, false, 50),
    product(4, true, 20),
    product(5, true, 0),
    product(6, true, 30),
    product(7, false, 0),
  ];

  it('a Deals section keeps only available discounted products', () => {
    expect(ids(selectSectionProducts(mixed, 'Deals', seeded(1)))).toEqual([1, 4, 6]);
  });

  it('other sections keep all available products', () => {
    expect(ids(selectSectionProducts(mixed, 'Top Picks', seeded(1)))).toEqual([1, 2, 4, 5, 6]);
  });

  it('Deals with fewer than 3 discounted falls back to all available', () => {
    const few = [product(1, true, 10), product(2, true, 0), product(3, true, 0), product(4, false, 40)];
    expect(ids(selectSectionProducts(few, 'Deals', seeded(1)))).toEqual([1, 2, 3]);
  });

  it('with fewer than 3 available, falls back to the discounted available, then all available', () => {
    const scarce = [product(1, true, 10), product(2, true, 0), product(3, false, 10)];
    expect(ids(selectSectionProducts(scarce, 'Trending', seeded(1)))).toEqual([1, 2]);
    expect(selectSectionProducts([product(1, false, 10)], 'Deals')).toEqual([]);
  });

  it('treats a missing discount as none', () => {
    const list = [{ id: 1, available: true, discount: null }, product(2, true, 5), product(3, true, 5), product(4, true, 5)];
    expect(ids(selectSectionProducts(list, 'Deals', seeded(2)))).toEqual([2, 3, 4]);
  });

  it('shuffles and cuts to 10', () => {
    const many = Array.from({ length: 25 }, (_, i) => product(i + 1, true, 0));
    const first = selectSectionProducts(many, 'Top Picks', keepOrder);
    expect(first.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const shuffled = selectSectionProducts(many, 'Top Picks', seeded(7));
    expect(shuffled).toHaveLength(10);
    expect(shuffled.map((p) => p.id)).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
