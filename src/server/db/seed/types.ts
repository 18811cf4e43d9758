/** The eight chains, ids 1 to 8 (fixed: the API contract and the spec depend on them). */
export const CHAIN_KEYS = ['tesco', 'sainsburys', 'asda', 'morrisons', 'waitrose', 'aldi', 'lidl', 'coop'] as const;
export type ChainKey = (typeof CHAIN_KEYS)[number];

import type { RestrictedFacts } from '@/domain/age-restrictions';
import type { CategoryName } from '@/domain/categories';

export { CATEGORY_NAMES, type CategoryName } from '@/domain/categories';

/** One product row as the seed writes it (money in integer pence), with the facts the sale rules need where they apply. */
export interface SeedProduct extends Partial<RestrictedFacts> {
  id: number;
  storeId: number; // 1..8, index in CHAIN_KEYS + 1
  category: CategoryName;
  name: string; // as the shelf shows it, e.g. "Tesco Semi-Skimmed Milk" or "Heinz Baked Beans in Tomato Sauce"
  baseName: string; // the name without a chain's own-brand prefix, e.g. "Semi-Skimmed Milk"; equals name for branded goods
  brand: string; // e.g. "Heinz", or the chain's own brand ("Tesco")
  description: string; // one line
  unit: string; // pack size as on the shelf: '400g', '4 pints', '6 x 330ml', '12 pack', 'per kg'
  pricePence: number; // integer >= 0
  discountPercent: number; // 0 when none, else an integer 5..50
  available: boolean;
  featured: boolean;
}
