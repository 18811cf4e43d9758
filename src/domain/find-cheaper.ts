/**
 * "Find it Cheaper" (issue 14): of the closest products from other chains (similarity.ts picks them), the
 * cheaper ones lead, best saving first, then the rest in similarity order. A saving is measured on what the
 * shopper pays (after discount), per unit when the pack sizes differ (a smaller pack costs less but is no bargain).
 */
import { discountedPence } from './money';
import { normalizeText } from './search-text';
import { findSimilar, samePack, SIMILAR_LIMIT, type Comparable, type SimilarMatch } from './similarity';
import { paidUnitPrice, parsePackSize } from './unit-price';

/** 'same': the very product at another chain; 'similar': an equivalent (another chain's own brand, another pack). */
export type MatchKind = 'same' | 'similar';

/** Labels the compare dialog shows for each kind. */
export const MATCH_LABELS: Record<MatchKind, string> = { same: 'Same product', similar: 'Similar' };

const plain = (text: string | null) => normalizeText(text ?? '');

/** A pack size as one text: '415g' and '415 g' alike, '1L' and '1000ml' alike (samePack's measure); '' for none. */
function packKey(unit: string | null): string {
  if (!unit) return '';
  const pack = parsePackSize(unit);
  if (pack) return `${Number(pack.quantity.toPrecision(12))}${pack.measure}`;
  return `~${normalizeText(unit).replace(/\s/g, '')}`;
}

/**
 * What makes two products "the same product" at different chains: the same brand, name and pack. Null without a
 * brand (such a product is only ever similar); own-brand lines carry their chain's name as their brand, so two
 * chains' own brands never share a key. Search answers carry it, so the shop can put a product's chains together.
 */
export function sameProductKey(product: Pick<Comparable, 'brand' | 'name' | 'unit'>): string | null {
  const brand = plain(product.brand);
  if (!brand) return null;
  return `${brand}|${plain(product.name)}|${packKey(product.unit)}`;
}

/** 'same' when both carry one same-product key (above), else 'similar'. */
export function matchKind(product: Comparable, candidate: Comparable): MatchKind {
  const key = sameProductKey(product);
  return key !== null && key === sameProductKey(candidate) ? 'same' : 'similar';
}

export interface CheaperBy {
  /** 'unit' when the packs differ and both unit prices are known in the same measure, else 'price'. */
  basis: 'price' | 'unit';
  cheaper: boolean;
  /** The share of the shopper's spend saved (0 to 1) on that basis; 0 when not cheaper. */
  share: number;
}

const paidPence = (p: Comparable) => discountedPence(p.pricePence, p.discountPercent);

function byUnit(current: Comparable, candidate: Comparable): CheaperBy | null {
  if (!current.unit || !candidate.unit || samePack(current.unit, candidate.unit)) return null;
  const mine = paidUnitPrice(current);
  const theirs = paidUnitPrice(candidate);
  if (!mine || !theirs || mine.per !== theirs.per || mine.pencePerUnit <= 0) return null;
  const cheaper = theirs.pencePerUnit < mine.pencePerUnit;
  return { basis: 'unit', cheaper, share: cheaper ? (mine.pencePerUnit - theirs.pencePerUnit) / mine.pencePerUnit : 0 };
}

/** Whether switching to candidate saves money, and how much of it, on prices after discount. */
export function cheaperBy(current: Comparable, candidate: Comparable): CheaperBy {
  const unit = byUnit(current, candidate);
  if (unit) return unit;
  const mine = paidPence(current);
  const theirs = paidPence(candidate);
  const cheaper = theirs < mine;
  return { basis: 'price', cheaper, share: cheaper && mine > 0 ? (mine - theirs) / mine : 0 };
}

/** Cheaper entries first, the biggest share saved first; then the rest, each group keeping the order it came in. */
export function leadWithCheaper<T>(entries: readonly T[], by: (entry: T) => CheaperBy): T[] {
  const keyed = entries.map((entry, index) => ({ entry, index, saving: by(entry) }));
  const cheaper = keyed.filter((k) => k.saving.cheaper).sort((a, b) => b.saving.share - a.saving.share || a.index - b.index);
  const rest = keyed.filter((k) => !k.saving.cheaper);
  return [...cheaper, ...rest].map((k) => k.entry);
}

export type CheaperMatch<T extends Comparable> = SimilarMatch<T> & {
  match: MatchKind;
  cheaperBy: CheaperBy;
  /** Its place in similarity order (0 is the best match), before the cheaper ones are put first. */
  rank: number;
};

/**
 * The compare dialog's list: the closest products from other chains (findSimilar's top 6), the cheaper ones
 * first. `cheaper` is on the basis above; the pack-price saving is given only when the shopper also pays less.
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
    };
  });
  return leadWithCheaper(matches, (m) => m.cheaperBy);
}
