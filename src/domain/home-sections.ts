/** The home page's promotional store sections (shopping.md sections 2, 4, 5 and 9). */

export type SectionType = 'Deals' | 'Top Picks' | 'Specials' | 'Featured' | 'Offers' | 'Trending';

/** Sections after the first two take their name from the store id, in this order. */
export const OTHER_SECTION_TYPES = ['Specials', 'Featured', 'Offers', 'Trending'] as const satisfies readonly SectionType[];

export const HOME_SECTION_COUNT = 2;
export const SECTION_PRODUCT_LIMIT = 10;
export const SECTION_FALLBACK_THRESHOLD = 3;

/** The first section is 'Deals', the second 'Top Picks'; any later one is chosen by store id. */
export function sectionType(index: number, storeId: number): SectionType {
  if (index === 0) return 'Deals';
  if (index === 1) return 'Top Picks';
  const n = OTHER_SECTION_TYPES.length;
  return OTHER_SECTION_TYPES[((storeId % n) + n) % n]!;
}

export type RandomSource = () => number;

/** Fisher–Yates on a copy; the random source is injectable so tests are deterministic. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Up to `count` distinct items chosen at random (the two stores the home page features). */
export function pickRandom<T>(items: readonly T[], count: number, random: RandomSource = Math.random): T[] {
  return shuffle(items, random).slice(0, count);
}

interface SectionCandidate {
  available: boolean;
  discount: number | null;
}

/**
 * Keep only available products; a 'Deals' section keeps only discounted ones. With fewer than 3 left,
 * fall back to the discounted available products, then to all available ones. Shuffle and cut to 10.
 */
export function selectSectionProducts<T extends SectionCandidate>(products: readonly T[], type: SectionType, random: RandomSource = Math.random): T[] {
  const available = products.filter((p) => p.available);
  const discounted = available.filter((p) => (p.discount ?? 0) > 0);
  const chosen = [type === 'Deals' ? discounted : available, discounted].find((list) => list.length >= SECTION_FALLBACK_THRESHOLD) ?? available;
  return shuffle(chosen, random).slice(0, SECTION_PRODUCT_LIMIT);
}
