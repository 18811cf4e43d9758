/** Placeholder and badge colours per category (shopping.md section 3), darkened for AA contrast with white text. */
export const CATEGORIES = [
  { id: 1, name: 'Fruit & Vegetables', slug: 'fruit-vegetables', color: '#2F7D32' },
  { id: 2, name: 'Dairy & Eggs', slug: 'dairy-eggs', color: '#1E5AA8' },
  { id: 3, name: 'Meat & Poultry', slug: 'meat-poultry', color: '#B3261E' },
  { id: 4, name: 'Bakery', slug: 'bakery', color: '#8A5A19' },
  { id: 5, name: 'Drinks', slug: 'drinks', color: '#00727A' },
  { id: 6, name: 'Frozen', slug: 'frozen', color: '#3F51B5' },
  { id: 7, name: 'Household', slug: 'household', color: '#5D6B78' },
  { id: 8, name: 'Health & Beauty', slug: 'health-beauty', color: '#A3246B' },
  { id: 9, name: 'Snacks & Confectionery', slug: 'snacks-confectionery', color: '#B54708' },
  { id: 10, name: 'Pantry', slug: 'pantry', color: '#7A5C00' },
  { id: 11, name: 'Alcohol', slug: 'alcohol', color: '#6B2C91' },
] as const;

export type Category = (typeof CATEGORIES)[number];
/** Every category name; lists of categories elsewhere are typed with it, so a misspelt one fails the type check. */
export type CategoryName = Category['name'];

export const CATEGORY_NAMES: readonly CategoryName[] = CATEGORIES.map((c) => c.name);

const namesById = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.name]));

/** A category id's name, 'Other' for an id the list does not have. */
export function categoryNameOf(id: number): string {
  return namesById.get(id) ?? 'Other';
}

const FALLBACK_COLOR = '#5D6B78';

export function categoryColor(name: string | null | undefined): string {
  return CATEGORIES.find((c) => c.name === name)?.color ?? FALLBACK_COLOR;
}
