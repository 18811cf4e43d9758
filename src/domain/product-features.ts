/**
 * Feature tags for the store filter (shopping.md section 5): matched by keyword in a product's name or
 * description, and offered according to the group of the store's most common category.
 */

export type FeatureGroup = 'food' | 'drinks' | 'household' | 'beauty';

export interface FeatureTag {
  id: string;
  label: string;
  keywords: readonly string[];
}

const tag = (id: string, label: string, keywords: string[]): FeatureTag => ({ id, label, keywords });

export const FEATURE_TAGS: Record<FeatureGroup, readonly FeatureTag[]> = {
  food: [
    tag('organic', 'Organic', ['organic']),
    tag('vegan', 'Vegan', ['vegan', 'plant-based', 'plant based']),
    tag('gluten-free', 'Gluten Free', ['gluten free', 'gluten-free']),
    tag('free-range', 'Free Range', ['free range', 'free-range']),
    tag('british', 'British', ['british', 'scottish']),
    tag('low-fat', 'Low Fat', ['low fat', 'low-fat', 'reduced fat', 'fat free', 'fat-free']),
  ],
  drinks: [
    tag('sugar-free', 'Sugar Free', ['sugar free', 'sugar-free', 'zero sugar', 'no added sugar']),
    tag('diet', 'Diet', ['diet']),
    tag('sparkling', 'Sparkling', ['sparkling', 'fizzy', 'carbonated']),
    tag('fairtrade', 'Fairtrade', ['fairtrade', 'fair trade']),
    tag('decaf', 'Decaf', ['decaf', 'decaffeinated']),
  ],
  household: [
    tag('eco', 'Eco', ['eco', 'recycled', 'biodegradable', 'refill']),
    tag('concentrated', 'Concentrated', ['concentrated', 'concentrate']),
    tag('fragrance-free', 'Fragrance Free', ['fragrance free', 'fragrance-free', 'unscented']),
    tag('non-bio', 'Non-Bio', ['non-bio', 'non bio']),
    tag('antibacterial', 'Antibacterial', ['antibacterial']),
  ],
  beauty: [
    tag('sensitive', 'Sensitive', ['sensitive']),
    tag('vegan', 'Vegan', ['vegan']),
    tag('cruelty-free', 'Cruelty Free', ['cruelty free', 'cruelty-free']),
    tag('fragrance-free', 'Fragrance Free', ['fragrance free', 'fragrance-free', 'unscented']),
  ],
};

const GROUP_BY_CATEGORY: Record<string, FeatureGroup> = {
  Drinks: 'drinks',
  Alcohol: 'drinks',
  Household: 'household',
  'Health & Beauty': 'beauty',
};

/** Categories not named here are food. */
export function categoryGroup(category: string): FeatureGroup {
  return GROUP_BY_CATEGORY[category] ?? 'food';
}

/** The category most products belong to; on a tie the one met first; null for no products. */
export function mostCommonCategory(products: readonly { category: string }[]): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  for (const { category } of products) {
    const n = (counts.get(category) ?? 0) + 1;
    counts.set(category, n);
    if (best === null || n > counts.get(best)!) best = category;
  }
  return best;
}

/** The tags on offer for a list of products: those of the most common category's group. */
export function featureTagsFor(products: readonly { category: string }[]): readonly FeatureTag[] {
  const category = mostCommonCategory(products);
  return category === null ? [] : FEATURE_TAGS[categoryGroup(category)];
}

const patterns = new Map<string, RegExp>();

function keywordPattern(keyword: string): RegExp {
  let re = patterns.get(keyword);
  if (!re) {
    const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Whole words only, so 'eco' does not match 'economy' nor 'diet' match 'dietary'.
    re = new RegExp(`(?:^|[^a-z0-9])${escaped}(?![a-z0-9])`, 'i');
    patterns.set(keyword, re);
  }
  return re;
}

export function matchesFeature(product: { name: string; description: string | null }, feature: FeatureTag): boolean {
  const text = `${product.name} ${product.description ?? ''}`;
  return feature.keywords.some((k) => keywordPattern(k).test(text));
}
