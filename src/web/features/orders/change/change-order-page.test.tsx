import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliverySlots } from '@/contracts/delivery-slots';
import type { ChangeWindow, OrderDetail } from '@/contracts/orders';
import { ADA, type ApiCall, type ApiHandlers, makeDetail, makeItem, makeOrder, makeProduct, makeStore, renderApp, stubApi, TESCO, WAITROSE } from '@/web/testing';
import { ChangeOrderPage } from './change-order-page';

/*
 * Thursday 26 Nov 2026, noon (GMT = UK time): the order's slot is Friday 18:00-20:00, and changes close at
 * 22:00 tonight.
 */
const NOW = new Date('2026-11-26T12:00:00.000Z');
const OPEN: ChangeWindow = { open: true, until: '2026-11-26T22:00:00.000Z', reason: null, lockedStores: [] };
const TESCO_LOCKED: ChangeWindow = { ...OPEN, lockedStores: [{ storeId: 1, storeName: 'Tesco', message: 'Tesco is already picking your order' }] };
const SLOT = { id: '2026-11-27T18:00', date: '2026-11-27', start: '2026-11-27T18:00:00.000Z', end: '2026-11-27T20:00:00.000Z', label: 'Fri 27 Nov, 18:00–20:00' };

const milk = makeItem({ id: 1, productId: 11, name: 'Semi Skimmed Milk', price: 1.45, quantity: 2, ...TESCO });
const eggs = makeItem({ id: 2, productId: 13, name: 'Free Range Eggs', price: 2.1, ...TESCO });
const bread = makeItem({ id: 3, productId: 12, name: 'Sourdough Loaf', price: 2.5, ...WAITROSE });

/** £7.50 of lines and £3.99 delivery: £11.49. */
function makeChangeable(window: ChangeWindow = OPEN, over: Partial<OrderDetail> = {}): OrderDetail {
  const order = makeOrder({ id: 12, items: [milk, eggs, bread], deliverySlot: SLOT, revision: 1, amendedAt: null, changeWindow: window });
  return makeDetail(order, { notes: 'Leave with the neighbour', ...over });
}

/** Friday's slots from 16:00, two hours apart, all open. */
const SLOTS: DeliverySlots = {
  option: 'standard',
  postcode: 'EH1 3DX',
  covered: true,
  district: { district: 'EH1', name: 'Old Town' },
  message: null,
  cutoffHours: 12,
  days: [
    {
      date: '2026-11-27',
      label: 'Fri 27 Nov',
      slots: [16, 18, 20].map((h) => ({
        id: `2026-11-27T${h}:00`,
        start: `2026-11-27T${h}:00:00.000Z`,
        end: `2026-11-27T${h + 2}:00:00.000Z`,
        label: `${h}:00–${h + 2}:00`,
        remaining: 10,
        status: 'available' as const,
        available: true,
      })),
    },
  ],
};

const STORES = [makeStore({ id: 1, name: 'Tesco', logoColor: '#00539F' }), makeStore({ id: 5, name: 'Waitrose', logoColor: '#4A6B1F' })];
const oatMilk = makeProduct({ id: 40, name: 'Oat Milk', price: 1.2, storeId: 1 });
const butter = makeProduct({ id: 41, name: 'Salted Butter', price: 2, discount: 10, storeId: 5 });

function setUp(order: OrderDetail = makeChangeable(), extra: ApiHandlers = {}) {
  const calls = stubApi({
    'GET /api/orders/12': () => ({ json: order }),
    'GET /api/delivery-slots': () => ({ json: SLOTS }),
    'GET /api/products/search': () => ({ json: [oatMilk, butter] }),
    ...extra,
  });
  const view = renderApp(<ChangeOrderPage />, { route: '/orders/12/change', path: '/orders/:id/change', user: ADA, stores: STORES });
  return { ...view, calls, user: userEvent.setup() };
}

const patches = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PATCH');
const group = (name: string) => screen.getByRole('region', { name });
const amount = (term: string) => within(screen.getByTestId('change-summary')).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const confirmButton = () => screen.getByRole('button', { name: 'Confirm changes' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/orders/:id/change', () => {
  it('shows the time left, the lines by chain with their controls, and the total; nothing to confirm yet', async () => {
    setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change order ES-000012' })).toBeInTheDocument();
    expect(screen.getByTestId('change-until')).toHaveTextContent('You can change this order until 22:00 tonight');
    expect(screen.getAllByTestId('change-store-group').map((g) => g.getAttribute('aria-label'))).toEqual(['Tesco', 'Waitrose']);
    const tesco = group('Tesco');
    expect(within(tesco).getByRole('group', { name: 'Quantity of Semi Skimmed Milk' })).toHaveTextContent('2');
    expect(within(tesco).getByRole('button', { name: 'Remove Semi Skimmed Milk from order' })).toBeInTheDocument();
    expect(within(tesco).getByRole('combobox', { name: 'If unavailable: Semi Skimmed Milk' })).toHaveValue('best_match');
    expect(within(tesco).getByRole('checkbox', { name: 'Remember my choice for Semi Skimmed Milk' })).not.toBeChecked();
    expect(await screen.findByRole('radio', { name: /^18:00–20:00/ })).toBeChecked();
    expect(screen.getByLabelText(/Delivery notes/)).toHaveValue('Leave with the neighbour');
    expect(amount('New total')).toBe('£11.49');
    expect(amount('Was')).toBe('£11.49');
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByText('Nothing has changed yet.')).toBeInTheDocument();
  });

  it('a smaller quantity keeps the ordered price; a larger one is charged at today’s price', async () => {
    const { user, calls } = setUp(makeChangeable(), { 'GET /api/products/11': () => ({ json: makeProduct({ id: 11, name: 'Semi Skimmed Milk', price: 1.6, storeId: 1 }) }) });
    await user.click(await screen.findByRole('button', { name: 'Decrease quantity of Semi Skimmed Milk' }));
    expect(within(group('Tesco')).getByRole('group', { name: 'Quantity of Semi Skimmed Milk' })).toHaveTextContent('1');
    expect(amount('New total')).toBe('£10.04');
    expect(amount('Was')).toBe('£11.49');
    expect(confirmButton()).toBeEnabled();
    expect(calls.some((c) => c.path === '/api/products/11')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Semi Skimmed Milk' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Semi Skimmed Milk' }));
    // Three at today's £1.60 (the whole line, as the server charges it): £4.80 + £2.10 + £2.50 + £3.99.
    await waitFor(() => expect(amount('New total')).toBe('£13.39'));
    expect(within(group('Tesco')).getByText("£1.60 each, today's price")).toBeInTheDocument();
  });

  it('Remove takes the line out, and Confirm changes sends the whole new list with an Idempotency-Key, then says so on /orders', async () => {
    const updated = makeChangeable(OPEN, { revision: 2, amendedAt: '2026-11-26T12:00:00.000Z' });
    const { user, calls } = setUp(makeChangeable(), { 'PATCH /api/orders/12': () => ({ json: updated }) });
    await user.click(await screen.findByRole('button', { name: 'Remove Semi Skimmed Milk from order' }));
    expect(within(group('Tesco')).queryByText('Semi Skimmed Milk')).not.toBeInTheDocument();
    expect(amount('New total')).toBe('£8.59');

    await user.click(confirmButton());
    await waitFor(() => expect(screen.getByText('Another page')).toBeInTheDocument());
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/orders$/);
    expect(await screen.findByText('Your order has been changed')).toBeInTheDocument();
    const [patch, ...more] = patches(calls);
    expect(more).toEqual([]);
    expect(patch!.url).toBe('/api/orders/12');
    expect(patch!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(patch!.body).toEqual({
      items: [
        { productId: 13, quantity: 1, price: 2.1, substitution: { kind: 'best_match' } },
        { productId: 12, quantity: 1, price: 2.5, substitution: { kind: 'best_match' } },
      ],
    });
  });

  it('sends only what changed: a new slot and new notes', async () => {
    const { user, calls } = setUp(makeChangeable(), { 'PATCH /api/orders/12': () => ({ json: makeChangeable() }) });
    await user.click(await screen.findByRole('radio', { name: /^20:00–22:00/ }));
    await user.clear(screen.getByLabelText(/Delivery notes/));
    await user.type(screen.getByLabelText(/Delivery notes/), 'Ring twice');
    await user.click(confirmButton());
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({ deliverySlot: '2026-11-27T20:00', notes: 'Ring twice' });
  });

  it('"Remember my choice" sends the line’s new choice with rememberSubstitution', async () => {
    const { user, calls } = setUp(makeChangeable(), { 'PATCH /api/orders/12': () => ({ json: makeChangeable() }) });
    const waitrose = await screen.findByRole('region', { name: 'Waitrose' });
    await user.selectOptions(within(waitrose).getByRole('combobox', { name: 'If unavailable: Sourdough Loaf' }), "Don't substitute");
    await user.click(within(waitrose).getByRole('checkbox', { name: 'Remember my choice for Sourdough Loaf' }));
    expect(amount('New total')).toBe('£11.49');
    await user.click(confirmButton());
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    const items = (patches(calls)[0]!.body as { items: unknown[] }).items;
    expect(items).toHaveLength(3);
    expect(items[2]).toEqual({ productId: 12, quantity: 1, price: 2.5, substitution: { kind: 'none' }, rememberSubstitution: true });
  });

  it('Add products searches the catalogue and adds a result to this order, with its chain, at today’s price', async () => {
    const { user, calls } = setUp(makeChangeable(), { 'PATCH /api/orders/12': () => ({ json: makeChangeable() }) });
    await user.type(await screen.findByRole('searchbox', { name: 'Search products to add' }), 'milk{Enter}');
    const results = await screen.findByRole('list', { name: 'Products to add' });
    expect(calls.find((c) => c.path === '/api/products/search')!.url).toBe('/api/products/search?q=milk&limit=8');
    const butterRow = within(results).getAllByTestId('add-result')[1]!;
    expect(butterRow).toHaveTextContent('Salted Butter');
    expect(butterRow).toHaveTextContent('Waitrose');
    expect(butterRow).toHaveTextContent('£1.80');
    await user.click(within(results).getByRole('button', { name: 'Add Salted Butter to order' }));
    expect(screen.getByText('Added Salted Butter to your order')).toBeInTheDocument();
    expect(within(group('Waitrose')).getByRole('group', { name: 'Quantity of Salted Butter' })).toHaveTextContent('1');
    // £7.50 + £1.80 + £3.99
    expect(amount('New total')).toBe('£13.29');
    expect(calls.some((c) => c.path === '/api/cart/items')).toBe(false);
    await user.click(confirmButton());
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect((patches(calls)[0]!.body as { items: unknown[] }).items.at(-1)).toEqual({ productId: 41, quantity: 1, price: 1.8, lineTotal: 1.8, substitution: { kind: 'best_match' } });
  });

  it('a chain already picking: its lines read-only with its message, nothing to add from it; the others still change', async () => {
    const { user } = setUp(makeChangeable(TESCO_LOCKED));
    const tesco = await screen.findByRole('region', { name: 'Tesco' });
    expect(within(tesco).getByText('Tesco is already picking your order')).toBeInTheDocument();
    expect(within(tesco).getAllByTestId('locked-line').map((l) => l.textContent)).toEqual([
      expect.stringContaining('2 × Semi Skimmed Milk'),
      expect.stringContaining('1 × Free Range Eggs'),
    ]);
    expect(within(tesco).queryAllByRole('button')).toEqual([]);
    expect(within(tesco).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(group('Waitrose')).getByRole('button', { name: 'Increase quantity of Sourdough Loaf' })).toBeEnabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search products to add' }), 'milk{Enter}');
    const results = await screen.findByRole('list', { name: 'Products to add' });
    expect(within(results).getByRole('button', { name: 'Add Oat Milk to order' })).toBeDisabled();
    expect(within(within(results).getAllByTestId('add-result')[0]!).getByText('Tesco is already picking your order')).toBeInTheDocument();
  });

  it('too late: the reason, and a way back to the orders', async () => {
    setUp(makeChangeable({ open: false, until: '2026-11-25T20:00:00.000Z', reason: 'Too late to change this order: changes closed at 20:00 yesterday', lockedStores: [] }));
    expect(await screen.findByRole('heading', { name: 'Too late to change this order' })).toBeInTheDocument();
    expect(screen.getByText('Changes closed at 20:00 yesterday.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('button', { name: 'Confirm changes' })).not.toBeInTheDocument();
  });

  it('an order whose cut-off passed since it was read is too late all the same', async () => {
    setUp(makeChangeable({ ...OPEN, until: '2026-11-26T11:00:00.000Z' }));
    expect(await screen.findByRole('heading', { name: 'Too late to change this order' })).toBeInTheDocument();
    expect(screen.getByText('Changes closed at 11:00 today.')).toBeInTheDocument();
  });

  describe('a refused change', () => {
    /** Removes the milk and confirms: the draft the refusals are about. */
    async function removeMilkAndConfirm(user: ReturnType<typeof userEvent.setup>) {
      await user.click(await screen.findByRole('button', { name: 'Remove Semi Skimmed Milk from order' }));
      await user.click(confirmButton());
    }

    it('409 store_locked: says why and brings the draft up to date, the locked chain as ordered, other changes kept', async () => {
      const body = { message: 'Tesco is already picking your order', code: 'store_locked', storeIds: [1], order: makeChangeable(TESCO_LOCKED) };
      const { user } = setUp(makeChangeable(), { 'PATCH /api/orders/12': () => ({ status: 409, json: body }) });
      const bread = await screen.findByRole('combobox', { name: 'If unavailable: Sourdough Loaf' });
      await user.selectOptions(bread, "Don't substitute");
      await removeMilkAndConfirm(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Tesco is already picking your order');
      const tesco = group('Tesco');
      expect(within(tesco).getAllByTestId('locked-line')[0]).toHaveTextContent('2 × Semi Skimmed Milk');
      expect(within(group('Waitrose')).getByRole('combobox', { name: 'If unavailable: Sourdough Loaf' })).toHaveValue('none');
      expect(confirmButton()).toBeEnabled();
    });

    it('409 too_late: the order is shown as it now is, too late to change', async () => {
      const closed = { open: false, until: OPEN.until, reason: 'Too late to change this order: every store has started picking it', lockedStores: [] };
      const body = { message: 'Too late to change this order: every store has started picking it', code: 'too_late', order: makeChangeable(closed) };
      const { user } = setUp(makeChangeable(), { 'PATCH /api/orders/12': () => ({ status: 409, json: body }) });
      await removeMilkAndConfirm(user);
      expect(await screen.findByRole('heading', { name: 'Too late to change this order' })).toBeInTheDocument();
      expect(screen.getByText('Every store has started picking it.')).toBeInTheDocument();
    });

    it('409 price_changed: the lines take today’s prices, the total follows, and the shopper is told', async () => {
      const body = { message: 'Some prices have changed', code: 'price_changed', changes: [{ productId: 41, name: 'Salted Butter', expected: 1.8, current: 1.95 }] };
      const { user, calls } = setUp(makeChangeable(), { 'PATCH /api/orders/12': () => ({ status: 409, json: body }) });
      await user.type(await screen.findByRole('searchbox', { name: 'Search products to add' }), 'butter{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Add Salted Butter to order' }));
      expect(amount('New total')).toBe('£13.29');
      await user.click(confirmButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Salted Butter was £1.80, now £1.95');
      expect(amount('New total')).toBe('£13.44');
      expect(within(group('Waitrose')).getByText("£1.95 each, today's price")).toBeInTheDocument();
      // Confirming again is a new attempt at the new prices, under a new key.
      await user.click(confirmButton());
      await waitFor(() => expect(patches(calls)).toHaveLength(2));
      const [first, second] = patches(calls);
      expect((second!.body as { items: { price: number }[] }).items.at(-1)!.price).toBe(1.95);
      expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
    });

    it('402: the card declined the extra; the draft is kept to try again', async () => {
      const body = { message: 'Your card declined the extra £3.20', code: 'payment_declined' };
      const { user } = setUp(makeChangeable(), { 'PATCH /api/orders/12': () => ({ status: 402, json: body }) });
      await removeMilkAndConfirm(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Your card declined the extra £3.20');
      expect(within(group('Tesco')).queryByText('Semi Skimmed Milk')).not.toBeInTheDocument();
      expect(confirmButton()).toBeEnabled();
      expect(screen.getByText('Change order ES-000012')).toBeInTheDocument();
    });

    it('409 unavailable, 409 slot_unavailable and a 400 are said as the server says them', async () => {
      const answers = [
        { status: 409, json: { message: 'Some items are unavailable', code: 'unavailable', lines: [{ productId: 13, name: 'Free Range Eggs' }] } },
        { status: 409, json: { message: 'That slot is now full: please choose another', code: 'slot_unavailable', slot: '2026-11-27T18:00' } },
        { status: 400, json: { message: 'notes is too long' } },
      ];
      let n = 0;
      const { user } = setUp(makeChangeable(), { 'PATCH /api/orders/12': () => answers[n++]! });
      await removeMilkAndConfirm(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Not available now: Free Range Eggs. Remove them or lower their quantity, then confirm again.');
      await user.click(confirmButton());
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That slot is now full: please choose another'));
      await user.click(confirmButton());
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('notes is too long'));
    });
  });
});
