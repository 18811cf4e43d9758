/**
 * "Find it Cheaper" (issue 14): of the closest products from other chains (similarity.ts picks them), the same
 * product at other chains leads, cheapest first, then the similar products, cheapest first; a cheaper similar
 * product never outranks the very product elsewhere. A price is compared on what the shopper pays (after
 * discount), per unit when the pack sizes differ (a smaller pack costs less but is no bargain).
 */
import { discountedPence } from './money';
import { isSameProduct } from './same-product';
import { findSimilar, samePack, SIMILAR_LIMIT, type Comparable, type SimilarMatch } from './similarity';
import { paidUnitPrice } from './unit-price';

/** 'same': the very product at another chain; 'similar': an equivalent (another chain's own brand, another pack). */
export type MatchKind = 'same' | 'similar';

/** Labels the compare dialog shows for each kind. */
export const MATCH_LABELS: Record<MatchKind, string> = { same: 'Same product', similar: 'Similar' };

/** 'same' for the same product (same-product.ts), else 'similar'. */
export function matchKind(product: Comparable, candidate: Comparable): MatchKind {
  return isSameProduct(product, candidate) ? 'same' : 'similar';
}

export interface CheaperBy {
  /** 'unit' when the packs differ and both unit prices are known in the same measure, else 'price'. */
  basis: 'price' | 'unit';
  cheaper: boolean;
  /** The share of the shopper's spend saved (0 to 1) on that basis; 0 when not cheaper. */
  share: number;
}

const paidPence = (p: Comparable) => discountedPence(p.pricePence, p.discountPercent);

/** Both costs on one basis: per unit when the packs differ and both unit prices are known in one measure, else per pack. */
function costs(current: Comparable, candidate: Comparable): { basis: CheaperBy['basis']; mine: number; theirs: number } {
  if (current.unit && candidate.unit && !samePack(current.unit, candidate.unit)) {
    const mine = paidUnitPrice(current);
    const theirs = paidUnitPrice(candidate);
    if (mine && theirs && mine.per === theirs.per && mine.pencePerUnit > 0) return { basis: 'unit', mine: mine.pencePerUnit, theirs: theirs.pencePerUnit };
  }
  return { basis: 'price', mine: paidPence(current), theirs: paidPence(candidate) };
}

/** Whether switching to candidate saves money, and how much of it, on prices after discount. */
export function cheaperBy(current: Comparable, candidate: Comparable): CheaperBy {
  const { basis, mine, theirs } = costs(current, candidate);
  const cheaper = theirs < mine;
  return { basis, cheaper, share: cheaper && mine > 0 ? (mine - theirs) / mine : 0 };
}

/**
 * What candidate costs as a share of what current costs, on cheaperBy's basis: 0.8 is a fifth cheaper, 1.1 a
 * tenth dearer. "Cheapest first" sorts on it, so a bigger saving comes first and a smaller extra cost first.
 */
export function relativeCost(current: Comparable, candidate: Comparable): number {
  const { mine, theirs } = costs(current, candidate);
  if (mine > 0) return theirs / mine;
  return theirs > 0 ? Infinity : 1;
}

export type CheaperMatch<T extends Comparable> = SimilarMatch<T> & {
  match: MatchKind;
  cheaperBy: CheaperBy;
  /** Its place in similarity order (0 is the best match), before the list is put in the dialog's order. */
  rank: number;
  /** relativeCost (above) against the viewed product. */
  relativeCost: number;
};

/**
 * The compare dialog's order: the same product at other chains first, then the similar products; each group
 * cheapest first (relativeCost), equal costs in similarity order.
 */
export function sameProductFirst<T extends Pick<CheaperMatch<Comparable>, 'match' | 'relativeCost' | 'rank'>>(entries: readonly T[]): T[] {
  const group = (e: T) => (e.match === 'same' ? 0 : 1);
  return [...entries].sort((a, b) => group(a) - group(b) || a.relativeCost - b.relativeCost || a.rank - b.rank);
}

/**
 * The compare dialog's list: the closest products from other chains (findSimilar's top 6), the same product
 * first, then the similar ones, each cheapest first (sameProductFirst). `cheaper` is on the basis above; the
 * pack-price saving is given only when the shopper also pays less.
 */
export function findCheaper<T extends Comparable>(product: T, candidates: Iterable<T>, limit = SIMILAR_LIMIT): CheaperMatch<T>[] {
  const matches = findSimilar(product, candidates, limit).map((m, rank): CheaperMatch<T> => {
    const by = cheaperBy(product, m.product);
    const paysLess = by.cheaper && m.savingPence !== null;
    return {
      ...m,
      ...(paysLess ? {} : { savingPence: null, savingPercent: null }),
      cheaper: by.cheaper,
      match: matchKind(product, m.product),
      cheaperBy: by,
      rank,
      relativeCost: relativeCost(product, m.product),
    };
  });
  return sameProductFirst(matches);
}
