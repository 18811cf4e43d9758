import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderItem, OrderSummary } from '@/contracts/orders';
import { ADA, makeItem, makeOrder, renderApp, TESCO, WAITROSE } from '@/web/testing';
import { OrderCard } from './order-card';

/** The order card states the money as the server's one rule gives it (src/domain/order-money.ts). */

const milk = makeItem({ id: 1, name: 'Semi Skimmed Milk', price: 1.5, quantity: 2, ...TESCO });
const bread = makeItem({ id: 2, name: 'Sourdough Loaf', price: 3.99, ...TESCO });
const eggs = makeItem({ id: 3, name: 'Free Range Eggs', price: 0.89, ...WAITROSE });

/** The reported order: milk swapped for one dearer pint, eggs unavailable: £11.87 ordered, £10.98 final, £0.89 back. */
function picked(over: Partial<OrderSummary> = {}): OrderSummary {
  const items: OrderItem[] = [
    { ...milk, outcome: 'substituted', substitute: { name: 'Whole Milk 2 Pints', storeId: 1, storeName: 'Tesco', quantity: 1, price: 3 }, finalTotal: 3 },
    { ...bread, outcome: 'picked', substitute: null, finalTotal: 3.99 },
    { ...eggs, outcome: 'unavailable', substitute: null, finalTotal: 0 },
  ];
  return makeOrder({ id: 7, items, status: 'Delivered', finalTotal: 10.98, refunded: 0.89, moneyState: 'delivered', ...over });
}

function renderCard(order: OrderSummary) {
  renderApp(<OrderCard order={order} onOpen={vi.fn()} />, { user: ADA });
  return screen.getByRole('article', { name: `Order #${order.orderNumber}` });
}

/** The value after a term of the money list. */
const amountOf = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderCard', () => {
  it('a delivered order with a swap and an unavailable line: the final total, the refund, the lines as delivered', () => {
    const card = renderCard(picked());
    expect(picked().total).toBe(11.87);
    expect(amountOf(card, 'Final total')).toBe('£10.98');
    expect(amountOf(card, 'Refunded')).toBe('£0.89');
    expect(amountOf(card, 'Ordered')).toBe('was £11.87');
    expect(within(card).queryByText('Total', { selector: 'dt' })).not.toBeInTheDocument();

    const lines = within(card).getAllByRole('listitem');
    expect(lines.map((l) => l.dataset.outcome)).toEqual(['substituted', 'picked', 'unavailable']);
    expect(lines[0]).toHaveTextContent('2 × Semi Skimmed Milk');
    expect(within(lines[0]!).getByText('Swapped for 1 × Whole Milk 2 Pints')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('£3.00')).toBeInTheDocument();
    expect(lines[1]).toHaveTextContent('£3.99');
    expect(within(lines[1]!).queryByText(/Swapped|Unavailable/)).not.toBeInTheDocument();
    expect(within(lines[2]!).getByText('1 × Free Range Eggs')).toHaveClass('line-through');
    expect(within(lines[2]!).getByText('Unavailable: not charged')).toBeInTheDocument();
    expect(lines[2]).toHaveTextContent('was £0.89 now £0.00');
  });

  it('a swap from another store names that store', () => {
    const order = picked();
    order.items[0] = { ...order.items[0]!, substitute: { name: 'Whole Milk', storeId: 5, storeName: 'Waitrose', quantity: 1, price: 3 } };
    expect(within(renderCard(order)).getByText('Swapped for 1 × Whole Milk from Waitrose')).toBeInTheDocument();
  });

  it('while picking changed it but it is not delivered yet: the total so far and what is to be refunded', () => {
    const card = renderCard(picked({ status: 'Out for Delivery', badge: 'In Progress', moneyState: 'amended' }));
    expect(amountOf(card, 'Total')).toBe('£10.98');
    expect(amountOf(card, 'To be refunded')).toBe('£0.89');
    expect(within(card).queryByText('Refunded')).not.toBeInTheDocument();
  });

  it('a dearer swap: the higher total, no refund', () => {
    const order = picked({ finalTotal: 12.37, refunded: 0, moneyState: 'delivered' });
    const card = renderCard(order);
    expect(amountOf(card, 'Final total')).toBe('£12.37');
    expect(within(card).queryByText(/refunded/i)).not.toBeInTheDocument();
  });

  it('a cancelled order: Cancelled, nothing to pay, no delivery fee or slot', () => {
    const order = makeOrder({ id: 8, items: [milk, bread], status: 'Cancelled', finalTotal: 0, refunded: 10.98, moneyState: 'cancelled' });
    const card = renderCard(order);
    expect(within(card).getAllByText('Cancelled')[0]).toBeInTheDocument();
    expect(amountOf(card, 'Total')).toBe('£0.00');
    expect(amountOf(card, 'Ordered')).toBe('was £10.98');
    expect(within(card).getByText('Cancelled: nothing to pay. Your payment was released.')).toBeInTheDocument();
    expect(within(card).queryByText('Delivery fee')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Estimated delivery|Delivery slot/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/refunded/i)).not.toBeInTheDocument();
  });

  it('a cancelled order from an answer without the new fields still shows nothing to pay', () => {
    const card = renderCard(makeOrder({ id: 9, items: [milk], status: 'Cancelled' }));
    expect(amountOf(card, 'Total')).toBe('£0.00');
  });

  it('a placed order, and one delivered with nothing changed: the total as ordered, nothing more', () => {
    for (const [id, status, moneyState] of [
      [10, 'Order Confirmed', 'placed'],
      [11, 'Delivered', 'delivered'],
    ] as const) {
      const order = makeOrder({ id, items: [milk, bread], status, moneyState, refunded: 0 });
      const card = renderCard({ ...order, finalTotal: order.total });
      expect(amountOf(card, 'Total')).toBe('£10.98');
      expect(amountOf(card, 'Delivery fee')).toBe('£3.99');
      expect(within(card).queryByText(/Ordered|refunded|Final total/i)).not.toBeInTheDocument();
    }
  });

  it('Change order, to the change screen, only while the order can be changed', () => {
    const openWindow = { open: true, until: '2026-11-26T22:00:00.000Z', reason: null, lockedStores: [] };
    const open = renderCard(makeOrder({ id: 14, items: [milk], changeWindow: openWindow }));
    expect(within(open).getByRole('link', { name: 'Change order ES-000014' })).toHaveAttribute('href', '/orders/14/change');
    for (const [id, changeWindow] of [
      [15, { ...openWindow, open: false, reason: 'Too late to change this order: changes closed at 22:00 yesterday' }],
      [16, undefined],
    ] as const) {
      const card = renderCard(makeOrder({ id, items: [milk], changeWindow }));
      expect(within(card).queryByRole('link', { name: /Change order/ })).not.toBeInTheDocument();
    }
  });
});
