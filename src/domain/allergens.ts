/**
 * Allergens read from ingredient text (shopping.md section 9): nuts, wheat, milk, eggs, soya and fish, with
 * a 'may contain' state for nuts and milk taken from a precautionary "May contain ..." sentence.
 */

export const ALLERGENS = ['nuts', 'wheat', 'milk', 'eggs', 'soya', 'fish'] as const;
export type Allergen = (typeof ALLERGENS)[number];
export type AllergenState = 'contains' | 'may contain' | 'free';
export type AllergenReport = Record<Allergen, AllergenState>;

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  nuts: 'Nuts',
  wheat: 'Wheat',
  milk: 'Milk',
  eggs: 'Eggs',
  soya: 'Soya',
  fish: 'Fish',
};

/** Only these two carry a precautionary state (the spec's grid). */
const PRECAUTIONARY: readonly Allergen[] = ['nuts', 'milk'];

/**
 * Words naming each allergen. Look-alikes that are not the allergen are removed first: coconut and nutmeg
 * are not tree nuts, cocoa butter, coconut milk and salad cream are not dairy, buckwheat is not wheat.
 */
const PATTERNS: Record<Allergen, RegExp> = {
  nuts: /\b(nuts?|peanuts?|almonds?|hazelnuts?|cashews?|walnuts?|pecans?|pistachios?|brazil nuts?|macadamias?)\b/,
  wheat: /\b(wheat|spelt|semolina|durum)\b/,
  milk: /\b(milk|cream|butter|buttermilk|cheese|whey|lactose|yogurt|yoghurt|casein)\b/,
  eggs: /\b(eggs?|egg yolk|egg white|albumen)\b/,
  soya: /\b(soya?|soybeans?)\b/,
  fish: /\b(fish|salmon|tuna|cod|haddock|anchov(y|ies)|mackerel|sardines?|pollock)\b/,
};

const LOOK_ALIKES: readonly [RegExp, string][] = [
  [/\bpeanut butter\b/g, 'peanut'],
  [/\b(coconut milk|cocoa butter|shea butter|salad cream|coconut|nutmeg|buckwheat|butternut)\b/g, ' '],
];

/** The text before and after the first "may contain" (the precautionary statement). */
function splitPrecaution(text: string): [string, string] {
  let lower = text.toLowerCase();
  for (const [pattern, replacement] of LOOK_ALIKES) lower = lower.replace(pattern, replacement);
  const at = lower.search(/\bmay (also )?contain\b/);
  return at < 0 ? [lower, ''] : [lower.slice(0, at), lower.slice(at)];
}

export function detectAllergens(ingredients: string): AllergenReport {
  const [main, precaution] = splitPrecaution(ingredients);
  const report = {} as AllergenReport;
  for (const allergen of ALLERGENS) {
    const pattern = PATTERNS[allergen];
    if (pattern.test(main)) report[allergen] = 'contains';
    else if (PRECAUTIONARY.includes(allergen) && pattern.test(precaution)) report[allergen] = 'may contain';
    else report[allergen] = 'free';
  }
  return report;
}
