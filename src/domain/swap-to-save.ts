/**
 * "Swap to save" (issue 12): for each basket line, the cheaper true equivalents at other chains, and the
 * cheapest basket those swaps allow. Pure: the server hands in each line and a bounded set of candidates.
 *
 * Equivalence, strictest first:
 * - Same product: same brand, same name and the same pack at another chain.
 * - Own-brand equivalent: a chain's own-brand product (its brand is the chain's name; the line's own chain
 *   included) of the same kind (same category, the same name words once brands, sizes and small words are left
 *   out, and a similarity score above the category alone) in a comparable pack (same measure, at most 1.5 times
 *   larger or smaller). When the sizes differ it must cost less per kg / litre / item as well as per pack, so a
 *   smaller pack that only looks cheaper is never offered, and a swap never raises the basket's total.
 *
 * Like for like (swapOffers): the same-product swaps are the offer (pre-ticked, the headline saving, the basket
 * plan within "at most N stores"); a brand change is offered apart, unticked, one per line at most, and only when
 * it saves more than the line's same-product swap.
 */
import { linePricePence, lineTotalPence } from './cart';
import type { MultiBuy } from './multibuy';
import { normalizeText, singular } from './search-text';
import { isSameProduct } from './same-product';
import { samePack as sameUnit, SCORE, similarity, type Comparable } from './similarity';
import { paidUnitPrice, parsePackSize } from './unit-price';

export interface SwapProduct extends Comparable {
  available: boolean;
  /** Its multi-buy, when the caller read it: a line is compared at what it costs, "3 for £2" included. */
  multiBuy?: MultiBuy | null;
  abvPercent?: number | null;
  /** The chain's name: a product whose brand is its chain's name is that chain's own brand. */
  storeName: string;
}

export type SwapMatch = 'same-product' | 'own-brand';

export interface SwapOption<T extends SwapProduct = SwapProduct> {
  product: T;
  match: SwapMatch;
  /** Price paid for one, after discount. */
  pricePence: number;
  /** What the line saves at its quantity. */
  savingPence: number;
  reason: string;
}

export interface SwapRules {
  /** Only the very same product at another chain ("same products only"). */
  sameOnly?: boolean;
}

/** Largest ratio between two pack sizes that still count as comparable. */
export const MAX_PACK_RATIO = 1.5;

const SMALL_WORDS = new Set(['and', 'the', 'of', 'with', 'in', 'a', 'an', 'for', 'or', 'on', 'x', '&']);
// Sizes in names ('Whole Milk 2 Pints') describe the pack, which is compared on its own.
const SIZE_WORDS = new Set(['g', 'kg', 'ml', 'cl', 'l', 'ltr', 'litre', 'pint', 'pack', 'pk']);

const words = (text: string) => {
  let found = wordCache.get(text);
  if (!found) {
    found = normalizeText(text).replace(/-/g, ' ').split(' ').filter(Boolean).map(singular);
    if (wordCache.size > 10_000) wordCache.clear();
    wordCache.set(text, found);
  }
  return found;
};
// Names and brands repeat across a basket's candidates (every chain's copy of a product): read each once.
const wordCache = new Map<string, string[]>();

export const isOwnBrand = (p: Pick<SwapProduct, 'brand' | 'storeName'>): boolean =>
  p.brand !== null && normalizeText(p.brand) === normalizeText(p.storeName);

/**
 * What kind of product this is: the name's words without its brand, sizes or small words, sorted, so that
 * 'Heinz Baked Beans', 'Tesco Baked Beans' and 'Aldi Baked Beans 420g' all read 'baked bean'.
 */
export function kindOf(p: Pick<SwapProduct, 'name' | 'brand'>): string {
  let kind = kinds.get(p);
  if (kind === undefined) kinds.set(p, (kind = readKind(p)));
  return kind;
}

// A line is compared with many candidates: its kind is read once per product object.
const kinds = new WeakMap<object, string>();

function readKind(p: Pick<SwapProduct, 'name' | 'brand'>): string {
  const brand = new Set(words(p.brand ?? ''));
  const kept = words(p.name).filter((w) => !brand.has(w) && !SMALL_WORDS.has(w) && !SIZE_WORDS.has(w) && !/^\d+(\.\d+)?[a-z]*$/.test(w));
  return [...new Set(kept)].sort().join(' ');
}

/** The name without a leading brand, lower case: 'baked beans' for 'Heinz Baked Beans' and for 'Tesco Baked Beans'. */
export function unbrandedName(p: Pick<SwapProduct, 'name' | 'brand'>): string {
  const name = p.name.trim().toLowerCase();
  const brand = p.brand?.trim().toLowerCase();
  return brand && name.startsWith(`${brand} `) ? name.slice(brand.length + 1).trim() : name;
}

/** The same pack size ('415g' and '415 g', '1L' and '1000ml'); never for a product without one. */
const samePack = (a: string | null, b: string | null) => a !== null && b !== null && sameUnit(a, b);

function comparablePack(a: string | null, b: string | null): boolean {
  const pa = a ? parsePackSize(a) : null;
  const pb = b ? parsePackSize(b) : null;
  if (!pa || !pb || pa.measure !== pb.measure || pa.quantity <= 0 || pb.quantity <= 0) return false;
  return Math.max(pa.quantity, pb.quantity) / Math.min(pa.quantity, pb.quantity) <= MAX_PACK_RATIO + 1e-9;
}

/**
 * Whether candidate is a true equivalent of the line's product, whatever either costs: the same product (at any
 * chain), or an own brand of the same kind in the same or a comparable pack; null otherwise. The one test of
 * "true equivalent": swap to save offers the cheaper ones, and a shopping list fills from them (list-fill.ts).
 */
export function equivalence(line: SwapProduct, candidate: SwapProduct, rules: SwapRules = {}): SwapMatch | null {
  if (candidate.category !== line.category) return null;
  if (isSameProduct(line, candidate)) return 'same-product';
  if (rules.sameOnly || !isOwnBrand(candidate) || kindOf(line) !== kindOf(candidate) || kindOf(line) === '') return null;
  if (!samePack(line.unit, candidate.unit) && !comparablePack(line.unit, candidate.unit)) return null;
  // Last, as it is the dearest check: the similar-products score must see more in common than the category.
  return alikeEnough(line, candidate) ? 'own-brand' : null;
}

/** What `quantity` of the product costs as the basket prices it (cart.ts lineTotalPence: its multi-buy included). */
function costOf(p: SwapProduct, quantity: number): number {
  return lineTotalPence({ pricePence: p.pricePence, discountPercent: p.discountPercent, quantity, multiBuy: p.multiBuy ?? null, abvPercent: p.abvPercent });
}

/**
 * Whether candidate is a cheaper true equivalent of the line's product (equivalence, above), and if so the swap
 * it offers at the line's quantity; null otherwise.
 */
export function swapOption<T extends SwapProduct>(line: SwapProduct, quantity: number, candidate: T, rules: SwapRules = {}): SwapOption<T> | null {
  if (candidate.id === line.id || !candidate.available || candidate.category !== line.category) return null;
  const theirs = linePricePence(candidate);
  const savingPence = costOf(line, quantity) - costOf(candidate, quantity);
  if (savingPence <= 0) return null;
  const sameChain = candidate.storeId === line.storeId;
  // The same product is only ever a swap at another chain; the line's own chain can offer its own brand.
  if (isSameProduct(line, candidate)) return sameChain ? null : { product: candidate, match: 'same-product', pricePence: theirs, savingPence, reason: 'Same product' };
  let reason: string;
  if (samePack(line.unit, candidate.unit)) {
    const unit = paidUnitPrice(candidate);
    reason = `Own-brand equivalent, ${unit ? unit.label : 'same pack'}`;
  } else {
    // A smaller pack must cost less per unit too, or it only looks cheaper.
    const before = paidUnitPrice(line);
    const after = paidUnitPrice(candidate);
    if (!before || !after || before.per !== after.per || after.pencePerUnit >= before.pencePerUnit) return null;
    reason = `Own-brand equivalent, ${after.label} vs ${before.label}`;
  }
  if (equivalence(line, candidate, rules) !== 'own-brand') return null;
  return { product: candidate, match: 'own-brand', pricePence: theirs, savingPence, reason };
}

// The similarity score per line and candidate name: a chain's copies of one product (other packs) score alike.
const alike = new WeakMap<object, Map<string, boolean>>();
function alikeEnough(line: SwapProduct, candidate: SwapProduct): boolean {
  let byName = alike.get(line);
  if (!byName) alike.set(line, (byName = new Map()));
  const key = `${candidate.category}|${candidate.brand ?? ''}|${candidate.name}`;
  let ok = byName.get(key);
  if (ok === undefined) byName.set(key, (ok = similarity(line, candidate).score > SCORE.sameCategory));
  return ok;
}

/** Every cheaper equivalent of the line, keeping only the cheapest per chain (cheapest first; ties: same product, lower id). */
export function swapOptions<T extends SwapProduct>(line: SwapProduct, quantity: number, candidates: Iterable<T>, rules: SwapRules = {}): SwapOption<T>[] {
  const best = new Map<number, SwapOption<T>>();
  const better = (a: SwapOption<T>, b: SwapOption<T>) =>
    a.pricePence - b.pricePence || Number(a.match !== 'same-product') - Number(b.match !== 'same-product') || a.product.id - b.product.id;
  // Cheapest first, so a chain's first equivalent is its best and dearer ones there are never scored.
  const byPrice = [...candidates].sort((a, b) => linePricePence(a) - linePricePence(b) || a.id - b.id);
  for (const candidate of byPrice) {
    const held = best.get(candidate.storeId);
    if (held && held.pricePence < linePricePence(candidate)) continue;
    const option = swapOption(line, quantity, candidate, rules);
    if (!option) continue;
    if (!held || better(option, held) < 0) best.set(candidate.storeId, option);
  }
  return [...best.values()].sort(better);
}

/**
 * The own-brand swap to offer for a line: the cheapest own-brand equivalent, the line's own chain's when it costs
 * no more than any other chain's (a brand change need not add a chain to the basket); then the lower id.
 */
export function ownBrandOption<T extends SwapProduct>(
  line: SwapProduct,
  quantity: number,
  candidates: Iterable<T>,
  allowed: (storeId: number) => boolean = () => true,
): SwapOption<T> | null {
  let best: SwapOption<T> | null = null;
  const home = (o: SwapOption<T>) => Number(o.product.storeId !== line.storeId);
  for (const candidate of candidates) {
    if (!isOwnBrand(candidate) || !allowed(candidate.storeId)) continue;
    const option = swapOption(line, quantity, candidate);
    if (option?.match !== 'own-brand') continue;
    if (!best || (option.pricePence - best.pricePence || home(option) - home(best) || option.product.id - best.product.id) < 0) best = option;
  }
  return best;
}

export interface SwapOfferLine<T extends SwapProduct = SwapProduct> {
  product: SwapProduct;
  quantity: number;
  candidates: readonly T[];
}

export interface SwapOffers<T extends SwapProduct = SwapProduct> {
  /** Per line (in the order given): the same-product swap the plan picks, or null. Pre-ticked; the headline. */
  sameProduct: (SwapOption<T> | null)[];
  /** Per line: the own-brand swap offered apart (unticked), or null. Its savingPence is against the line as it is. */
  ownBrand: (SwapOption<T> | null)[];
  /** What the same-product swaps save together: the headline. */
  savingPence: number;
  /** What the own-brand swaps could save on top of the same-product swaps (each against its line's planned price). */
  ownBrandSavingPence: number;
  /** The same-product plan: null when no set of maxStores chains can hold every line (then nothing is offered). */
  plan: SwapPlan | null;
}

/**
 * Like for like: the cheapest basket of same-product swaps within maxStores (planSwaps), and beside it, per line,
 * an own-brand swap (ownBrandOption) when it costs less than the line after its same-product swap; under a chain
 * limit, only at a chain the plan already uses. "Same products only" offers no own-brand swap.
 */
export function swapOffers<T extends SwapProduct>(lines: readonly SwapOfferLine<T>[], rules: SwapRules = {}, maxStores: number | null = null): SwapOffers<T> {
  const same = lines.map((l) => swapOptions(l.product, l.quantity, l.candidates, { sameOnly: true }));
  const plan = planSwaps(
    lines.map((l, i) => ({
      storeId: l.product.storeId,
      costPence: costOf(l.product, l.quantity),
      options: same[i]!.map((o) => ({ storeId: o.product.storeId, costPence: costOf(o.product, l.quantity) })),
    })),
    maxStores,
  );
  const sameProduct = lines.map((_, i) => {
    const choice = plan?.choices[i];
    return choice === null || choice === undefined ? null : same[i]![choice]!;
  });
  let ownBrandSavingPence = 0;
  const ownBrand = lines.map((l, i) => {
    if (rules.sameOnly || !plan) return null;
    const option = ownBrandOption(l.product, l.quantity, l.candidates, (storeId) => maxStores === null || plan.stores.includes(storeId));
    if (!option) return null;
    const plannedPence = costOf(sameProduct[i]?.product ?? l.product, l.quantity);
    const optionPence = costOf(option.product, l.quantity);
    if (optionPence >= plannedPence) return null;
    ownBrandSavingPence += plannedPence - optionPence;
    return option;
  });
  const savingPence = sameProduct.reduce((sum, o) => sum + (o?.savingPence ?? 0), 0);
  return { sameProduct, ownBrand, savingPence, ownBrandSavingPence, plan };
}

/** One basket line as the optimiser sees it: keeping it, or one of its swaps, each at a chain and a cost. */
export interface PlanLine {
  storeId: number;
  /** The line's cost as it is (price paid x quantity). */
  costPence: number;
  options: readonly { storeId: number; costPence: number }[];
}

export interface SwapPlan {
  /** Per line: the index of the chosen option, or null to keep the line as it is. */
  choices: (number | null)[];
  totalPence: number;
  /** Chains the basket would use. */
  stores: number[];
}

function cheapestWithin(lines: readonly PlanLine[], allowed: (storeId: number) => boolean): SwapPlan | null {
  const choices: (number | null)[] = [];
  let totalPence = 0;
  const stores = new Set<number>();
  for (const line of lines) {
    let choice: number | null | undefined;
    let cost = Infinity;
    let store = -1;
    if (allowed(line.storeId)) [choice, cost, store] = [null, line.costPence, line.storeId];
    line.options.forEach((o, i) => {
      if (allowed(o.storeId) && o.costPence < cost) [choice, cost, store] = [i, o.costPence, o.storeId];
    });
    if (choice === undefined) return null;
    choices.push(choice);
    totalPence += cost;
    stores.add(store);
  }
  return { choices, totalPence, stores: [...stores].sort((a, b) => a - b) };
}

/**
 * The cheapest basket: each line kept or swapped, using at most maxStores chains (counting the chains of the
 * lines kept) when given. Exact: every set of at most maxStores chains among those the lines can use is tried
 * (255 sets for 8 chains), and within a set each line independently takes its cheapest allowed choice, which is
 * optimal for that set. Ties go to the set found first (fewer chains, lower ids). Null when no set of
 * maxStores chains can hold every line.
 */
export function planSwaps(lines: readonly PlanLine[], maxStores?: number | null): SwapPlan | null {
  if (maxStores === undefined || maxStores === null) return cheapestWithin(lines, () => true);
  const chains = [...new Set(lines.flatMap((l) => [l.storeId, ...l.options.map((o) => o.storeId)]))].sort((a, b) => a - b);
  if (chains.length > 20) throw new RangeError('planSwaps enumerates chain sets: at most 20 chains');
  const limit = Math.min(maxStores, chains.length);
  let best: SwapPlan | null = lines.length === 0 ? { choices: [], totalPence: 0, stores: [] } : null;
  for (let size = 1; size <= limit; size += 1) {
    for (const set of subsetsOfSize(chains, size)) {
      const plan = cheapestWithin(lines, (id) => set.has(id));
      if (plan && (!best || plan.totalPence < best.totalPence)) best = plan;
    }
  }
  return best;
}

function* subsetsOfSize(items: readonly number[], size: number, from = 0, picked: number[] = []): Generator<Set<number>> {
  if (picked.length === size) {
    yield new Set(picked);
    return;
  }
  for (let i = from; i <= items.length - (size - picked.length); i += 1) yield* subsetsOfSize(items, size, i + 1, [...picked, items[i]!]);
}
