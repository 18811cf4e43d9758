import { linePricePence } from '@/domain/cart';
import { substituteBudgetPence } from '@/domain/fulfilment';
import { penceToPounds } from '@/domain/money';
import type { Db } from '../../db/client';
import { substituteCandidates } from '../products/similar';
import { domainLine, type ItemWithOutcome, type LoadedOrder } from './load';
import type { Suggestions } from './views';

/** Replacements shown per line: enough to choose from on a phone. */
export const SUGGESTIONS_PER_LINE = 5;
const MAX_SUBSTITUTE_QUANTITY = 99;

/**
 * Suggestions for the lines a picker may still mark: no outcome yet, the chain being collected, and a
 * preference that allows a substitute. From the similar-products scoring: the same chain first, other chains
 * only when the shopper allowed another store's equivalent, each within the shopper's cap, with the most of it
 * the cap allows.
 */
export async function suggestionsFor(db: Db, loaded: LoadedOrder): Promise<Suggestions> {
  const open = loaded.items.filter((i) => i.outcome === null && i.substitution.kind !== 'none' && loaded.state.chains.get(i.storeId) === 'collecting');
  const entries = await Promise.all(open.map(async (item) => [item.id, await lineSuggestions(db, loaded, item)] as const));
  return new Map(entries);
}

async function lineSuggestions(db: Db, loaded: LoadedOrder, item: ItemWithOutcome) {
  const line = domainLine(item);
  const candidates = await substituteCandidates(db, item.productId);
  const suggestions = candidates.flatMap(({ product }) => {
    if (!product.available) return [];
    const budget = substituteBudgetPence(line, product.storeId);
    if (budget === null) return [];
    const unit = linePricePence(product);
    const maxQuantity = unit === 0 ? MAX_SUBSTITUTE_QUANTITY : Math.min(MAX_SUBSTITUTE_QUANTITY, Math.floor(budget / unit));
    if (maxQuantity < 1) return [];
    return [
      {
        productId: product.id,
        name: product.name,
        storeId: product.storeId,
        storeName: loaded.storesById.get(product.storeId)?.storeName ?? '',
        price: penceToPounds(unit),
        maxQuantity,
      },
    ];
  });
  // Same chain first; within each, the scoring's order (stable sort).
  const sameChainFirst = suggestions.sort((a, b) => Number(b.storeId === item.storeId) - Number(a.storeId === item.storeId));
  return sameChainFirst.slice(0, SUGGESTIONS_PER_LINE);
}
