import { ukDate, ukTimeToInstant } from './delivery-slots';
import { discountedPence, formatPence } from './money';
import { type AgeRestriction, DELIVERY_REGION, RESTRICTED_SALES_RULES, type Region } from './restricted-sales-rules';

export { PACK_LIMIT_CODE, type AgeRestriction, type Region } from './restricted-sales-rules';
export { ageNotice, ageRestrictionLabel } from './age-notice';

/**
 * Age-restricted and limited sales (issue 38): what a product's facts make of it under the rules of the region we
 * deliver to (src/domain/restricted-sales-rules.ts, with their sources). Pure: the server's cart, seed and orders,
 * the checkout and the door all ask these functions, never their own copy of a number.
 */

/** What a product carries for these rules; null where a fact does not apply (no ABV on bread). */
export interface RestrictedFacts {
  /** Alcohol by volume, %, as labelled (13.5). */
  abvPercent: number | null;
  /** Millilitres of drink in the whole pack (a 4 x 440ml pack is 1760). */
  volumeMl: number | null;
  /** A medicine's active ingredient, lower case ('paracetamol'). */
  activeIngredient: string | null;
  /** Tablets or capsules in a medicine's pack. */
  packCount: number | null;
  /** Caffeine of a drink, mg per litre. */
  caffeineMgPerLitre: number | null;
}

/** A product with no facts at all: what every fact-less row is. */
export const NO_RESTRICTED_FACTS: RestrictedFacts = { abvPercent: null, volumeMl: null, activeIngredient: null, packCount: null, caffeineMgPerLitre: null };

const rulesOf = (region: Region) => RESTRICTED_SALES_RULES[region];

/** Alcohol in law: stronger than 0.5% (an alcohol-free lager at 0.05% is not). */
export function isAlcohol(facts: Pick<RestrictedFacts, 'abvPercent'>, region: Region = DELIVERY_REGION): boolean {
  return facts.abvPercent !== null && facts.abvPercent > rulesOf(region).alcohol.abovePercent;
}

/** UK units of alcohol: ml x ABV % / 1000 (a 75cl bottle at 12.5% is 9.375); null without both facts. */
export function alcoholUnits(facts: Pick<RestrictedFacts, 'abvPercent' | 'volumeMl'>): number | null {
  if (facts.abvPercent === null || facts.volumeMl === null) return null;
  return (facts.volumeMl * facts.abvPercent) / 1000;
}

/**
 * The lowest lawful price in pence (minimum unit price x units, a fraction of a penny rounded up), or null when no
 * floor applies. Worked in whole numbers: ABV in hundredths of a percent, so 65 x 1250 x 750 / 100000 = 609.375
 * becomes 610 exactly, never 609.99999.
 */
export function minimumPricePence(facts: Pick<RestrictedFacts, 'abvPercent' | 'volumeMl'>, region: Region = DELIVERY_REGION): number | null {
  if (!isAlcohol(facts, region) || facts.volumeMl === null) return null;
  const hundredths = Math.round(facts.abvPercent! * 100);
  return Math.ceil((rulesOf(region).alcohol.minimumUnitPricePence * hundredths * facts.volumeMl) / 100_000);
}

export interface PricedFacts extends Pick<RestrictedFacts, 'abvPercent' | 'volumeMl'> {
  name: string;
  unit?: string | null;
  pricePence: number;
  discountPercent?: number | null;
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/**
 * Why a product may not be sold at its price (the price paid, after any offer, is below the minimum price), naming
 * the product, its units, the floor and the price; null when the price is lawful. The seed refuses such a product,
 * and so will a price import.
 */
export function minimumPriceRefusal(product: PricedFacts, region: Region = DELIVERY_REGION): string | null {
  const floor = minimumPricePence(product, region);
  const paid = discountedPence(product.pricePence, product.discountPercent);
  if (floor === null || paid >= floor) return null;
  const label = product.unit ? `${product.name} (${product.unit}, ${product.abvPercent}% ABV)` : `${product.name} (${product.abvPercent}% ABV)`;
  const price = paid === product.pricePence ? formatPence(paid) : `${formatPence(paid)} after its ${product.discountPercent}% offer`;
  const mup = rulesOf(region).alcohol.minimumUnitPricePence;
  return `${label} is ${oneDecimal(alcoholUnits(product)!)} units of alcohol, so its minimum price is ${formatPence(floor)} (${mup}p a unit), but it is priced ${price}`;
}

/**
 * An offer's percentage if the price paid stays at or above the minimum price, else 0: an offer may never take
 * alcohol below its floor (mygov.scot, discounts and offers), so the shop does not run that one.
 */
export function lawfulDiscountPercent(product: Omit<PricedFacts, 'name'>, discountPercent: number, region: Region = DELIVERY_REGION): number {
  const floor = minimumPricePence(product, region);
  return floor !== null && discountedPence(product.pricePence, discountPercent) < floor ? 0 : discountPercent;
}

/** Whether a discount for buying more (a multi-buy, a case price) may apply: never on alcohol. */
export function quantityDiscountAllowed(facts: Pick<RestrictedFacts, 'abvPercent'>, region: Region = DELIVERY_REGION): boolean {
  return !isAlcohol(facts, region) || rulesOf(region).alcohol.quantityDiscounts;
}

/** Whether a drink is an energy drink by the rules: more than 150 mg of caffeine a litre. */
export function isEnergyDrink(facts: Pick<RestrictedFacts, 'caffeineMgPerLitre'>, region: Region = DELIVERY_REGION): boolean {
  return facts.caffeineMgPerLitre !== null && facts.caffeineMgPerLitre > rulesOf(region).energyDrinks.caffeineAboveMgPerLitre;
}

/** The age a buyer must be: 18 for alcohol, 16 for an energy drink, null for anything else. Derived, never stored. */
export function ageRestrictionOf(facts: Pick<RestrictedFacts, 'abvPercent' | 'caffeineMgPerLitre'>, region: Region = DELIVERY_REGION): AgeRestriction | null {
  const rules = rulesOf(region);
  if (isAlcohol(facts, region)) return rules.alcohol.minimumAge;
  if (isEnergyDrink(facts, region)) return rules.energyDrinks.minimumAge;
  return null;
}

/** Why a medicine's pack may not be sold outside a pharmacy (more tablets than general sale allows), or null. */
export function medicinePackSizeRefusal(product: { name: string } & Pick<RestrictedFacts, 'activeIngredient' | 'packCount'>, region: Region = DELIVERY_REGION): string | null {
  const max = product.activeIngredient === null ? undefined : rulesOf(region).painRelief.generalSaleMaxPack[product.activeIngredient];
  if (max === undefined || product.packCount === null || product.packCount <= max) return null;
  return `${product.name} has ${product.packCount} tablets or capsules: general sale allows packs of at most ${max} ${product.activeIngredient}`;
}

/** 'paracetamol or aspirin' */
const ingredientList = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);

/** The refusal when one order would hold too many packs of the limited pain relief (across every chain). */
export function medicinePackLimitMessage(region: Region = DELIVERY_REGION): string {
  const { maxPacksPerTransaction, limitedIngredients } = rulesOf(region).painRelief;
  return `You can buy at most ${maxPacksPerTransaction} packs of ${ingredientList(limitedIngredients)} in one order`;
}

/** Packs of the limited pain relief the lines hold, whatever the chain. */
export function limitedMedicinePacks(lines: readonly (Pick<RestrictedFacts, 'activeIngredient'> & { quantity: number })[], region: Region = DELIVERY_REGION): number {
  return lines.reduce((packs, l) => (isPackLimited(l, region) ? packs + l.quantity : packs), 0);
}

/** Why these lines may not be one order (more than two packs of paracetamol or aspirin), or null. */
export function medicinePackLimitRefusal(lines: readonly (Pick<RestrictedFacts, 'activeIngredient'> & { quantity: number })[], region: Region = DELIVERY_REGION): string | null {
  return limitedMedicinePacks(lines, region) > rulesOf(region).painRelief.maxPacksPerTransaction ? medicinePackLimitMessage(region) : null;
}

/**
 * A basket change's refusal: a change that adds packs of the limited pain relief beyond the limit. A basket already
 * over it (two baskets joined at sign-in) may still come down; an order checks the whole basket.
 */
export function medicinePackChangeRefusal(
  before: readonly (Pick<RestrictedFacts, 'activeIngredient'> & { quantity: number })[],
  after: readonly (Pick<RestrictedFacts, 'activeIngredient'> & { quantity: number })[],
  region: Region = DELIVERY_REGION,
): string | null {
  return limitedMedicinePacks(after, region) > limitedMedicinePacks(before, region) ? medicinePackLimitRefusal(after, region) : null;
}

/** Whether a medicine counts against the packs-per-order limit (paracetamol, aspirin). */
export function isPackLimited(facts: Pick<RestrictedFacts, 'activeIngredient'>, region: Region = DELIVERY_REGION): boolean {
  return facts.activeIngredient !== null && rulesOf(region).painRelief.limitedIngredients.includes(facts.activeIngredient);
}

/** Whether a delivery slot lies inside off-sales hours (starts at or after 10:00 and ends by 22:00, UK time). */
export function alcoholSlotAllowed(slot: { date: string; start: Date; end: Date }, region: Region = DELIVERY_REGION): boolean {
  const { fromHour, toHour } = rulesOf(region).alcohol.offSalesHours;
  return slot.start.getTime() >= ukTimeToInstant(slot.date, fromHour).getTime() && slot.end.getTime() <= ukTimeToInstant(slot.date, toHour).getTime();
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Age in whole years on a day (a UK date, or the UK date of an instant), from a date of birth (YYYY-MM-DD). A
 * birthday counts from the start of the day (18 on the 18th birthday itself); someone born on 29 February has
 * their birthday on 1 March in other years (Age of Legal Capacity (Scotland) Act 1991, s.6).
 */
export function ageOn(dateOfBirth: string, on: string | Date): number {
  const day = typeof on === 'string' ? on : ukDate(on);
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [anniversaryMonth, anniversaryDay] = bm === 2 && bd === 29 && !isLeapYear(y) ? [3, 1] : [bm, bd];
  const hadBirthday = m > anniversaryMonth || (m === anniversaryMonth && d >= anniversaryDay);
  return y - by - (hadBirthday ? 0 : 1);
}

// ---- Checkout and the door (issue 38) ----

/** Said by the slot picker when the basket has alcohol, and by the server refusing such an order in another slot. */
export const ALCOHOL_SLOT_MESSAGE = 'Slots before 10:00 and after 22:00 are not available for orders with alcohol';
/** The 409 codes: the shopper is too young on the delivery date; an alcohol order's slot is outside off-sales hours. */
export const UNDER_AGE_CODE = 'under_age';
export const ALCOHOL_SLOT_CODE = 'alcohol_slot';

/** The courier's two answers at the door, in the staff screen's words. */
export const ID_CHECK_CHOICES = { id_checked: 'ID checked (Challenge 25)', refused: 'Refused: no valid ID / under age' } as const;
export type IdCheck = keyof typeof ID_CHECK_CHOICES;
export const ID_CHECK_VALUES = ['id_checked', 'refused'] as const satisfies readonly IdCheck[];

/** Whether any of the lines is alcohol (their slot must then lie inside off-sales hours). */
export function hasAlcohol(lines: readonly Pick<RestrictedFacts, 'abvPercent'>[], region: Region = DELIVERY_REGION): boolean {
  return lines.some((l) => isAlcohol(l, region));
}

/** The highest age the lines ask for (18 with wine, 16 with only energy drinks), or null when none is restricted. */
export function requiredAge(lines: readonly Pick<RestrictedFacts, 'abvPercent' | 'caffeineMgPerLitre'>[], region: Region = DELIVERY_REGION): AgeRestriction | null {
  let age: AgeRestriction | null = null;
  for (const l of lines) {
    const a = ageRestrictionOf(l, region);
    if (a !== null && (age === null || a > age)) age = a;
  }
  return age;
}

/** A date of birth as the checkout takes it: a real calendar day, YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Why the shopper may not buy these lines (too young for some of them on the delivery day, a UK date), naming the
 * lines and the age; null when every line is allowed. The age is judged when the goods are handed over.
 */
export function ageRefusal(
  lines: readonly ({ name: string } & Pick<RestrictedFacts, 'abvPercent' | 'caffeineMgPerLitre'>)[],
  dateOfBirth: string,
  deliveryDate: string,
  region: Region = DELIVERY_REGION,
): string | null {
  const age = ageOn(dateOfBirth, deliveryDate);
  const refused = lines.filter((l) => {
    const needed = ageRestrictionOf(l, region);
    return needed !== null && age < needed;
  });
  if (refused.length === 0) return null;
  const needed = requiredAge(refused, region)!;
  return `You must be ${needed} or over on the delivery date to buy ${refused.map((l) => l.name).join(', ')}`;
}

/** The Delivered row's words (the timeline and the e-mail say the same): what the ID check found at the door. */
export function doorCheckDescription(check: IdCheck | null, refusedNames: readonly string[]): string {
  if (check === 'refused' && refusedNames.length > 0) {
    return `Your order has been delivered. Age-restricted items were refused at the door (no valid ID / under age) and not charged: ${refusedNames.join(', ')}`;
  }
  if (check === 'id_checked') return 'Your order has been delivered. ID checked (Challenge 25)';
  return 'Your order has been delivered';
}
