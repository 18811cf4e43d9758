import { describe, expect, it } from 'vitest';
import {
  applyMove,
  checkSubstitute,
  foldStatuses,
  initialState,
  mayRecordOutcome,
  paymentNeedsAction,
  shopperMayCancel,
  substitutionLabel,
  type FulfilmentState,
  type Move,
  type NewStatus,
} from './fulfilment';

const names: Record<number, string> = { 1: 'Tesco', 6: 'Aldi' };
const ctx = (done = true) => ({ storeName: (id: number) => names[id]!, linesDone: () => done });

/** Applies moves in order, failing the test on a refusal; returns the state and every row written. */
function run(moves: Move[], state: FulfilmentState = initialState([1, 6])) {
  const rows: NewStatus[] = [];
  for (const move of moves) {
    const result = applyMove(state, move, ctx());
    if (!result.ok) throw new Error(`${move.type}: ${result.reason}`);
    state = result.state;
    rows.push(...result.rows);
  }
  return { state, rows };
}

const wholeLife: Move[] = [
  { type: 'start_chain', storeId: 1 },
  { type: 'start_chain', storeId: 6 },
  { type: 'collect_chain', storeId: 6 },
  { type: 'collect_chain', storeId: 1 },
  { type: 'out_for_delivery' },
  { type: 'deliver' },
];

describe('the order state machine', () => {
  it('walks the whole life, writing one row per move (two for the first collection)', () => {
    const { state, rows } = run(wholeLife);
    expect(state.stage).toBe('delivered');
    expect(rows.map((r) => r.status)).toEqual([
      'Collection in Progress',
      'Collecting from Tesco',
      'Collecting from Aldi',
      'Collected from Aldi',
      'Collected from Tesco',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(rows.filter((r) => r.storeId !== null).map((r) => r.storeId)).toEqual([1, 6, 6, 1]);
  });

  it('folds the rows it wrote back into the same state at every point', () => {
    let state = initialState([1, 6]);
    const written = [{ status: 'Order Confirmed', storeId: null as number | null }];
    for (const move of wholeLife) {
      const result = applyMove(state, move, ctx());
      if (!result.ok) throw new Error(result.reason);
      state = result.state;
      written.push(...result.rows);
      const folded = foldStatuses([1, 6], written);
      expect(folded.stage).toBe(state.stage);
      expect([...folded.chains]).toEqual([...state.chains]);
    }
  });

  it.each<[string, Move[], Move, RegExp]>([
    ['collect a chain not started', [], { type: 'collect_chain', storeId: 1 }, /not collecting/],
    ['start a chain twice', [{ type: 'start_chain', storeId: 1 }], { type: 'start_chain', storeId: 1 }, /already collecting/],
    ['start a chain the order does not have', [], { type: 'start_chain', storeId: 3 }, /nothing from that store/],
    ['go out with a chain uncollected', [{ type: 'start_chain', storeId: 1 }, { type: 'collect_chain', storeId: 1 }], { type: 'out_for_delivery' }, /Every store/],
    ['go out before any collection', [], { type: 'out_for_delivery' }, /Every store/],
    ['deliver before going out', [], { type: 'deliver' }, /out for delivery/],
    ['move a delivered order', wholeLife, { type: 'start_chain', storeId: 1 }, /delivered/],
    ['cancel a delivered order', wholeLife, { type: 'cancel', by: 'staff', reason: 'x' }, /delivered/],
    ['shopper cancels after collection started', [{ type: 'start_chain', storeId: 6 }], { type: 'cancel', by: 'shopper' }, /no longer be cancelled/],
    ['staff cancel without a reason', [], { type: 'cancel', by: 'staff', reason: '  ' }, /reason/],
    ['move a cancelled order', [{ type: 'cancel', by: 'shopper' }], { type: 'deliver' }, /cancelled/],
    ['cancel twice', [{ type: 'cancel', by: 'shopper' }], { type: 'cancel', by: 'shopper' }, /cancelled/],
  ])('refuses to %s', (_name, before, move, reason) => {
    const { state } = run(before);
    const result = applyMove(state, move, ctx());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('collects a chain only when every line of it has an outcome', () => {
    const { state } = run([{ type: 'start_chain', storeId: 1 }]);
    const result = applyMove(state, { type: 'collect_chain', storeId: 1 }, ctx(false));
    expect(!result.ok && result.reason).toMatch(/needs an outcome/);
  });

  it('lets the shopper cancel until a chain starts, and staff with a reason until delivery', () => {
    expect(shopperMayCancel(initialState([1, 6]))).toBe(true);
    const shopper = applyMove(initialState([1]), { type: 'cancel', by: 'shopper' }, ctx());
    expect(shopper.ok && shopper.rows[0]!.description).toMatch(/payment has been released/);
    const { state } = run(wholeLife.slice(0, 5));
    expect(shopperMayCancel(state)).toBe(false);
    const staff = applyMove(state, { type: 'cancel', by: 'staff', reason: ' Van broke down ' }, ctx());
    expect(staff.ok && staff.rows[0]).toEqual({ status: 'Cancelled', description: 'Cancelled by Everystore: Van broke down', storeId: null });
  });
});

describe('the payment after delivery', () => {
  const delivered = () => run(wholeLife).state;
  const apply = (state: FulfilmentState, move: Move) => {
    const result = applyMove(state, move, ctx());
    if (!result.ok) throw new Error(result.reason);
    return result;
  };

  it('is held while the order is open, captured on delivery and voided on a cancel', () => {
    expect(initialState([1]).payment).toBe('authorised');
    expect(run(wholeLife.slice(0, 5)).state.payment).toBe('authorised');
    expect(delivered().payment).toBe('captured');
    expect(run([{ type: 'cancel', by: 'shopper' }]).state.payment).toBe('voided');
  });

  it('a failed capture is a Payment Problem naming the amount; the order stays delivered and needs staff', () => {
    const failed = apply(delivered(), { type: 'payment_failed', amountPence: 799 });
    expect(failed.rows).toEqual([{ status: 'Payment Problem', description: 'We could not take your payment of £7.99. Nothing has been charged; our team will sort it out.', storeId: null }]);
    expect(failed.state).toMatchObject({ stage: 'delivered', payment: 'payment_problem' });
    expect(paymentNeedsAction(failed.state)).toBe(true);
    expect(paymentNeedsAction(delivered())).toBe(false);
  });

  it('ends when a retry takes it, or when staff write it off with a reason', () => {
    const problem = apply(delivered(), { type: 'payment_failed', amountPence: 799 }).state;
    const taken = apply(problem, { type: 'payment_taken', amountPence: 799 });
    expect(taken.rows[0]).toEqual({ status: 'Payment Taken', description: 'Your payment of £7.99 has been taken', storeId: null });
    expect(taken.state.payment).toBe('captured');
    const off = apply(problem, { type: 'write_off', amountPence: 799, reason: ' Card cancelled by the bank ' });
    expect(off.rows[0]!.description).toBe('Written off by Everystore: Card cancelled by the bank. You will not be charged the £7.99.');
    expect(off.state.payment).toBe('written_off');
    // Money the processor took after a write-off that raced it is still recorded.
    expect(apply(off.state, { type: 'payment_taken', amountPence: 799 }).state.payment).toBe('captured');
  });

  it.each<[string, () => FulfilmentState, Move, RegExp]>([
    ['fail the payment of an order not delivered', () => run(wholeLife.slice(0, 5)).state, { type: 'payment_failed', amountPence: 1 }, /not been delivered/],
    ['fail a payment twice', () => apply(delivered(), { type: 'payment_failed', amountPence: 1 }).state, { type: 'payment_failed', amountPence: 1 }, /already being dealt with/],
    ['take a payment with no problem', delivered, { type: 'payment_taken', amountPence: 1 }, /no payment problem/],
    ['write off a payment with no problem', delivered, { type: 'write_off', amountPence: 1, reason: 'x' }, /no payment problem/],
    ['write off without a reason', () => apply(delivered(), { type: 'payment_failed', amountPence: 1 }).state, { type: 'write_off', amountPence: 1, reason: ' ' }, /reason/],
    ['take the payment of a cancelled order', () => run([{ type: 'cancel', by: 'shopper' }]).state, { type: 'payment_taken', amountPence: 1 }, /not been delivered/],
  ])('refuses to %s', (_name, before, move, reason) => {
    const result = applyMove(before(), move, ctx());
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('folds back from its rows, and a payment problem blocks every other move', () => {
    const rows = [{ status: 'Order Confirmed', storeId: null as number | null }, ...run(wholeLife).rows];
    const problem = [...rows, { status: 'Payment Problem', storeId: null }];
    expect(foldStatuses([1, 6], problem)).toMatchObject({ stage: 'delivered', payment: 'payment_problem' });
    expect(foldStatuses([1, 6], [...problem, { status: 'Payment Written Off', storeId: null }]).payment).toBe('written_off');
    expect(foldStatuses([1, 6], [...problem, { status: 'Payment Taken', storeId: null }]).payment).toBe('captured');
    const state = foldStatuses([1, 6], problem);
    expect(applyMove(state, { type: 'deliver' }, ctx())).toEqual({ ok: false, reason: 'This order has been delivered' });
    expect(applyMove(state, { type: 'cancel', by: 'staff', reason: 'x' }, ctx()).ok).toBe(false);
  });
});

describe('line outcomes', () => {
  const line = { id: 1, storeId: 1, quantity: 2, unitPricePence: 150, preference: { kind: 'best_match' } as const, outcome: null };

  it('are recorded once, while the chain is collecting', () => {
    expect(mayRecordOutcome(initialState([1]), line)).toEqual({ ok: false, reason: 'Start collecting from this store first' });
    const { state } = run([{ type: 'start_chain', storeId: 1 }]);
    expect(mayRecordOutcome(state, line)).toEqual({ ok: true });
    expect(mayRecordOutcome(state, { ...line, outcome: { kind: 'picked' } }).ok).toBe(false);
    const collected = applyMove(state, { type: 'collect_chain', storeId: 1 }, ctx());
    expect(collected.ok && mayRecordOutcome(collected.state, line)).toEqual({ ok: false, reason: 'Everything from this store has been collected' });
  });

  it('best match: same chain only, never dearer than what was paid', () => {
    expect(checkSubstitute(line, { storeId: 1, unitPricePence: 150, quantity: 2 })).toEqual({ ok: true });
    expect(checkSubstitute(line, { storeId: 1, unitPricePence: 100, quantity: 3 })).toEqual({ ok: true });
    expect(checkSubstitute(line, { storeId: 1, unitPricePence: 151, quantity: 2 }).ok).toBe(false);
    expect(checkSubstitute(line, { storeId: 6, unitPricePence: 90, quantity: 2 })).toEqual({ ok: false, reason: 'The shopper allowed substitutes from the same store only' });
  });

  it("don't substitute refuses every substitute", () => {
    expect(checkSubstitute({ ...line, preference: { kind: 'none' } }, { storeId: 1, unitPricePence: 1, quantity: 1 }).ok).toBe(false);
  });

  it('another store up to +N pence a unit', () => {
    const other = { ...line, preference: { kind: 'other_store', capPence: 30 } as const };
    expect(checkSubstitute(other, { storeId: 6, unitPricePence: 180, quantity: 2 })).toEqual({ ok: true });
    const dear = checkSubstitute(other, { storeId: 6, unitPricePence: 181, quantity: 2 });
    expect(!dear.ok && dear.reason).toBe('The substitute costs more than the shopper allowed (£3.60)');
    expect(substitutionLabel(other.preference)).toBe("Allow another store's equivalent up to +30p");
  });
});
