import type { OrderDetail, OrderItem, OrdersPage, OrderSummary } from '@/contracts/orders';
import { penceToPounds } from '@/domain/money';
import { orderBadge } from '@/domain/order-status';
import { storesOf } from '@/web/features/orders';

/** Order factories for the component tests (never imported by the app). */

let nextId = 1;
const pence = (pounds: number) => Math.round(pounds * 100);

export const TESCO = { storeId: 1, storeName: 'Tesco', storeColor: '#00539F' };
export const WAITROSE = { storeId: 5, storeName: 'Waitrose', storeColor: '#4A6B1F' };

export function makeItem(over: Partial<OrderItem> = {}): OrderItem {
  const id = over.id ?? nextId++;
  return { id, productId: 100 + id, name: `Product ${id}`, price: 1, quantity: 1, ...TESCO, image: `/img/products/${id}.svg`, substitution: { kind: 'best_match' }, ...over };
}

/** An order as the list answers it; the amounts follow from the lines unless given. */
export function makeOrder(over: Partial<OrderSummary> = {}): OrderSummary {
  const id = over.id ?? nextId++;
  const items = over.items ?? [makeItem()];
  const status = over.status ?? 'Order Confirmed';
  const subtotalPence = items.reduce((sum, i) => sum + pence(i.price) * i.quantity, 0);
  const deliveryFee = over.deliveryFee ?? 3.99;
  return {
    id,
    orderNumber: `ES-${String(id).padStart(6, '0')}`,
    date: '2026-11-21T10:30:00.000Z',
    status,
    badge: orderBadge(status),
    subtotal: penceToPounds(subtotalPence),
    deliveryFee,
    total: penceToPounds(subtotalPence + pence(deliveryFee)),
    itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
    items,
    deliveryOption: 'standard',
    estimatedDelivery: '2026-11-24T20:00:00.000Z',
    deliverySlot: null,
    ...over,
  };
}

/** GET /api/orders/:id for a listed order: its lines grouped by store. */
export function makeDetail(order: OrderSummary, over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...order,
    stores: storesOf(order.items).map((s) => {
      const items = order.items.filter((i) => i.storeId === s.storeId);
      return { ...s, items, subtotal: penceToPounds(items.reduce((sum, i) => sum + pence(i.price) * i.quantity, 0)) };
    }),
    shippingDetails: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '07700900123',
      address: { line1: '12 Princes Street', line2: null, city: 'Edinburgh', county: 'Midlothian', postcode: 'EH1 3DX' },
    },
    notes: null,
    payment: { brand: 'visa', last4: '4242' },
    history: [{ id: 1, status: 'Order Confirmed', description: 'Your order has been placed', timestamp: '2026-11-21T10:31:00.000Z', location: null }],
    ...over,
  };
}

export function ordersPage(orders: OrderSummary[], over: Partial<OrdersPage> = {}): OrdersPage {
  return { orders, page: 1, pageSize: 10, totalCount: orders.length, hasMore: false, ...over };
}
