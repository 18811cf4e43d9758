import { describe, expect, it } from 'vitest';
import {
  applyMove,
  checkSubstitute,
  foldStatuses,
  initialState,
  mayRecordOutcome,
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
