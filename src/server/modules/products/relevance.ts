import { RELEVANCE_SET, type RelevanceCase } from '../../test/datasets/relevance-set';

/**
 * The search relevance measure shared by the API test (relevance.api.test.ts) and `npm run bench` (bench/relevance.ts):
 * each shopper query of the relevance set is searched, and it succeeds at k when one of the first k product names
 * matches one of the query's accepted patterns, or, for a query that should find nothing, when nothing is found.
 */

export interface RelevanceMiss {
  q: string;
  kind: RelevanceCase['kind'];
  /** What a right answer contains: the accepted patterns, or 'nothing'. */
  wanted: string;
  /** The first three names found. */
  top3: string[];
}

export interface RelevanceResult {
  queries: number;
  /** Shares of the set, 0 to 1. */
  successAt3: number;
  successAt1: number;
  misses: RelevanceMiss[];
  byKind: Record<string, { queries: number; successAt3: number }>;
}

/** Whether the first `k` names satisfy the case. */
export function succeeds(c: RelevanceCase, names: string[], k: number): boolean {
  if (c.top3 === 'none') return names.length === 0;
  const top = names.slice(0, k);
  return top.some((name) => c.top3 !== 'none' && c.top3.some((pattern) => new RegExp(pattern, 'i').test(name)));
}

/** Runs every case through `search` (the product names found, best first) and scores the set. */
export async function evaluateRelevance(search: (q: string) => Promise<string[]>, cases: readonly RelevanceCase[] = RELEVANCE_SET): Promise<RelevanceResult> {
  let at3 = 0;
  let at1 = 0;
  const misses: RelevanceMiss[] = [];
  const byKind: Record<string, { queries: number; hits: number }> = {};
  for (const c of cases) {
    const names = await search(c.q);
    const hit3 = succeeds(c, names, 3);
    if (hit3) at3 += 1;
    if (succeeds(c, names, 1)) at1 += 1;
    const kind = (byKind[c.kind] ??= { queries: 0, hits: 0 });
    kind.queries += 1;
    if (hit3) kind.hits += 1;
    else misses.push({ q: c.q, kind: c.kind, wanted: c.top3 === 'none' ? 'nothing' : c.top3.join(' | '), top3: names.slice(0, 3) });
  }
  return {
    queries: cases.length,
    successAt3: at3 / cases.length,
    successAt1: at1 / cases.length,
    misses,
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, { queries: v.queries, successAt3: v.hits / v.queries }])),
  };
}

/** '97.5%'. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
