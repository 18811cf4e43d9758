import { discountedPence, formatPence } from './money';

/**
 * The daily price-drop e-mail (issue 37): which of a shopper's favourites to tell them about, and the words.
 * A favourite is listed when what one costs fell since the last alert (or a day, for the first), or when it came
 * back in stock; with the cheapest true equivalent at another chain when that is cheaper still.
 */
export interface AlertState {
  pricePence: number;
  discountPercent: number;
  available: boolean;
}

export interface AlertItem {
  name: string;
  storeName: string;
  before: AlertState;
  now: AlertState;
  cheaperElsewhere: { name: string; storeName: string; pence: number } | null;
}

/** Why a favourite is in the alert, or null when it is not. */
export function alertReason(before: AlertState, now: AlertState): 'fell' | 'back' | null {
  if (!now.available) return null;
  if (!before.available) return 'back';
  return discountedPence(now.pricePence, now.discountPercent) < discountedPence(before.pricePence, before.discountPercent) ? 'fell' : null;
}

export const PRICE_ALERT_SUBJECT = 'Prices have dropped on your favourites';

/** One line per favourite: "Heinz Baked Beans (Tesco): now £1.20, was £1.40. Cheaper at Aldi: Aldi Baked Beans, £0.45". */
export function alertLines(items: readonly AlertItem[]): string[] {
  return items.map((item) => {
    const now = formatPence(discountedPence(item.now.pricePence, item.now.discountPercent));
    const before = formatPence(discountedPence(item.before.pricePence, item.before.discountPercent));
    const what = alertReason(item.before, item.now) === 'back' ? `back in stock at ${now}` : `now ${now}, was ${before}`;
    const elsewhere = item.cheaperElsewhere ? `. Cheaper at ${item.cheaperElsewhere.storeName}: ${item.cheaperElsewhere.name}, ${formatPence(item.cheaperElsewhere.pence)}` : '';
    return `- ${item.name} (${item.storeName}): ${what}${elsewhere}`;
  });
}
