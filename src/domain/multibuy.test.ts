import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotalPence } from './cart';
import { activeMultiBuy, multiBuyLabel, multiBuyLinePence, multiBuyNudge, multiBuyOf } from './multibuy';
import { lineSavingPence } from './offer-savings';
import { lineFinalPence, orderMoney } from './order-money';
import { checkSubstitute } from './fulfilment';

// 3 for £2 on an 80p product: 3 cost £2.00 instead of £2.40.
const threeForTwo = { quantity: 3, pricePence: 200 };
const line = (quantity: number, over: Partial<Parameters<typeof multiBuyLinePence>[0]> = {}) => ({ quantity, unitPricePence: 80, multiBuy: threeForTwo, ...over });

describe('multi-buy line price: floor(q/n) x P + (q mod n) x u', () => {
  it('charges units below a group at the unit price', () => {
    expect(multiBuyLinePence(line(2))).toBe(160);
  });
  it('charges a complete group at the offer price', () => {
    expect(multiBuyLinePence(line(3))).toBe(200);
  });
  it('charges two groups and one more (2n + 1)', () => {
    expect(multiBuyLinePence(line(7))).toBe(480);
  });
  it('charges quantity x unit price without a multi-buy', () => {
    expect(multiBuyLinePence(line(7, { multiBuy: null }))).toBe(560);
    expect(multiBuyLinePence(line(7, { multiBuy: undefined }))).toBe(560);
  });
  it('never applies a multi-buy to alcohol, even if one reached the product', () => {
    expect(multiBuyLinePence(line(3, { abvPercent: 12.5 }))).toBe(240);
    expect(multiBuyOf({ multibuyQuantity: 3, multibuyPricePence: 200, abvPercent: 12.5 })).toBeNull();
    // An alcohol-free lager (0.05%) is not alcohol in law: its offer applies.
    expect(multiBuyLinePence(line(3, { abvPercent: 0.05 }))).toBe(200);
  });
  it('ignores an offer that would not save anything', () => {
    expect(activeMultiBuy({ unitPricePence: 60, multiBuy: threeForTwo })).toBeNull();
    expect(multiBuyLinePence({ quantity: 3, unitPricePence: 60, multiBuy: threeForTwo })).toBe(180);
  });
});

describe('the basket totals price multi-buys through lineTotalPence', () => {
  it('totals 4 of a "3 for £2" product at £2.80', () => {
    expect(lineTotalPence({ pricePence: 80, discountPercent: 0, quantity: 4, multiBuy: threeForTwo })).toBe(280);
    expect(cartTotals([{ pricePence: 80, discountPercent: 0, quantity: 4, multiBuy: threeForTwo }])).toMatchObject({ subtotalPence: 280, totalPence: 679, itemCount: 4 });
    expect(lineSavingPence({ pricePence: 80, discountPercent: 0, quantity: 4, multiBuy: threeForTwo })).toBe(40);
  });
  it('is per line, so per chain: the same product at another chain is its own line and never completes the group', () => {
    const tesco = { pricePence: 80, discountPercent: 0, quantity: 2, multiBuy: threeForTwo };
    const asda = { pricePence: 80, discountPercent: 0, quantity: 1, multiBuy: null };
    expect(cartTotals([tesco, asda]).subtotalPence).toBe(240);
  });
});

describe('the nudge', () => {
  it('says how many more complete the group and what that saves', () => {
    expect(multiBuyNudge(line(2))).toEqual({ label: '3 for £2', addMore: 1, savingPence: 40, text: '3 for £2: add 1 more to save 40p' });
    expect(multiBuyNudge(line(4))?.text).toBe('3 for £2: add 2 more to save 40p');
  });
  it('says what the line saves when every group is complete', () => {
    expect(multiBuyNudge(line(3))?.text).toBe('3 for £2: saving 40p');
    expect(multiBuyNudge(line(6))?.text).toBe('3 for £2: saving 80p');
  });
  it('has nothing to say without a multi-buy or on alcohol', () => {
    expect(multiBuyNudge(line(2, { multiBuy: null }))).toBeNull();
    expect(multiBuyNudge(line(2, { abvPercent: 40 }))).toBeNull();
  });
  it('labels offers as shelves do', () => {
    expect(multiBuyLabel({ quantity: 2, pricePence: 500 })).toBe('2 for £5');
    expect(multiBuyLabel({ quantity: 3, pricePence: 250 })).toBe('3 for £2.50');
    expect(multiBuyLabel({ quantity: 2, pricePence: 90 })).toBe('2 for 90p');
  });
});

describe('an order line keeps the multi-buy it was placed with', () => {
  const ordered = { quantity: 4, unitPricePence: 80, multiBuy: threeForTwo, outcome: null };
  it('prices a picked line with its snapshot, a substitute at its own price, an unavailable line at nothing', () => {
    expect(lineFinalPence(ordered)).toBe(280);
    expect(lineFinalPence({ ...ordered, outcome: { kind: 'picked' } })).toBe(280);
    expect(lineFinalPence({ ...ordered, outcome: { kind: 'substituted', productId: 9, storeId: 1, quantity: 3, unitPricePence: 70 } })).toBe(210);
    expect(lineFinalPence({ ...ordered, outcome: { kind: 'unavailable' } })).toBe(0);
  });
  it('gives the order its multi-buy totals', () => {
    expect(orderMoney({ lines: [ordered], deliveryFeePence: 399, stage: 'open' })).toMatchObject({ orderedSubtotal: 280, orderedTotal: 679, finalTotal: 679, refunded: 0 });
    expect(orderMoney({ lines: [{ ...ordered, outcome: { kind: 'unavailable' } }], deliveryFeePence: 399, stage: 'open' })).toMatchObject({ finalTotal: 399, refunded: 280 });
  });
  it('lets a best match cost no more than the line as ordered (the hold covers that, not 4 units)', () => {
    const orderLine = { storeId: 1, unitPricePence: 80, quantity: 3, multiBuy: threeForTwo, preference: { kind: 'best_match' as const } };
    expect(checkSubstitute(orderLine, { storeId: 1, unitPricePence: 80, quantity: 3 }).ok).toBe(false);
    expect(checkSubstitute(orderLine, { storeId: 1, unitPricePence: 66, quantity: 3 }).ok).toBe(true);
    // Another chain's equivalent: the line's cost plus the shopper's extra per unit.
    const other = { ...orderLine, preference: { kind: 'other_store' as const, capPence: 10 } };
    expect(checkSubstitute(other, { storeId: 2, unitPricePence: 76, quantity: 3 }).ok).toBe(true);
    expect(checkSubstitute(other, { storeId: 2, unitPricePence: 77, quantity: 3 }).ok).toBe(false);
  });
});
