import type { CategoryName } from './categories';

/**
 * Storage advice follows the product's kind (issue 13): the spec's two texts still hold for what they were
 * written for (meat and dairy chilled; pantry and snacks in a cool, dry place), but fresh produce is not one
 * kind: bananas blacken in the fridge, potatoes and onions want a cool dark cupboard, berries and salad want
 * the fridge. Frozen, bakery, drinks, alcohol, household and health & beauty products each get their own.
 */
export type StorageKind =
  | 'chilled'
  | 'frozen'
  | 'room-temperature-fruit'
  | 'cool-dark-veg'
  | 'fridge-produce'
  | 'bakery'
  | 'chilled-drink'
  | 'drink'
  | 'alcohol'
  | 'household'
  | 'health-beauty'
  | 'ambient';

/** shopping.md section 9's chilled text (meat, dairy, anything sold fresh). */
export const CHILLED_ADVICE = 'Keep refrigerated. Store below 5°C, consume within 2 days of opening.';
/** shopping.md section 9's text for everything else that is food. */
export const AMBIENT_ADVICE = 'Store in a cool, dry place, consume within 30 days of opening.';
/** Frozen food kept in a cupboard would be unsafe advice. */
export const FROZEN_ADVICE = 'Keep frozen at -18°C or below. Once defrosted, do not refreeze.';

export const STORAGE_ADVICE: Readonly<Record<StorageKind, string>> = {
  chilled: CHILLED_ADVICE,
  frozen: FROZEN_ADVICE,
  'room-temperature-fruit': 'Store at room temperature, away from direct sunlight. Do not refrigerate.',
  'cool-dark-veg': 'Store in a cool, dark, dry place. Do not refrigerate.',
  'fridge-produce': 'Keep in the fridge and wash before eating. Best eaten within a few days of delivery.',
  bakery: 'Store in a cool, dry place in its packaging, not in the fridge. Can be frozen on the day of delivery.',
  'chilled-drink': 'Keep refrigerated. Once opened, drink within 3 days.',
  drink: 'Store in a cool, dry place away from direct sunlight. Once opened, keep sealed.',
  alcohol: 'Store in a cool, dark place away from direct sunlight.',
  household: 'Store in a cool, dry place, out of the reach of children and pets.',
  'health-beauty': 'Store below 25°C in a dry place, out of the sight and reach of children.',
  ambient: AMBIENT_ADVICE,
};

const words = (...list: string[]) => new RegExp(`\\b(${list.join('|')})`, 'i');

/** Fruit that ripens and keeps best out of the fridge (tomatoes lose their flavour in it). */
const ROOM_TEMPERATURE_FRUIT = words('banana', 'pineapple', 'mango', 'avocado', 'tomato', 'clementine', 'orange', 'lemon', 'lime');
/** Roots and bulbs: a cool dark cupboard, never the fridge (cold turns potato starch to sugar). */
const COOL_DARK_VEG = words('potato', 'onion', 'garlic', 'squash', 'ginger', 'shallot');
/** Chilled drinks: fresh juice and smoothies. Squash, cordial and cartons of long-life drinks are not. */
const CHILLED_DRINK = words('juice', 'smoothie');
const SOLD_FRESH = words('fresh');

/** A product's storage kind from its category, then name keywords where one category holds several kinds. */
export function storageKind(item: { name: string; category: string }): StorageKind {
  const category = item.category as CategoryName;
  switch (category) {
    case 'Frozen':
      return 'frozen';
    case 'Meat & Poultry':
    case 'Dairy & Eggs':
      return 'chilled';
    case 'Fruit & Vegetables':
      if (ROOM_TEMPERATURE_FRUIT.test(item.name)) return 'room-temperature-fruit';
      if (COOL_DARK_VEG.test(item.name)) return 'cool-dark-veg';
      return 'fridge-produce';
    case 'Bakery':
      return 'bakery';
    case 'Drinks':
      return CHILLED_DRINK.test(item.name) && !/\b(squash|cordial)\b/i.test(item.name) ? 'chilled-drink' : 'drink';
    case 'Alcohol':
      return 'alcohol';
    case 'Household':
      return 'household';
    case 'Health & Beauty':
      return 'health-beauty';
    default:
      // Pantry, snacks and unknown categories: the spec's keyword rule, so 'Fresh Pesto' is chilled.
      return SOLD_FRESH.test(item.name) ? 'chilled' : 'ambient';
  }
}

/** The advice shown in the product's Ingredients tab under 'Storage'. */
export function storageAdvice(item: { name: string; category: string }): string {
  return STORAGE_ADVICE[storageKind(item)];
}
