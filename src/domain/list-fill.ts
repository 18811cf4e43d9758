/**
 * Filling the basket from a shopping list across the chains (issue 35). Each list line names a product; what
 * another chain can put in its place is decided by swap to save's one test of a true equivalent
 * (swap-to-save.ts `equivalence`: the same product, or an own brand of the same kind in a comparable pack).
 * Three ways to fill the list, each exact:
 * - cheapest: each line's cheapest equivalent at any chain (within `maxStores` chains when given);
 * - one store: every line from one chain, naming the lines it cannot fill;
 * - fewest stores: the smallest set of chains that covers every line any chain can fill, cheapest among those.
 * Pure: the server hands in each line's product and a bounded set of candidates, this decides.
 */
import { linePricePence } from './cart';
import { normalizeText } from './search-text';
import { equivalence, isOwnBrand, type SwapMatch, type SwapProduct } from './swap-to-save';

export const FILL_STRATEGIES = ['cheapest', 'one-store', 'fewest-stores'] as const;
export type FillStrategy = (typeof FILL_STRATEGIES)[number];

/** A line's choice at one chain: its cheapest true equivalent there, at the line's quantity. */
export interface FillOption<T extends SwapProduct = SwapProduct> {
  product: T;
  storeId: number;
  /** Price paid for one (after discount) times the line's quantity. */
  costPence: number;
  /** 'listed': the very product on the list; otherwise how the equivalent is one. */
  match: 'listed' | SwapMatch;
  /** A named brand swapped for an own brand (one chain's own brand for another's is no change of brand). */
  brandChanged: boolean;
}

const brandOf = (p: SwapProduct) => normalizeText(p.brand ?? '');

/** Whether buying `chosen` for a line that lists `listed` changes the brand the shopper chose. */
export function changesBrand(listed: SwapProduct, chosen: SwapProduct): boolean {
  if (brandOf(listed) === brandOf(chosen)) return false;
  return !(isOwnBrand(listed) && isOwnBrand(chosen));
}

const matchRank = { listed: 0, 'same-product': 1, 'own-brand': 2 } as const;

/**
 * Per chain, the line's cheapest available true equivalent (the listed product counts at its own chain); ties go
 * to the listed product, then the same product, then the lower id. Cheapest first, then by chain.
 */
export function fillOptions<T extends SwapProduct>(listed: T, quantity: number, candidates: Iterable<T>): FillOption<T>[] {
  const best = new Map<number, FillOption<T>>();
  const better = (a: FillOption<T>, b: FillOption<T>) => a.costPence - b.costPence || matchRank[a.match] - matchRank[b.match] || a.product.id - b.product.id;
  const consider = (product: T, match: FillOption<T>['match']) => {
    const option: FillOption<T> = { product, storeId: product.storeId, costPence: linePricePence(product) * quantity, match, brandChanged: changesBrand(listed, product) };
    const held = best.get(product.storeId);
    if (!held || better(option, held) < 0) best.set(product.storeId, option);
  };
  if (listed.available) consider(listed, 'listed');
  for (const candidate of candidates) {
    if (candidate.id === listed.id || !candidate.available) continue;
    const match = equivalence(listed, candidate);
    if (match) consider(candidate, match);
  }
  return [...best.values()].sort((a, b) => better(a, b) || a.storeId - b.storeId);
}

/** A line as the planner sees it: where it can be bought, at what cost. */
export interface PlanLine {
  options: readonly { storeId: number; costPence: number }[];
}

export interface FillPlan {
  /** Per line: the index of the chosen option, or null when the plan leaves it out. */
  choices: (number | null)[];
  totalPence: number;
  /** Chains the plan buys from, ascending. */
  stores: number[];
  /** Lines left out (indexes), in order. */
  missing: number[];
}

/** Each line's cheapest option among the allowed chains (the first on a tie); lines with none are missing. */
function cheapestWithin(lines: readonly PlanLine[], allowed: (storeId: number) => boolean): FillPlan {
  const choices: (number | null)[] = [];
  const stores = new Set<number>();
  const missing: number[] = [];
  let totalPence = 0;
  lines.forEach((line, i) => {
    let choice: number | null = null;
    line.options.forEach((o, j) => {
      if (allowed(o.storeId) && (choice === null || o.costPence < line.options[choice]!.costPence)) choice = j;
    });
    choices.push(choice);
    if (choice === null) return void missing.push(i);
    const o = line.options[choice]!;
    totalPence += o.costPence;
    stores.add(o.storeId);
  });
  return { choices, totalPence, stores: [...stores].sort((a, b) => a - b), missing };
}

/** Every chain any line can be bought at, ascending. */
export const chainsOf = (lines: readonly PlanLine[]): number[] => [...new Set(lines.flatMap((l) => l.options.map((o) => o.storeId)))].sort((a, b) => a - b);

/** Sets of chains by size, each in ascending order of ids (at most 255 for the 8 chains). */
function* chainSets(chains: readonly number[], maxSize: number): Generator<Set<number>> {
  function* ofSize(size: number, from: number, picked: number[]): Generator<Set<number>> {
    if (picked.length === size) return yield new Set(picked);
    for (let i = from; i <= chains.length - (size - picked.length); i += 1) yield* ofSize(size, i + 1, [...picked, chains[i]!]);
  }
  if (chains.length > 20) throw new RangeError('list plans enumerate chain sets: at most 20 chains');
  for (let size = 1; size <= Math.min(maxSize, chains.length); size += 1) yield* ofSize(size, 0, []);
}

/**
 * "Cheapest": each line's cheapest option anywhere. With maxStores, the best basket from at most that many chains:
 * as many lines as such a basket can hold, then the lowest total (every set of chains tried: exact).
 */
export function planCheapest(lines: readonly PlanLine[], maxStores: number | null = null): FillPlan {
  const free = cheapestWithin(lines, () => true);
  if (maxStores === null || free.stores.length <= maxStores) return free;
  let best: FillPlan | null = null;
  for (const set of chainSets(chainsOf(lines), maxStores)) {
    const plan = cheapestWithin(lines, (id) => set.has(id));
    if (!best || plan.missing.length < best.missing.length || (plan.missing.length === best.missing.length && plan.totalPence < best.totalPence)) best = plan;
  }
  return best ?? free;
}

/** "One store": every line from the one chain, naming those it cannot fill. */
export function planOneStore(lines: readonly PlanLine[], storeId: number): FillPlan {
  return cheapestWithin(lines, (id) => id === storeId);
}

/** The single chain that fills most lines, then the cheapest, then the lowest id; null when no chain fills any. */
export function bestOneStore(lines: readonly PlanLine[]): { storeId: number; plan: FillPlan } | null {
  let best: { storeId: number; plan: FillPlan } | null = null;
  for (const storeId of chainsOf(lines)) {
    const plan = planOneStore(lines, storeId);
    if (!best || plan.missing.length < best.plan.missing.length || (plan.missing.length === best.plan.missing.length && plan.totalPence < best.plan.totalPence)) best = { storeId, plan };
  }
  return best;
}

/**
 * "Fewest stores": the smallest set of chains covering every line some chain can fill, the cheapest such set of
 * that size (within a set each line takes its cheapest option there, which is the best that set can do). Lines
 * no chain sells are missing, as under every strategy.
 */
export function planFewestStores(lines: readonly PlanLine[]): FillPlan {
  const uncoverable = lines.filter((l) => l.options.length === 0).length;
  let best: FillPlan | null = null;
  let size = 0;
  for (const set of chainSets(chainsOf(lines), Number.POSITIVE_INFINITY)) {
    if (best && set.size > size) break;
    const plan = cheapestWithin(lines, (id) => set.has(id));
    if (plan.missing.length === uncoverable && (!best || plan.totalPence < best.totalPence)) [best, size] = [plan, set.size];
  }
  return best ?? cheapestWithin(lines, () => true);
}
