import type { CategoryName } from './categories';

/**
 * Whether a product gets the Ingredients tab (shopping.md section 5). Kept apart from nutrition.ts so a page
 * can decide without loading the nutrition tables.
 */
const FOOD_CATEGORIES: ReadonlySet<string> = new Set<CategoryName>(['Fruit & Vegetables', 'Dairy & Eggs', 'Meat & Poultry', 'Bakery', 'Drinks', 'Frozen', 'Snacks & Confectionery', 'Pantry']);
const FOOD_WORDS = /\b(food|snack|chocolate|biscuit|crisps|cereal|juice|tea|coffee|milk|cheese|bread|soup|sauce|fruit|nuts|rice|pasta|honey|jam)\b/i;
/** Pet food, toiletries and cleaning products share food words ('Cat Food Pouches', 'Fresh Mint Mouthwash'). */
const NON_FOOD_WORDS = /\b(cat|cats|dog|dogs|pet|pets|shampoo|conditioner|soap|toothpaste|mouthwash|wash|cleaner|bleach|lotion|wipes|detergent|deodorant|spray|gel|tablets|capsules|caplets|batteries)\b/i;

/** Nutrition and ingredients show only for food-like categories or names (shopping.md section 5). */
export function isFoodLike(item: { name: string; category: string }): boolean {
  if (FOOD_CATEGORIES.has(item.category)) return true;
  if (NON_FOOD_WORDS.test(item.name)) return false;
  return FOOD_WORDS.test(item.name);
}
