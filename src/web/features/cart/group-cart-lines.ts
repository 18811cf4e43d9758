import type { CartLine } from '@/contracts/cart';
import type { Store } from '@/contracts/store';

export const UNKNOWN_STORE_NAME = 'Unknown Store';
/** Neutral grey (AA with white) for a store id the store list does not know. */
const UNKNOWN_STORE_COLOR = '#4B5563';

export interface CartStoreGroup {
  storeId: number;
  name: string;
  logoLetter: string;
  logoColor: string;
  lines: CartLine[];
}

/** Cart lines grouped by the product's store, groups in the order their first line was added. */
export function groupCartLines(lines: readonly CartLine[], stores: readonly Store[] | undefined): CartStoreGroup[] {
  const groups = new Map<number, CartStoreGroup>();
  for (const line of lines) {
    const storeId = line.product.storeId;
    let group = groups.get(storeId);
    if (!group) {
      const store = stores?.find((s) => s.id === storeId);
      group = {
        storeId,
        name: store?.name ?? UNKNOWN_STORE_NAME,
        logoLetter: store?.logoLetter ?? '?',
        logoColor: store?.logoColor ?? UNKNOWN_STORE_COLOR,
        lines: [],
      };
      groups.set(storeId, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}
