import { lawfulDiscountPercent, minimumPricePence, quantityDiscountAllowed, type RestrictedFacts } from './age-restrictions';
import type { PriceState } from './price-feed';
import { seededRandom } from './seeded-random';

/**
 * A realistic week of one chain's prices, for demos and tests (`npm run catalogue:simulate-week`): a few per cent
 * of branded products change price, some promotions start and some end, a few products go out of stock or come
 * back; own brands stay as they are (the chains hold their own labels' prices for months). Seeded, so a week is
 * the same every time it is made from the same catalogue and seed.
 */
export interface SimulatedProduct extends PriceState, Pick<RestrictedFacts, 'abvPercent' | 'volumeMl'> {
  id: number;
  ownBrand: boolean;
}

/** A feed row in the JSON feed's form (price-feed.ts `parseFeed`). */
export interface SimulatedRow {
  product: number;
  price: string;
  promotion: string | null;
  available: boolean;
}

export const WEEKLY_PRICE_MOVE_SHARE = 0.04;
const PROMOTION_START_SHARE = 0.03;
const PROMOTION_END_SHARE = 0.35;
const OUT_OF_STOCK_SHARE = 0.01;
const BACK_IN_STOCK_SHARE = 0.5;
const DISCOUNTS = [10, 15, 20, 25, 33];

const pounds = (pence: number) => (pence / 100).toFixed(2);
/** Shelf prices end in 5 or 9 pence, as most do. */
const shelfPrice = (pence: number) => Math.max(9, Math.round(pence / 10) * 10 - (pence >= 100 ? 1 : 5));

/** A product's promotion as a feed writes it ("3 for £2.00", "10% off"), or null. */
export function promotionText(state: Pick<PriceState, 'discountPercent' | 'multibuyQuantity' | 'multibuyPricePence'>): string | null {
  if (state.multibuyQuantity !== null && state.multibuyPricePence !== null) return `${state.multibuyQuantity} for £${pounds(state.multibuyPricePence)}`;
  return state.discountPercent > 0 ? `${state.discountPercent}% off` : null;
}

/** The rows of the products that change this week (the others are left out of the feed). */
export function simulateWeek(items: readonly SimulatedProduct[], seed: number): SimulatedRow[] {
  const random = seededRandom(seed);
  const rows: SimulatedRow[] = [];
  for (const p of items) {
    // Every product draws the same number of times, so one product's fate does not shift the others'.
    const [move, size, promo, kind, pick, stock] = [random(), random(), random(), random(), random(), random()];
    if (p.ownBrand) continue;
    let price = p.pricePence;
    let promotion = promotionText(p);
    let available = p.available;
    if (move < WEEKLY_PRICE_MOVE_SHARE) {
      const change = 0.03 + size * 0.09;
      price = shelfPrice(p.pricePence * (move < WEEKLY_PRICE_MOVE_SHARE * 0.6 ? 1 + change : 1 - change));
      // Never below alcohol's minimum price: a cut stops at the floor.
      price = Math.max(price, minimumPricePence(p) ?? 0);
    }
    const promoted = promotion !== null;
    if (promoted && promo < PROMOTION_END_SHARE) promotion = null;
    else if (!promoted && promo < PROMOTION_START_SHARE) {
      const multibuy = kind < 0.4 && quantityDiscountAllowed(p) && price >= 50;
      if (multibuy) {
        const quantity = pick < 0.5 ? 2 : 3;
        // About a third off the last one: "3 for £2" on 80p, "2 for £5" on £3.
        promotion = `${quantity} for £${pounds(Math.floor((price * quantity * 0.75) / 10) * 10)}`;
      } else {
        const discount = lawfulDiscountPercent({ ...p, pricePence: price }, DISCOUNTS[Math.floor(pick * DISCOUNTS.length)]!);
        promotion = discount > 0 ? `${discount}% off` : null;
      }
    }
    if (available && stock < OUT_OF_STOCK_SHARE) available = false;
    else if (!available && stock < BACK_IN_STOCK_SHARE) available = true;
    // A price rise can take a running discount below nothing; a cut can take alcohol's below its floor: keep it lawful.
    if (promotion?.endsWith('% off')) {
      const percent = Number(promotion.slice(0, -'% off'.length));
      if (lawfulDiscountPercent({ ...p, pricePence: price }, percent) === 0) promotion = null;
    }
    if (price !== p.pricePence || promotion !== promotionText(p) || available !== p.available) {
      rows.push({ product: p.id, price: pounds(price), promotion, available });
    }
  }
  return rows;
}
