import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Cart } from '@/contracts/cart';
import type { SessionUser } from '@/web/features/auth';
import { ADA, type ApiCall, makeCart, makeProduct, makeStore, renderApp } from '@/web/testing';
import { CheckoutPage } from './checkout-page';

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

export function renderCheckout({ cart = CART, user = PROFILE }: { cart?: Cart; user?: SessionUser | null } = {}) {
  return renderApp(<CheckoutPage />, { route: '/checkout', path: '/checkout', user, cart, stores: STORES });
}

/** From the prefilled details step to the payment step. */
export async function goToPayment(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('heading', { name: 'Payment' });
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
