import { describe, expect, it } from 'vitest';
import type { LineOutcome } from './fulfilment';
import { authorisationHoldPence, checkWithinHold, lineOutcomeOf, moneyStageOf, moneyStageOfStatus, orderMoney, settlementOf, substitutionHeadroomPence, type MoneyLine } from './order-money';

const FEE = 399;
const line = (quantity: number, unitPricePence: number, outcome: LineOutcome | null = null): MoneyLine => ({ quantity, unitPricePence, outcome });
const sub = (quantity: number, unitPricePence: number, storeId = 1): LineOutcome => ({ kind: 'substituted', productId: 9, storeId, quantity, unitPricePence });

describe('orderMoney', () => {
  it('a new order: final total is the ordered total, nothing refunded, state placed', () => {
    const money = orderMoney({ lines: [line(2, 145), line(1, 250)], deliveryFeePence: FEE, stage: 'open' });
    expect(money).toEqual({ state: 'placed', orderedSubtotal: 540, orderedTotal: 939, deliveryFee: FEE, finalSubtotal: 540, finalTotal: 939, refunded: 0, lineTotals: [290, 250] });
  });

  it('a cheaper substitute is charged at its price and the difference goes back (amended)', () => {
    const money = orderMoney({ lines: [line(2, 150, sub(1, 220)), line(1, 100, { kind: 'picked' })], deliveryFeePence: FEE, stage: 'open' });
    expect(money).toMatchObject({ state: 'amended', orderedTotal: 300 + 100 + FEE, finalSubtotal: 220 + 100, finalTotal: 320 + FEE, refunded: 80, lineTotals: [220, 100] });
  });

  it('a dearer substitute (within the cap) raises the final total; nothing is refunded', () => {
    const money = orderMoney({ lines: [line(1, 200, sub(1, 260, 5)), line(1, 100)], deliveryFeePence: FEE, stage: 'open' });
    expect(money).toMatchObject({ state: 'amended', orderedTotal: 300 + FEE, finalTotal: 360 + FEE, refunded: 0, lineTotals: [260, 100] });
  });

  it('an unavailable line is removed and refunded in full; the delivery fee stays', () => {
    const money = orderMoney({ lines: [line(1, 89, { kind: 'unavailable' }), line(3, 250, { kind: 'picked' })], deliveryFeePence: FEE, stage: 'open' });
    expect(money).toMatchObject({ state: 'amended', orderedTotal: 89 + 750 + FEE, finalSubtotal: 750, finalTotal: 750 + FEE, deliveryFee: FEE, refunded: 89, lineTotals: [0, 750] });
  });

  it('the reported case: a substitution and an unavailable line, £11.87 becomes £10.98 with £0.89 back', () => {
    const money = orderMoney({
      lines: [line(2, 150, sub(1, 300)), line(1, 89, { kind: 'unavailable' }), line(1, 399, { kind: 'picked' })],
      deliveryFeePence: 399,
      stage: 'delivered',
    });
    expect(money).toMatchObject({ state: 'delivered', orderedTotal: 1187, finalTotal: 1098, refunded: 89 });
  });

  it('a cancelled order costs nothing: no delivery fee, every line 0, all of it back', () => {
    const money = orderMoney({ lines: [line(2, 150, { kind: 'picked' }), line(1, 89, { kind: 'unavailable' })], deliveryFeePence: FEE, stage: 'cancelled' });
    expect(money).toEqual({ state: 'cancelled', orderedSubtotal: 389, orderedTotal: 389 + FEE, deliveryFee: 0, finalSubtotal: 0, finalTotal: 0, refunded: 389 + FEE, lineTotals: [0, 0] });
  });

  it('delivered with nothing changed: final equals ordered, nothing refunded', () => {
    const money = orderMoney({ lines: [line(2, 150, { kind: 'picked' }), line(1, 89, { kind: 'picked' })], deliveryFeePence: FEE, stage: 'delivered' });
    expect(money).toEqual({ state: 'delivered', orderedSubtotal: 389, orderedTotal: 389 + FEE, deliveryFee: FEE, finalSubtotal: 389, finalTotal: 389 + FEE, refunded: 0, lineTotals: [300, 89] });
  });

  it('lines still waiting count as ordered; every line picked is still placed', () => {
    expect(orderMoney({ lines: [line(1, 100, { kind: 'picked' }), line(1, 50)], deliveryFeePence: 0, stage: 'open' })).toMatchObject({ state: 'placed', finalTotal: 150, refunded: 0 });
  });

  it('an order with several outcomes follows each (as the fulfilment rules had it)', () => {
    const lines = [line(2, 150, { kind: 'picked' }), line(1, 300, { kind: 'unavailable' }), line(3, 100, sub(3, 90)), line(1, 50)];
    expect(orderMoney({ lines, deliveryFeePence: FEE, stage: 'open' })).toMatchObject({ orderedTotal: 1349, finalSubtotal: 620, finalTotal: 620 + FEE, refunded: 330 });
  });
});

describe('the stage money reads', () => {
  it('from the fulfilment stage and from the status column', () => {
    expect(['confirmed', 'collecting', 'out_for_delivery', 'delivered', 'cancelled'].map((s) => moneyStageOf(s as never))).toEqual(['open', 'open', 'open', 'delivered', 'cancelled']);
    expect(['Order Confirmed', 'Collecting from Tesco', 'Out for Delivery', 'Delivered', 'Cancelled'].map(moneyStageOfStatus)).toEqual(['open', 'open', 'open', 'delivered', 'cancelled']);
    expect(['Payment Problem', 'Payment Taken', 'Payment Written Off'].map(moneyStageOfStatus)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('reads outcome columns as a line outcome', () => {
    const none = { substituteProductId: null, substituteStoreId: null, substituteQuantity: null, substitutePricePence: null };
    expect(lineOutcomeOf({ outcome: null, ...none })).toBeNull();
    expect(lineOutcomeOf({ outcome: 'unavailable', ...none })).toEqual({ kind: 'unavailable' });
    expect(lineOutcomeOf({ outcome: 'substituted', substituteProductId: 7, substituteStoreId: 2, substituteQuantity: 1, substitutePricePence: 120 })).toEqual({ kind: 'substituted', productId: 7, storeId: 2, quantity: 1, unitPricePence: 120 });
  });
});

describe('the hold at checkout', () => {
  const best = { kind: 'best_match' } as const;
  const none = { kind: 'none' } as const;
  const other = (capPence: number) => ({ kind: 'other_store', capPence }) as const;

  it('only another store’s equivalent may cost more: its cap for each unit ordered', () => {
    expect(substitutionHeadroomPence({ quantity: 3, preference: other(500) })).toBe(1500);
    expect(substitutionHeadroomPence({ quantity: 3, preference: best })).toBe(0);
    expect(substitutionHeadroomPence({ quantity: 3, preference: none })).toBe(0);
  });

  it('is the total plus every line’s headroom; the total when nothing may cost more', () => {
    expect(authorisationHoldPence({ totalPence: 569, lines: [{ quantity: 1, preference: other(500) }] })).toBe(1069);
    expect(authorisationHoldPence({ totalPence: 2000, lines: [{ quantity: 2, preference: other(25) }, { quantity: 1, preference: best }, { quantity: 4, preference: other(1) }] })).toBe(2000 + 50 + 4);
    expect(authorisationHoldPence({ totalPence: 939, lines: [{ quantity: 2, preference: best }, { quantity: 1, preference: none }] })).toBe(939);
    expect(authorisationHoldPence({ totalPence: 399, lines: [] })).toBe(399);
  });

  it('covers the dearest substitute the shopper’s cap allows on every line at once', () => {
    // Two lines at 150p and 200p, each allowing +500p a unit; the dearest allowed substitutes are 650p x2 and 700p x1.
    const hold = authorisationHoldPence({ totalPence: 300 + 200 + FEE, lines: [{ quantity: 2, preference: other(500) }, { quantity: 1, preference: other(500) }] });
    const worst = orderMoney({ lines: [line(2, 150, sub(2, 650, 5)), line(1, 200, sub(1, 700, 5))], deliveryFeePence: FEE, stage: 'open' });
    expect(worst.finalTotal).toBe(hold);
    expect(checkWithinHold(worst, hold)).toEqual({ ok: true });
  });

  it('refuses what would take the order above it, naming both amounts', () => {
    // The reported order: £5.69 authorised before holds, a substitute within the cap brings it to £7.99.
    const money = orderMoney({ lines: [line(1, 170, sub(1, 400, 5))], deliveryFeePence: 399, stage: 'open' });
    expect(money.finalTotal).toBe(799);
    expect(checkWithinHold(money, 569)).toEqual({ ok: false, reason: 'This substitute would take the order to £7.99, above the £5.69 authorised' });
    expect(checkWithinHold(money, 799)).toEqual({ ok: true });
  });
});

describe('what delivery settles', () => {
  it('captures the final total and releases the rest of the hold', () => {
    const money = orderMoney({ lines: [line(1, 170, sub(1, 400, 5))], deliveryFeePence: 399, stage: 'delivered' });
    expect(settlementOf(money, 1069)).toEqual({ capturePence: 799, releasePence: 270 });
    expect(settlementOf(money, 799)).toEqual({ capturePence: 799, releasePence: 0 });
  });

  it('a cheaper order is a partial capture: less taken, more released', () => {
    const money = orderMoney({ lines: [line(2, 150, sub(1, 220)), line(1, 89, { kind: 'unavailable' })], deliveryFeePence: FEE, stage: 'delivered' });
    expect(settlementOf(money, money.orderedTotal)).toEqual({ capturePence: 220 + FEE, releasePence: 300 + 89 - 220 });
  });

  it('cannot capture more than was authorised', () => {
    expect(settlementOf({ finalTotal: 800 }, 799)).toBeNull();
  });
});
