import { detectAllergens, type AllergenReport } from './allergens';
import { CATEGORY_PROFILES, DEFAULT_PROFILE, PROFILES, type NutritionProfile, type Per100 } from './nutrition-profiles';
import { hashSeed, seededRandom } from './seeded-random';

export { isFoodLike } from './food-like';

/**
 * Nutrition, ingredients, allergens and storage advice, derived on the client (shopping.md sections 3 and 9):
 * generated from name and category keywords with a random factor. The factor is seeded from the product, so
 * a product shows the same values on every visit and every machine.
 */

export interface FoodItem {
  id: number;
  name: string;
  category: string;
  brand?: string | null;
  unit?: string | null;
}

/** UK reference intakes for an average adult (8400 kJ / 2000 kcal). UK labels give none for fibre: 30 g is the SACN guideline. */
export const REFERENCE_INTAKE = { kj: 8400, kcal: 2000, fat: 70, saturates: 20, carbs: 260, sugars: 90, fibre: 30, protein: 50, salt: 6 } as const;

/** How far a product may stray from its keyword's typical values: ±15%. */
export const RANDOM_SPREAD = 0.15;

export interface Nutrition {
  basis: '100g' | '100ml';
  energy: { kj: number; kcal: number; dv: number };
  fat: { total: number; dv: number; saturated: number; saturatedDv: number };
  carbs: { total: number; dv: number; sugars: number; sugarsDv: number };
  fibre: { total: number; dv: number } | null;
  protein: { total: number; dv: number };
  salt: { total: number; dv: number };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A keyword matches at the start of a word, so 'banana' finds 'Bananas' but 'apple' not 'Pineapple'. */
function startsWord(haystack: string, keyword: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(keyword)}`).test(haystack);
}

export function findProfile(item: Pick<FoodItem, 'name' | 'category'>): Omit<NutritionProfile, 'match'> {
  const name = item.name.toLowerCase();
  const found = PROFILES.find((p) => (!p.categories || p.categories.some((c) => c === item.category)) && p.match.some((k) => startsWord(name, k)));
  return found ?? CATEGORY_PROFILES[item.category] ?? DEFAULT_PROFILE;
}

/** The name as an ingredient list would read it: without a leading brand ('Heinz Baked Beans' -> 'Baked Beans'). */
export function nameWithoutBrand(name: string, brand?: string | null): string {
  const trimmed = name.trim();
  if (brand && trimmed.toLowerCase().startsWith(`${brand.toLowerCase()} `)) return trimmed.slice(brand.length + 1).trim();
  return trimmed;
}

/** Generated fallback ingredient text by name keywords and category. */
export function ingredientsFor(item: Pick<FoodItem, 'name' | 'category' | 'brand'>): string {
  const { ingredients } = findProfile(item);
  return typeof ingredients === 'function' ? ingredients(nameWithoutBrand(item.name, item.brand)) : ingredients;
}

export function allergensFor(item: Pick<FoodItem, 'name' | 'category' | 'brand'>): AllergenReport {
  return detectAllergens(ingredientsFor(item));
}

const LIQUID_UNIT = /(\d\s*(ml|cl|l|litres?|liters?)\b)|\bpints?\b/i;

/** Per 100 ml for drinks and liquid packs, per 100 g otherwise. */
export function nutritionBasis(item: Pick<FoodItem, 'category' | 'unit'>): '100g' | '100ml' {
  return item.category === 'Drinks' || LIQUID_UNIT.test(item.unit ?? '') ? '100ml' : '100g';
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const percentOf = (value: number, reference: number) => Math.round((value / reference) * 100);

/** Deterministic nutrition: the keyword profile, each value varied by a factor seeded from id and name. */
export function nutritionFor(item: FoodItem): Nutrition {
  const random = seededRandom(hashSeed(`${item.id}:${item.name}`));
  const vary = (value: number) => value * (1 - RANDOM_SPREAD + random() * 2 * RANDOM_SPREAD);
  const [fatBase, satBase, carbsBase, sugarsBase, fibreBase, proteinBase, saltBase]: Per100 = findProfile(item).per100;
  const raw = { fat: vary(fatBase), sat: vary(satBase), carbs: vary(carbsBase), sugars: vary(sugarsBase), fibre: fibreBase === null ? null : vary(fibreBase), protein: vary(proteinBase), salt: vary(saltBase) };
  // 100 g cannot hold more than 100 g of nutrients (oil, sugar, salt), so scale a pushed-over total back.
  const total = raw.fat + raw.carbs + (raw.fibre ?? 0) + raw.protein + raw.salt;
  const scale = total > 100 ? 100 / total : 1;

  const fat = round1(raw.fat * scale);
  const saturated = round1(Math.min(fat, raw.sat * scale));
  const carbs = round1(raw.carbs * scale);
  const sugars = round1(Math.min(carbs, raw.sugars * scale));
  const fibre = raw.fibre === null ? null : round1(raw.fibre * scale);
  const protein = round1(raw.protein * scale);
  const salt = round2(raw.salt * scale);
  // Energy follows from the rounded macros with the label conversion factors, so the table adds up.
  const kcal = Math.round(9 * fat + 4 * carbs + 4 * protein + 2 * (fibre ?? 0));
  const kj = Math.round(37 * fat + 17 * carbs + 17 * protein + 8 * (fibre ?? 0));

  return {
    basis: nutritionBasis(item),
    energy: { kj, kcal, dv: percentOf(kj, REFERENCE_INTAKE.kj) },
    fat: { total: fat, dv: percentOf(fat, REFERENCE_INTAKE.fat), saturated, saturatedDv: percentOf(saturated, REFERENCE_INTAKE.saturates) },
    carbs: { total: carbs, dv: percentOf(carbs, REFERENCE_INTAKE.carbs), sugars, sugarsDv: percentOf(sugars, REFERENCE_INTAKE.sugars) },
    fibre: fibre === null ? null : { total: fibre, dv: percentOf(fibre, REFERENCE_INTAKE.fibre) },
    protein: { total: protein, dv: percentOf(protein, REFERENCE_INTAKE.protein) },
    salt: { total: salt, dv: percentOf(salt, REFERENCE_INTAKE.salt) },
  };
}

export { AMBIENT_ADVICE, CHILLED_ADVICE, FROZEN_ADVICE, storageAdvice } from './storage-advice';
