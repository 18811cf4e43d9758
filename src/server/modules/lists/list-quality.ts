import type { ParsedList } from '@/contracts/lists';
import { LIST_SET, type ListCase } from '../../test/datasets/list-set';

/**
 * The pasted-list measure shared by the API test (list-quality.api.test.ts) and `npm run bench` (bench/lists.ts):
 * every list of the list set is parsed as POST /api/lists/parse parses it, and a line is matched acceptably when
 * its best match's name fits one of the line's accepted patterns, or, for a line the shop does not sell, when it is
 * kept as text (no best match).
 */

export interface ListMiss {
  list: string;
  line: string;
  /** The accepted patterns, or 'kept as text'. */
  wanted: string;
  /** The best match's name, or '(kept as text)'. */
  found: string;
}

export interface ListQuality {
  lists: number;
  lines: number;
  /** Share of lines matched acceptably, 0 to 1. */
  acceptable: number;
  /** The same share over the lines the shop sells, and over those it does not (kept as text). */
  sold: { lines: number; acceptable: number };
  unsold: { lines: number; acceptable: number };
  misses: ListMiss[];
}

/** Whether a line's best match (its name, or null when kept as text) is one the shopper would accept. */
export function acceptable(accept: ListCase['accept'][number], best: string | null): boolean {
  if (accept === 'none') return best === null;
  return best !== null && accept.some((pattern) => new RegExp(pattern, 'i').test(best));
}

/** Parses every list with `parse` and scores the set. */
export async function evaluateLists(parse: (text: string) => Promise<ParsedList>, cases: readonly ListCase[] = LIST_SET): Promise<ListQuality> {
  const misses: ListMiss[] = [];
  const tally = { sold: { lines: 0, hits: 0 }, unsold: { lines: 0, hits: 0 } };
  for (const c of cases) {
    const { lines } = await parse(c.text);
    const typed = c.text.split('\n');
    typed.forEach((raw, i) => {
      const accept = c.accept[i]!;
      // Lines are matched by what was pasted, so a line the reader dropped counts as a miss.
      const line = lines.find((l) => l.raw === raw.trim());
      const best = line?.best?.product.name ?? null;
      const ok = line !== undefined && acceptable(accept, best);
      const group = accept === 'none' ? tally.unsold : tally.sold;
      group.lines += 1;
      if (ok) group.hits += 1;
      else misses.push({ list: c.name, line: raw, wanted: accept === 'none' ? 'kept as text' : accept.join(' | '), found: line ? (best ?? '(kept as text)') : '(line dropped)' });
    });
  }
  const lines = tally.sold.lines + tally.unsold.lines;
  const share = (g: { lines: number; hits: number }) => ({ lines: g.lines, acceptable: g.lines === 0 ? 1 : g.hits / g.lines });
  return { lists: cases.length, lines, acceptable: (tally.sold.hits + tally.unsold.hits) / lines, sold: share(tally.sold), unsold: share(tally.unsold), misses };
}
