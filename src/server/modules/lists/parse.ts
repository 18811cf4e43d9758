import type { ParsedLine, ParsedList } from '@/contracts/lists';
import type { Product } from '@/contracts/product';
import { lineMatches, listQuery } from '@/domain/list-match';
import { parseListLine, splitListText } from '@/domain/list-lines';
import type { Db } from '../../db/client';
import { searchMany } from '../products/search';

/** Search results read per line: a page is enough for every chain's best (a product is stocked by up to 8). */
const MATCH_WINDOW = 48;

/**
 * What search answered for a line, kept a minute (as the catalogue's micro-cache keeps search pages): shoppers'
 * lists repeat the same lines ('milk', 'bread'), and a paste of 30 lines would otherwise search 30 times. Bounded
 * in entries; the oldest go first. Emptied with the catalogue's caches when prices move
 * (http/catalogue-freshness.ts), and an answer searched before a clear is not kept after it, so a pasted list's
 * prices are never older than the catalogue's check interval.
 */
export interface SearchCache {
  get(query: string, now: number): Product[] | undefined;
  /** Keeps `products` unless the cache was cleared since `generation` (what `generation` was before the search). */
  set(query: string, products: Product[], now: number, generation?: number): void;
  /** Counts clear()s. */
  readonly generation: number;
  clear(): void;
}

export function searchCache({ ttlMs = 60_000, maxEntries = 2_000 }: { ttlMs?: number; maxEntries?: number } = {}): SearchCache {
  const entries = new Map<string, { products: Product[]; until: number }>();
  let generation = 0;
  return {
    get(query, now) {
      const hit = entries.get(query);
      if (!hit) return undefined;
      if (hit.until > now) return hit.products;
      entries.delete(query);
      return undefined;
    },
    set(query, products, now, since = generation) {
      if (since !== generation) return;
      entries.delete(query);
      entries.set(query, { products, until: now + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get generation() {
      return generation;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

/**
 * POST /api/lists/parse: each line of a pasted list read (src/domain/list-lines.ts) and looked up with the shop's
 * own search (products/search.ts, as the search box does), its shorthand spelt out; of what search finds, the
 * products that answer the line (src/domain/list-match.ts) give its best match and the top match at each chain. A
 * line nothing answers is kept as text. Lines typed twice are searched once, and the lines are searched together
 * (searchMany: a statement for each step of search rather than for each line); with a cache, lines searched in the
 * last minute are not searched again.
 */
export async function parseList(db: Db, text: string, cache?: SearchCache): Promise<ParsedList> {
  const items = splitListText(text).flatMap((raw) => {
    const line = parseListLine(raw);
    return line ? [{ raw, line, query: listQuery(line.text) }] : [];
  });
  const found = new Map<string, Product[]>();
  const now = Date.now();
  const generation = cache?.generation;
  for (const { query } of items) {
    const cached = cache?.get(query, now);
    if (cached) found.set(query, cached);
  }
  const unsearched = [...new Set(items.map((i) => i.query))].filter((q) => !found.has(q));
  const answers = await searchMany(db, unsearched, { limit: MATCH_WINDOW });
  for (const [i, query] of unsearched.entries()) {
    found.set(query, answers[i]!);
    cache?.set(query, answers[i]!, now, generation);
  }
  return {
    lines: items.map(({ raw, line, query }): ParsedLine => {
      const matches = lineMatches(found.get(query) ?? [], line);
      return { raw, text: line.text, quantity: line.quantity, unit: line.unit ?? null, best: matches[0] ?? null, matches };
    }),
  };
}
