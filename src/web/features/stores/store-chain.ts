import type { Store } from '@/contracts/store';
import { useStores } from './api';

/** What the shop calls a store id that is not one of the eight chains (shopping.md section 1). */
export const UNKNOWN_STORE = 'Unknown Store';

/** What a product's chain shows: its logo (letter on colour, or image) and name. */
export type Chain = Pick<Store, 'id' | 'name' | 'logoColor' | 'logoLetter' | 'logoImage'>;

const unknownChain = (id: number): Chain => ({ id, name: UNKNOWN_STORE, logoColor: '#4B5563', logoLetter: '?', logoImage: null });

/**
 * The chain of a store id, read from the one cached store list (every card asks the same query, so a page of cards
 * costs one request at most); null while the list loads, when it failed, or with `enabled` false (the list is then
 * only read if some other part of the page asked for it).
 */
export function useChain(storeId: number, { enabled = true }: { enabled?: boolean } = {}): Chain | null {
  const { data } = useStores({ enabled });
  if (!data) return null;
  return data.find((s) => s.id === storeId) ?? unknownChain(storeId);
}
