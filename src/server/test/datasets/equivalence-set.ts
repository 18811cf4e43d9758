/**
 * The equivalence set of "Find it Cheaper" (issue 14): products of the seeded catalogue, each by chain and name,
 * with the products in other chains that are truly the same thing. A branded line's equivalents are the very
 * product at the other chains that stock it; an own-brand staple's are the other chains' own brand of the same
 * line in the same pack (not a bigger pack, not a premium or branded one). modules/products/equivalence.ts scores
 * the similarity ranking against it: the first three it ranks (fewer when fewer exist) should all be equivalents.
 */
import type { ChainName } from '../../modules/products/equivalence';
import { BRANDED_CASES } from './equivalence-branded';
import { NEAR_TWIN_CASES, OWN_BRAND_CASES } from './equivalence-own-brand';

export interface EquivalenceCase {
  /** Filled in by EQUIVALENCE_SET from the list the case sits in. */
  kind?: 'branded' | 'own brand' | 'near twin';
  chain: ChainName;
  name: string;
  equivalents: readonly (readonly [ChainName, string])[];
}

export const EQUIVALENCE_SET: readonly EquivalenceCase[] = [
  ...BRANDED_CASES.map((c) => ({ ...c, kind: 'branded' as const })),
  ...OWN_BRAND_CASES.map((c) => ({ ...c, kind: 'own brand' as const })),
  ...NEAR_TWIN_CASES.map((c) => ({ ...c, kind: 'near twin' as const })),
];
