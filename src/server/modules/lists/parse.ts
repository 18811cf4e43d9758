import type { ListMatch, ParsedLine, ParsedList } from '@/contracts/lists';
import type { Product } from '@/contracts/product';
import { isMeasure, packsFor, parseListLine, splitListText, type ListLine } from '@/domain/list-lines';
import { samePack } from '@/domain/similarity';
import type { Db } from '../../db/client';
import { searchProducts } from '../products/search';

/** Search results read per line: a page is enough for every chain's best (a product is stocked by up to 8). */
const MATCH_WINDOW = 48;
/** How far down the results a line's named pack ('4 pints') may lift a product: past that the words match less. */
const PACK_WINDOW = 16;

/**
 * The results in the order a line takes them: search's order, except that when the line names a pack ('milk 2
 * pints', '500g mince') the products in that very pack among the first PACK_WINDOW come first.
 */
export function preferPack(results: readonly Product[], line: ListLine): Product[] {
  if (!isMeasure(line.unit)) return [...results];
  const head = results.slice(0, PACK_WINDOW);
  const fits = (p: Product) => p.unit !== null && samePack(p.unit, line.unit!);
  return [...head.filter(fits), ...head.filter((p) => !fits(p)), ...results.slice(PACK_WINDOW)];
}

/** The overall best (search's first, in the line's pack if named) and then each other chain's first. */
export function matchesOf(results: readonly Product[], line: ListLine): ListMatch[] {
  const seen = new Set<number>();
  const matches: ListMatch[] = [];
  for (const product of preferPack(results, line)) {
    if (seen.has(product.storeId)) continue;
    seen.add(product.storeId);
    matches.push({ product, quantity: packsFor(line, product.unit) });
  }
  return matches;
}

/**
 * POST /api/lists/parse: each line of a pasted list read (list-lines.ts) and looked up with the shop's own search
 * (products/search.ts, as the search box does): its best match and the top match at each chain; a line search finds
 * nothing for is kept as text. Lines typed twice are searched once.
 */
export async function parseList(db: Db, text: string): Promise<ParsedList> {
  const items = splitListText(text).flatMap((raw) => {
    const line = parseListLine(raw);
    return line ? [{ raw, line }] : [];
  });
  const found = new Map<string, Product[]>();
  for (const { line } of items) {
    const key = line.text.toLowerCase();
    if (!found.has(key)) found.set(key, await searchProducts(db, line.text, { limit: MATCH_WINDOW }));
  }
  return {
    lines: items.map(({ raw, line }): ParsedLine => {
      const matches = matchesOf(found.get(line.text.toLowerCase()) ?? [], line);
      return { raw, text: line.text, quantity: line.quantity, unit: line.unit ?? null, best: matches[0] ?? null, matches };
    }),
  };
}
