import { describe, expect, it } from 'vitest';
import { ukTimeToInstant } from './delivery-slots';
import { initialState, type FulfilmentState } from './fulfilment';
import { cancelTooLate, changeSummary, changeUntilText, changeWindow, deadlineText, describeChanges, planLines, type CurrentLine, type ProductNow } from './order-change';

const names: Record<number, string> = { 1: 'Tesco', 5: 'Waitrose', 7: 'Lidl' };
const storeName = (id: number) => names[id]!;
const config = { cutoffHours: 12 };
// A slot on Thursday 3 Dec 2026, 10:00-12:00 UK time: changes close at 22:00 on Wednesday 2 Dec.
const slotStart = ukTimeToInstant('2026-12-03', 10);
const cutoff = ukTimeToInstant('2026-12-02', 22);
const at = (date: string, hour: number, minute = 0) => ukTimeToInstant(date, hour, minute);

const state = (chains: Record<number, 'pending' | 'collecting' | 'collected'>, stage: FulfilmentState['stage'] = 'confirmed'): FulfilmentState => {
  const s = initialState(Object.keys(chains).map(Number));
  for (const [id, chain] of Object.entries(chains)) s.chains.set(Number(id), chain);
  return { ...s, stage };
};

describe('changeWindow', () => {
  const facts = { slotStart, config, storeName };
  it('is open until the slot’s cut-off, to the millisecond, and closed from it', () => {
    const before = changeWindow({ ...facts, state: state({ 1: 'pending', 5: 'pending' }), now: new Date(cutoff.getTime() - 1) });
    expect(before).toEqual({ open: true, until: cutoff, reason: null, lockedStores: [] });
    const at = changeWindow({ ...facts, state: state({ 1: 'pending', 5: 'pending' }), now: cutoff });
    expect(at.open).toBe(false);
    expect(at.reason).toBe('Too late to change this order: changes closed at 22:00 tonight');
  });

  it('locks a chain that has started picking and keeps the others open', () => {
    const w = changeWindow({ ...facts, state: state({ 1: 'collecting', 5: 'pending' }, 'collecting'), now: at('2026-12-01', 9) });
    expect(w.open).toBe(true);
    expect(w.lockedStores).toEqual([{ storeId: 1, storeName: 'Tesco', message: 'Tesco is already picking your order' }]);
  });

  it('closes once every chain has started, and for cancelled, delivered and out-for-delivery orders, saying why', () => {
    const now = at('2026-12-01', 9);
    const reason = (s: FulfilmentState) => changeWindow({ ...facts, state: s, now }).reason;
    expect(reason(state({ 1: 'collecting', 5: 'collected' }, 'collecting'))).toBe('Too late to change this order: every store has started picking it');
    expect(reason(state({ 1: 'pending' }, 'cancelled'))).toBe('Too late to change this order: it has been cancelled');
    expect(reason(state({ 1: 'collected' }, 'delivered'))).toBe('Too late to change this order: it has been delivered');
    expect(reason(state({ 1: 'collected' }, 'out_for_delivery'))).toBe('Too late to change this order: it is on its way to you');
    expect(changeWindow({ ...facts, slotStart: null, state: state({ 1: 'pending' }), now }).open).toBe(false);
  });
});

describe('deadlineText and the cancel rule', () => {
  it('says the deadline as a shopper reads it', () => {
    expect(deadlineText(cutoff, at('2026-12-02', 9))).toBe('22:00 tonight');
    expect(deadlineText(at('2026-12-02', 9), at('2026-12-02', 7))).toBe('09:00 today');
    expect(deadlineText(cutoff, at('2026-12-01', 23))).toBe('22:00 tomorrow');
    expect(deadlineText(cutoff, at('2026-12-03', 8))).toBe('22:00 yesterday');
    expect(deadlineText(cutoff, at('2026-11-29', 12))).toBe('22:00 on Wed 2 Dec');
    expect(changeUntilText(cutoff, at('2026-12-02', 18))).toBe('You can change this order until 22:00 tonight');
  });

  it('refuses a cancel from the cut-off, not a millisecond before', () => {
    expect(cancelTooLate(slotStart, config, new Date(cutoff.getTime() - 1))).toBeNull();
    expect(cancelTooLate(slotStart, config, cutoff)).toBe('Too late to cancel this order: changes closed at 22:00 tonight');
    expect(cancelTooLate(null, config, cutoff)).toBeNull();
  });
});

describe('planLines', () => {
  const milk: CurrentLine = { productId: 10, storeId: 1, name: 'Milk', quantity: 2, unitPricePence: 100, substitution: { kind: 'best_match' } };
  const bread: CurrentLine = { productId: 20, storeId: 5, name: 'Bread', quantity: 1, unitPricePence: 250, substitution: { kind: 'best_match' } };
  const products = new Map<number, ProductNow>([
    [10, { id: 10, storeId: 1, name: 'Milk', pricePence: 120, available: true }], // dearer since the order
    [20, { id: 20, storeId: 5, name: 'Bread', pricePence: 250, available: true }],
    [30, { id: 30, storeId: 7, name: 'Eggs', pricePence: 199, available: true }],
    [40, { id: 40, storeId: 7, name: 'Cheese', pricePence: 300, available: false }],
    [50, { id: 50, storeId: 1, name: 'Tea', pricePence: 150, available: true }],
  ]);
  const none = new Set<number>();

  it('keeps the ordered price while a quantity does not grow, charges today’s for more and for new lines, and lists the differences', () => {
    const plan = planLines([milk, bread], [
      { productId: 10, quantity: 1, seenPence: 100 },
      { productId: 30, quantity: 2, seenPence: 199 },
    ], products, none);
    expect(plan).toMatchObject({ ok: true });
    if (!plan.ok) return;
    expect(plan.lines.map((l) => [l.productId, l.quantity, l.unitPricePence])).toEqual([[10, 1, 100], [30, 2, 199]]);
    expect(plan.diff.added.map((l) => l.productId)).toEqual([30]);
    expect(plan.diff.removed.map((l) => l.productId)).toEqual([20]);
    expect(plan.diff.quantity).toEqual([{ line: plan.lines[0], from: 2 }]);
    const grown = planLines([milk], [{ productId: 10, quantity: 3, seenPence: 100 }], products, none);
    expect(grown).toEqual({ ok: false, kind: 'price_changed', changes: [{ productId: 10, name: 'Milk', expectedPence: 100, currentPence: 120 }] });
    expect(planLines([milk], [{ productId: 10, quantity: 3, seenPence: 120 }], products, none)).toMatchObject({ ok: true });
  });

  it('refuses unknown products, unavailable additions (an ordered line that went unavailable may stay) and a changed locked chain', () => {
    expect(planLines([milk], [{ productId: 99, quantity: 1, seenPence: 1 }], products, none)).toEqual({ ok: false, kind: 'unknown', productIds: [99] });
    expect(planLines([milk], [{ productId: 10, quantity: 2, seenPence: 100 }, { productId: 40, quantity: 1, seenPence: 300 }], products, none)).toEqual({
      ok: false,
      kind: 'unavailable',
      lines: [{ productId: 40, name: 'Cheese' }],
    });
    const gone = new Map(products).set(20, { ...products.get(20)!, available: false });
    expect(planLines([bread], [{ productId: 20, quantity: 1, seenPence: 250 }], gone, none)).toMatchObject({ ok: true });
    const tescoLocked = new Set([1]);
    const keepMilk = { productId: 10, quantity: 2, seenPence: 100 };
    expect(planLines([milk, bread], [keepMilk], products, tescoLocked)).toMatchObject({ ok: true }); // Waitrose's bread removed
    expect(planLines([milk, bread], [{ ...keepMilk, quantity: 1 }, { productId: 20, quantity: 1, seenPence: 250 }], products, tescoLocked)).toEqual({ ok: false, kind: 'store_locked', storeIds: [1] });
    expect(planLines([milk], [keepMilk, { productId: 50, quantity: 1, seenPence: 150 }], products, tescoLocked)).toEqual({ ok: false, kind: 'store_locked', storeIds: [1] });
    expect(planLines([milk], [{ ...keepMilk, substitution: { kind: 'none' } }], products, tescoLocked)).toEqual({ ok: false, kind: 'store_locked', storeIds: [1] });
  });

  it('describes the change in sentences, with the new total against the old', () => {
    const plan = planLines([milk, bread], [{ productId: 10, quantity: 3, seenPence: 120, substitution: { kind: 'none' } }, { productId: 30, quantity: 2, seenPence: 199 }], products, none);
    if (!plan.ok) throw new Error('planned');
    const slot = { date: '2026-12-04', label: '10:00–12:00' };
    const changes = describeChanges(plan.diff, storeName, slot, true);
    expect(changes).toEqual([
      'Added 2 × Eggs (Lidl)',
      'Removed Bread (Waitrose)',
      'Milk (Tesco): 2 → 3',
      "Milk: if unavailable, don't substitute",
      'Delivery moved to Fri 4 Dec, 10:00–12:00',
      'Delivery notes changed',
    ]);
    expect(changeSummary(['Added 2 × Eggs (Lidl)'], 900, 1298)).toBe('Added 2 × Eggs (Lidl). New total £12.98 (was £9.00)');
    expect(changeSummary(['Delivery notes changed'], 900, 900)).toBe('Delivery notes changed. Total still £9.00');
  });
});
