import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll } from 'vitest';
import type { Cart } from '@/contracts/cart';
import type { DeliveryDay, DeliverySlots } from '@/contracts/delivery-slots';
import type { DeliveryOption } from '@/domain/cart';
import type { SessionUser } from '@/web/features/auth';
import { ADA, type ApiCall, makeCart, makeProduct, makeStore, renderApp } from '@/web/testing';
import { CheckoutPage, loadPaymentStep } from './checkout-page';
import { deliverySlotsUrl } from './slot-picker';

// The payment step's chunk, loaded before any test as a page the server rendered has it (the browser's own
// step change waits for it in a transition): a loaded machine's first import of it would outlast a query's wait.
beforeAll(async () => {
  await loadPaymentStep();
});

/** Test-only helpers for the checkout's component tests. */
export const STORES = [makeStore({ id: 1, name: 'Tesco', logoColor: '#00539F' }), makeStore({ id: 5, name: 'Waitrose', logoColor: '#4A6B1F' })];
export const MILK = makeProduct({ id: 11, name: 'Semi Skimmed Milk', price: 1.45, storeId: 1 });
export const CHEESE = makeProduct({ id: 12, name: 'Mature Cheddar Cheese With A Very Long Name Indeed', price: 4, discount: 25, storeId: 1 });
export const BREAD = makeProduct({ id: 13, name: 'Sourdough Loaf', price: 2.5, storeId: 5 });
/** Subtotal £2.90 + £3.00 + £2.50 = £8.40: £12.39 with standard delivery, £14.39 with express. */
export const CART = makeCart([
  { id: 1, product: MILK, quantity: 2 },
  { id: 2, product: CHEESE, quantity: 1 },
  { id: 3, product: BREAD, quantity: 1 },
]);
export const PROFILE: SessionUser = { ...ADA, county: 'Midlothian' };

export const orderCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.url === '/api/orders');
export const tokenCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.url === '/api/test-processor/tokens');

/** The test processor's answers to POST /api/test-processor/tokens: a new token each time (tok_…01, tok_…02, …). */
export function tokenHandler() {
  let n = 0;
  return {
    'POST /api/test-processor/tokens': () => {
      n += 1;
      return { status: 201, json: { token: tokenNumbered(n), brand: 'Visa', last4: '4242', expiresAt: '2026-11-26T10:15:00.000Z' } };
    },
  };
}
export const tokenNumbered = (n: number) => `tok_${String(n).padStart(48, '0')}`;

const LABELS = ['08:00–10:00', '10:00–12:00', '12:00–14:00', '14:00–16:00', '16:00–18:00', '18:00–20:00', '20:00–22:00'];

/** A day of slots as GET /api/delivery-slots answers it (winter: UK time is UTC); `full` lists the full ones by start hour. */
export function makeSlotDay(date: string, label: string, { full = [] as number[], remaining = 20 } = {}): DeliveryDay {
  return {
    date,
    label,
    slots: LABELS.map((l, i) => {
      const hour = 8 + i * 2;
      const isFull = full.includes(hour);
      return {
        id: `${date}T${String(hour).padStart(2, '0')}:00`,
        start: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
        end: `${date}T${String(hour + 2).padStart(2, '0')}:00:00.000Z`,
        label: l,
        remaining: isFull ? 0 : remaining,
        status: isFull ? ('full' as const) : ('available' as const),
        available: !isFull,
      };
    }),
  };
}

export function makeSlots(option: DeliveryOption, days: DeliveryDay[], over: Partial<DeliverySlots> = {}): DeliverySlots {
  return { option, postcode: 'EH1 3DX', covered: true, district: { district: 'EH1', name: 'Old Town' }, message: null, cutoffHours: 12, days, ...over };
}

/** Standard: Fri 27 Nov (08:00 full) and Sat 28 Nov; express: Thu 26 Nov. */
export const SLOTS: Record<DeliveryOption, DeliverySlots> = {
  standard: makeSlots('standard', [makeSlotDay('2026-11-27', 'Fri 27 Nov', { full: [8] }), makeSlotDay('2026-11-28', 'Sat 28 Nov')]),
  express: makeSlots('express', [makeSlotDay('2026-11-26', 'Thu 26 Nov')]),
};

/** The slots as cached for the profile's postcode and for none (while a postcode is being retyped). */
export function seedSlots(client: QueryClient, slots: Record<DeliveryOption, DeliverySlots> = SLOTS) {
  for (const option of ['standard', 'express'] as const) {
    for (const postcode of ['EH1 3DX', '']) client.setQueryData([deliverySlotsUrl(option, postcode)], slots[option]);
  }
}

export function renderCheckout({
  cart = CART,
  user = PROFILE,
  slots = SLOTS,
  route = '/checkout',
}: { cart?: Cart; user?: SessionUser | null; slots?: Record<DeliveryOption, DeliverySlots>; route?: string } = {}) {
  return renderApp(<CheckoutPage />, { route, path: '/checkout', user, cart, stores: STORES, seed: (client) => seedSlots(client, slots) });
}

/** The first open slot of the shown day (Fri 27 Nov 10:00–12:00 for standard). */
export async function pickSlot(user: UserEvent, name: RegExp = /^10:00–12:00/) {
  await user.click(screen.getByRole('radio', { name }));
}

/** From the prefilled details step to the payment step, with the first open slot picked. */
export async function goToPayment(user: UserEvent) {
  await pickSlot(user);
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  // The step change is a transition that renders the whole payment step at once: given longer than a query's
  // default second on a loaded machine.
  await screen.findByRole('heading', { name: 'Payment' }, { timeout: 5_000 });
}

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
export const GOOD_CARD = { cardholderName: 'Ada Lovelace', cardNumber: '4242424242424242', expiry: `12${nextYear}`, cvc: '123' };

export async function fillCard(user: UserEvent, card: Partial<typeof GOOD_CARD> = {}) {
  const c = { ...GOOD_CARD, ...card };
  if (c.cardholderName) await user.type(screen.getByLabelText('Cardholder name'), c.cardholderName);
  if (c.cardNumber) await user.type(screen.getByLabelText('Card number'), c.cardNumber);
  if (c.expiry) await user.type(screen.getByLabelText('Expiry (MM/YY)'), c.expiry);
  if (c.cvc) await user.type(screen.getByLabelText('CVC'), c.cvc);
}
