import type { OrderItem } from '@/contracts/orders';
import { formatPence } from '@/domain/money';
import { orderedItemPence } from '@/domain/order-money';

/** Shoppers are in the UK: en-GB wording ('24 Nov 2026') in UK time, whatever the device's zone. */
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  // An unparseable date would make Intl throw and take the screen down; show it as sent instead.
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

export const formatDate = (iso: string) => format(DATE, iso);
export const formatDateTime = (iso: string) => format(DATE_TIME, iso);

/** What the line cost as ordered: unit price times quantity, or its multi-buy's price for each complete group. */
export function lineTotal(item: Pick<OrderItem, 'price' | 'quantity' | 'multiBuy'>): string {
  return formatPence(orderedItemPence(item));
}

export interface OrderStore {
  storeId: number;
  storeName: string;
  storeColor: string;
}

/** The stores of an order's lines, each once, in the order their lines come. */
export function storesOf(items: OrderItem[]): OrderStore[] {
  const seen = new Map<number, OrderStore>();
  for (const { storeId, storeName, storeColor } of items) if (!seen.has(storeId)) seen.set(storeId, { storeId, storeName, storeColor });
  return [...seen.values()];
}

/** 'visa' -> 'Visa ending 4242'. */
export function paymentLabel(payment: { brand: string; last4: string }): string {
  const brand = payment.brand.charAt(0).toUpperCase() + payment.brand.slice(1);
  return `${brand} ending ${payment.last4}`;
}
