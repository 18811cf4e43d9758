/**
 * "Find it Cheaper": how alike two products from different chains are (shopping.md section 9), and what
 * switching would save. Pure: the server hands in a bounded candidate set, this decides the order.
 */
import type { CategoryName } from './categories';
import { discountedPence } from './money';
import { normalizeText, singular } from './search-text';
import { formatUnitAmount, paidUnitPrice, parsePackSize } from './unit-price';

export const SIMILAR_LIMIT = 6;

/** Points per rule of shopping.md section 9. */
export const SCORE = { termWhole: 50, termPartial: 20, brandPrefix: 25, sameCategory: 10, relatedCategory: 8, sameFamily: 12, sameBrand: 15, sharedToken: 3, sharedLongWord: 5 } as const;

const list = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);

/** Foods shoppers compare across chains; multi-word terms reward the closer match on top of their words. */
const FOOD_TERMS = list(`
  milk, semi skimmed, skimmed, whole milk, oat milk, almond milk, butter, cheese, cheddar, mozzarella, brie, feta,
  halloumi, parmesan, cream cheese, double cream, single cream, cream, yoghurt, greek yoghurt, egg, free range,
  bread, wholemeal, sourdough, bagel, baguette, croissant, crumpet, muffin, wrap, pitta, naan, tortilla,
  chicken, chicken breast, beef, beef mince, mince, steak, pork, bacon, ham, sausage, lamb, turkey, salmon, cod,
  haddock, tuna, prawn, fish finger, apple, banana, orange, lemon, lime, grape, strawberry, raspberry, blueberry,
  pear, mango, pineapple, avocado, melon, potato, sweet potato, carrot, onion, red onion, spring onion, garlic,
  tomato, cucumber, lettuce, pepper, broccoli, cauliflower, spinach, mushroom, courgette, pea, sweetcorn, cabbage,
  baked bean, bean, chickpea, lentil, pasta, spaghetti, penne, fusilli, lasagne, noodle, rice, basmati, couscous,
  flour, sugar, salt, oil, olive oil, sunflower oil, vinegar, honey, jam, marmalade, peanut butter, chocolate spread,
  ketchup, mayonnaise, mustard, gravy, stock, soup, chopped tomato, passata, pesto, curry, soy sauce, sauce,
  cereal, cornflake, porridge, oat, granola, muesli, tea, tea bag, green tea, coffee, instant coffee, coffee bean,
  juice, orange juice, apple juice, smoothie, water, sparkling water, cola, lemonade, squash, energy drink,
  beer, lager, ale, cider, stout, wine, red wine, white wine, rose, prosecco, champagne, gin, vodka, whisky, rum,
  crisp, tortilla chip, popcorn, pretzel, nut, peanut, cashew, biscuit, digestive, cookie, cracker, chocolate,
  sweet, cake, flapjack, ice cream, pizza, chip, oven chip, frozen pea, fish, burger, nugget, lasagne, quiche,
  toilet roll, toilet tissue, kitchen roll, tissue, bleach, washing up liquid, detergent, washing powder,
  laundry, fabric conditioner, dishwasher tablet, bin bag, foil, cling film, shampoo, conditioner, shower gel,
  body wash, soap, hand wash, toothpaste, toothbrush, mouthwash, deodorant, razor, moisturiser, sun cream, nappy, wipe
`);

/** Brands stocked by several chains: a shared brand is the strongest sign of the very same product. */
const BRAND_TERMS = list(`
  heinz, kelloggs, nestle, cadbury, galaxy, mars, maltesers, kitkat, twix, snickers, haribo, walkers, pringles,
  doritos, kettle, mcvities, jacobs, warburtons, hovis, kingsmill, lurpak, anchor, flora, cathedral city, philadelphia,
  muller, yeo valley, activia, alpro, oatly, arla, cravendale, birds eye, mccain, quorn, richmond, ben jerrys,
  magnum, carte dor, weetabix, quaker, alpen, jordans, shreddies, pg tips, yorkshire tea, tetley, twinings,
  typhoo, nescafe, kenco, douwe egberts, lavazza, coca-cola, pepsi, fanta, sprite, irn bru, tango, ribena,
  robinsons, lucozade, red bull, monster, innocent, tropicana, volvic, evian, buxton, highland spring,
  schweppes, fever-tree, dolmio, loyd grossman, uncle bens, tilda, napolina, bisto, oxo, knorr, colmans,
  hellmanns, branston, marmite, nutella, sharwoods, pataks, old el paso, john west, princes, bonne maman,
  hartleys, tate lyle, silver spoon, mr kipling, andrex, cushelle, plenty, regina, fairy, persil, ariel, bold,
  surf, comfort, lenor, finish, domestos, dettol, flash, cif, harpic, colgate, oral-b, sensodyne, aquafresh,
  listerine, dove, nivea, radox, imperial leather, palmolive, pantene, head shoulders, tresemme, herbal essences,
  gillette, lynx, sure, pampers, huggies, carling, stella artois, heineken, peroni, guinness, budweiser, corona,
  foster, strongbow, kopparberg, thatchers, jacobs creek, hardys, echo falls, blossom hill, gordons, smirnoff,
  bacardi, baileys, jack daniels, famous grouse
`);

/** Terms in the form names are matched in: normalised, hyphens as spaces, each word singular. */
const matchForm = (text: string) => normalizeText(text).replace(/-/g, ' ').split(' ').filter(Boolean).map(singular).join(' ');
const KNOWN_TERMS = [...new Set([...FOOD_TERMS, ...BRAND_TERMS].map(matchForm))];

/** Categories a shopper would accept as an alternative for one another (frozen peas for fresh ones). */
const CATEGORY_GROUPS: readonly (readonly CategoryName[])[] = [
  ['Fruit & Vegetables', 'Dairy & Eggs', 'Meat & Poultry', 'Bakery'],
  ['Frozen', 'Fruit & Vegetables', 'Meat & Poultry'],
  ['Pantry', 'Snacks & Confectionery', 'Bakery'],
  ['Drinks', 'Alcohol'],
  ['Household', 'Health & Beauty'],
];

/** Kinds of product whose members stand in for each other even when the names share no word. */
const FAMILIES: Record<string, string[]> = {
  milk: list('milk, oat milk, almond milk, soya milk'),
  cheese: list('cheese, cheddar, mozzarella, brie, feta, halloumi, parmesan, stilton, camembert'),
  yoghurt: list('yoghurt, yogurt, fromage frais, skyr'),
  spread: list('butter, spread, margarine'),
  bread: list('bread, loaf, bagel, baguette, roll, bap, wrap, pitta, naan, tortilla, crumpet, muffin, croissant'),
  beans: list('baked bean, bean, chickpea, lentil'),
  pasta: list('pasta, spaghetti, penne, fusilli, macaroni, lasagne, tagliatelle, linguine, noodle'),
  rice: list('rice, basmati, couscous, quinoa'),
  cereal: list('cereal, cornflake, porridge, oat, granola, muesli, weetabix, shreddies, bran'),
  hotDrink: list('tea, coffee, cappuccino, latte, hot chocolate'),
  softDrink: list('cola, lemonade, squash, cordial, juice, smoothie, water, energy drink, tonic'),
  beer: list('beer, lager, ale, stout, cider, ipa'),
  wine: list('wine, prosecco, champagne, cava, rose'),
  spirit: list('gin, vodka, whisky, whiskey, rum, brandy, liqueur'),
  poultry: list('chicken, turkey, duck'),
  redMeat: list('beef, steak, mince, lamb, pork, bacon, ham, sausage, gammon, burger'),
  fish: list('fish, salmon, cod, haddock, tuna, prawn, mackerel, sardine, fish finger'),
  fruit: list('apple, banana, orange, lemon, lime, grape, strawberry, raspberry, blueberry, pear, mango, melon'),
  veg: list('potato, carrot, onion, tomato, cucumber, lettuce, pepper, broccoli, cauliflower, spinach, pea, cabbage'),
  crisps: list('crisp, tortilla chip, popcorn, pretzel, hula hoop, wotsit'),
  sweets: list('chocolate, sweet, fudge, toffee, jelly baby, mint'),
  biscuits: list('biscuit, digestive, cookie, cracker, shortbread, hobnob, flapjack'),
  sauce: list('ketchup, mayonnaise, mustard, pesto, gravy, sauce, salsa, relish, chutney'),
  frozenTreat: list('ice cream, sorbet, lolly, gelato'),
  paper: list('toilet roll, toilet tissue, kitchen roll, tissue, kitchen towel'),
  laundry: list('detergent, washing powder, laundry, fabric conditioner, fabric softener, washing liquid'),
  cleaning: list('bleach, cleaner, disinfectant, spray, washing up liquid, dishwasher tablet'),
  oralCare: list('toothpaste, toothbrush, mouthwash, floss'),
  bodyCare: list('shower gel, body wash, soap, hand wash, bath, moisturiser, lotion, deodorant'),
  hairCare: list('shampoo, conditioner, hair'),
};
const FAMILY_TERMS = Object.entries(FAMILIES).map(([family, terms]) => ({ family, terms: terms.map(matchForm) }));

const STOP_WORDS = new Set(['and', 'the', 'of', 'with', 'in', 'a', 'an', 'for', 'or', 'on', 'x']);

export interface Comparable {
  id: number;
  storeId: number;
  name: string;
  brand: string | null;
  category: string;
  pricePence: number;
  discountPercent: number;
  unit: string | null;
}

/** What the rules read from a name, worked out once per product rather than once per pair. */
interface Features {
  /** ' word word ' in match form, padded so whole words are found with includes(). */
  padded: string;
  words: Set<string>;
  tokens: Set<string>;
  prefix: string;
  brand: string | null;
  /** Words with a digit ('5%', '200mg', '80'): a grade or strength the rules do not score. */
  figures: Set<string>;
}

/** The viewed product also knows its own terms and families: a candidate is only checked for those. */
interface Profile extends Features {
  terms: string[];
  families: { family: string; terms: string[] }[];
}

const hasWhole = (padded: string, term: string) => padded.includes(` ${term} `);
// A term starting a word ('egg' in 'eggnog') counts as a partial match; one hidden mid-word ('tea' in 'steak') does not.
const hasPartial = (padded: string, term: string) => padded.includes(` ${term}`);
const lettersOnly = (w: string) => /^[a-z]+$/.test(w);

function features(p: Comparable): Features {
  const plain = normalizeText(p.name).replace(/-/g, ' ').split(' ').filter(Boolean);
  const matchWords = plain.map(singular);
  return {
    padded: ` ${matchWords.join(' ')} `,
    words: new Set(plain.filter(lettersOnly)),
    tokens: new Set(matchWords.filter((w) => lettersOnly(w) && w.length > 1 && !STOP_WORDS.has(w))),
    prefix: plain[0] ?? '',
    brand: p.brand ? normalizeText(p.brand) : null,
    figures: new Set(plain.filter((w) => /\d/.test(w))),
  };
}

function profile(p: Comparable): Profile {
  const f = features(p);
  return {
    ...f,
    terms: KNOWN_TERMS.filter((t) => hasPartial(f.padded, t)),
    families: FAMILY_TERMS.filter((x) => x.terms.some((t) => hasWhole(f.padded, t))),
  };
}

export interface LookupWords {
  /** The name's words, those inside a known term first, then longer before shorter. */
  name: string[];
  brand: string[];
  /** Other members of the name's product families ('penne' for spaghetti). */
  family: string[];
}

/** Words worth looking for in other products (the server's database pre-filter), most telling first. */
export function lookupWords(p: Comparable): LookupWords {
  const f = profile(p);
  const usable = (w: string) => /^[a-z]{2,}$/.test(w) && !STOP_WORDS.has(w);
  const inTerm = new Set(f.terms.filter((t) => hasWhole(f.padded, t)).flatMap((t) => t.split(' ')));
  const name = [...f.tokens].filter(usable).sort((a, b) => Number(inTerm.has(b)) - Number(inTerm.has(a)) || b.length - a.length);
  const brand = (f.brand?.split(/[\s-]+/) ?? []).map(singular).filter(usable);
  const family = [...new Set(f.families.flatMap((x) => x.terms.flatMap((t) => t.split(' '))))].filter((w) => usable(w) && !name.includes(w));
  return { name, brand, family };
}

function relatedCategories(a: string, b: string): boolean {
  return CATEGORY_GROUPS.some((group) => group.some((c) => c === a) && group.some((c) => c === b));
}

export interface Similarity {
  score: number;
  matchTerms: string[];
}

function scorePair(a: Profile, b: Features, aCategory: string, bCategory: string): Similarity {
  let score = 0;
  const matchTerms: string[] = [];
  for (const term of a.terms) {
    if (!hasPartial(b.padded, term)) continue;
    score += hasWhole(a.padded, term) && hasWhole(b.padded, term) ? SCORE.termWhole : SCORE.termPartial;
    matchTerms.push(term);
  }
  const shared = [...a.words].filter((w) => b.words.has(w));
  if (a.prefix && a.prefix === b.prefix && shared.some((w) => w !== a.prefix && w.length > 3)) score += SCORE.brandPrefix;
  if (aCategory === bCategory) score += SCORE.sameCategory;
  else if (relatedCategories(aCategory, bCategory)) score += SCORE.relatedCategory;
  if (a.families.some((f) => f.terms.some((t) => hasWhole(b.padded, t)))) score += SCORE.sameFamily;
  if (a.brand && a.brand === b.brand) score += SCORE.sameBrand;
  score += [...a.tokens].filter((t) => b.tokens.has(t)).length * SCORE.sharedToken;
  score += shared.filter((w) => w.length > 4).length * SCORE.sharedLongWord;
  return { score, matchTerms };
}

/** How alike two products are; 0 means unrelated. */
export function similarity(a: Comparable, b: Comparable): Similarity {
  return scorePair(profile(a), features(b), a.category, b.category);
}

export interface Savings {
  cheaper: boolean;
  /** Effective-price difference in pence when the candidate is cheaper, else null. */
  savingPence: number | null;
  savingPercent: number | null;
  /** '£0.40/kg cheaper' when pack sizes differ and the candidate costs less per unit, else null. */
  unitSavingLabel: string | null;
}

const effectivePence = (p: Comparable) => discountedPence(p.pricePence, p.discountPercent);

/** Whether two shelf units describe the same pack ('4 pints' and '4 Pints', '1L' and '1000ml'). */
export function samePack(a: string, b: string): boolean {
  const pa = parsePackSize(a);
  const pb = parsePackSize(b);
  if (pa && pb) return pa.measure === pb.measure && Math.abs(pa.quantity - pb.quantity) < 1e-9;
  return normalizeText(a).replace(/\s/g, '') === normalizeText(b).replace(/\s/g, '');
}

function unitSaving(current: Comparable, candidate: Comparable): string | null {
  if (!current.unit || !candidate.unit || samePack(current.unit, candidate.unit)) return null;
  const mine = paidUnitPrice(current);
  const theirs = paidUnitPrice(candidate);
  if (!mine || !theirs || mine.per !== theirs.per || theirs.pencePerUnit >= mine.pencePerUnit) return null;
  const diff = formatUnitAmount(Math.round((mine.pencePerUnit - theirs.pencePerUnit) * 10) / 10);
  return mine.per === 'item' ? `${diff} each cheaper` : `${diff}/${mine.per} cheaper`;
}

/** What the shopper saves by buying candidate instead of current, on prices after discount. */
export function savings(current: Comparable, candidate: Comparable): Savings {
  const base = effectivePence(current);
  const other = effectivePence(candidate);
  const cheaper = other < base;
  return {
    cheaper,
    savingPence: cheaper ? base - other : null,
    savingPercent: cheaper ? Math.round(((base - other) * 100) / base) : null,
    unitSavingLabel: unitSaving(current, candidate),
  };
}

export type SimilarMatch<T extends Comparable> = Similarity & Savings & { product: T };

/** Name words the viewed product lacks, leaving out the candidate's own brand ('Lidl' in 'Lidl Semi-Skimmed Milk'). */
function extraWords(own: Features, candidate: Features, brand: string | null): number {
  const brandWords = new Set(normalizeText(brand ?? '').split(/[\s-]+/).map(singular));
  return [...candidate.tokens].filter((t) => !own.tokens.has(t) && !brandWords.has(t)).length;
}

/** Figures in one name and not the other ('5%' fat against '20%'). */
function figureMismatch(own: Features, candidate: Features): number {
  return [...own.figures].filter((w) => !candidate.figures.has(w)).length + [...candidate.figures].filter((w) => !own.figures.has(w)).length;
}

function samePackAs(product: Comparable, candidate: Comparable): boolean {
  return !!product.unit && !!candidate.unit && samePack(product.unit, candidate.unit);
}

/**
 * The closest products from other chains: score above 0, best first, top 6. The rules ignore pack sizes and
 * extra words, so on a tie the same pack, then the same figures in the name ('5%' fat), then fewer extra words,
 * then the lower price comes first.
 */
export function findSimilar<T extends Comparable>(product: T, candidates: Iterable<T>, limit = SIMILAR_LIMIT): SimilarMatch<T>[] {
  const own = profile(product);
  const scored: (Similarity & { product: T; pack: number; figures: number; extra: number })[] = [];
  for (const candidate of candidates) {
    if (candidate.storeId === product.storeId || candidate.id === product.id) continue;
    const f = features(candidate);
    const s = scorePair(own, f, product.category, candidate.category);
    if (s.score <= 0) continue;
    scored.push({ ...s, product: candidate, pack: samePackAs(product, candidate) ? 0 : 1, figures: figureMismatch(own, f), extra: extraWords(own, f, candidate.brand) });
  }
  scored.sort(
    (x, y) => y.score - x.score || x.pack - y.pack || x.figures - y.figures || x.extra - y.extra || effectivePence(x.product) - effectivePence(y.product) || x.product.id - y.product.id,
  );
  return scored.slice(0, limit).map(({ score, matchTerms, product: p }) => ({ score, matchTerms, product: p, ...savings(product, p) }));
}
