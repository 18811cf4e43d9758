import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SafeUser } from '@/contracts/auth';
import type { PaymentMethod } from '@/contracts/payment-methods';
import { publicReadKey } from '@/contracts/public-reads';
import { formatPence } from '@/domain/money';
import { USER_QUERY_KEY } from '@/web/features/auth/use-user';
import { CART_QUERY_KEY } from '@/web/features/cart/api';
import { checkoutTotals } from '@/web/features/checkout/build-order';
import { CheckoutPage, loadPaymentStep } from '@/web/features/checkout/checkout-page';
import { SLOTS } from '@/web/features/checkout/checkout-test-utils';
import { ProfilePage } from '@/web/features/account/profile-page';
import { fulfilmentListKey } from '@/web/features/fulfilment/api';
import { FulfilmentPage } from '@/web/features/fulfilment/fulfilment-page';
import { ORDERS_LIST_KEY, orderQueryKey } from '@/web/features/orders/api';
import { OrdersPage } from '@/web/features/orders/orders-page';
import { paymentMethodsKey } from '@/web/features/payment-methods/api';
import { CHECKOUT_DETAILS_KEY } from '@/web/lib/storage-keys';
import { ADA, json, makeCart, makeDetail, makeFulfilmentOrder, makeOrder, makeProduct, OPERATOR, ordersPage, STAFF, stubApi } from '@/web/testing';
import { renderHydrated } from '@/web/testing/hydration';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';

/*
 * The signed-in pages the server renders for each request (decision 014): the browser hydrates them from the
 * visitor's own data, as the server put it in the page's data block (app/page-prefetch.ts), with no mismatch,
 * whatever the tab has kept (a checkout's details the shopper was typing).
 */

const BASKET = makeCart([
  { id: 1, product: makeProduct({ id: 5, name: 'Bananas', storeId: 1 }), quantity: 2 },
  { id: 2, product: makeProduct({ id: 9, name: 'Oat milk', storeId: 2 }), quantity: 1 },
  { id: 3, product: makeProduct({ id: 12, name: 'Sourdough', storeId: 3 }), quantity: 1 },
]);

/** What the server puts in every signed-in page's cache, and the page's own reads. */
function seedFor(user: SafeUser, more: (client: QueryClient) => void = () => {}) {
  return (client: QueryClient) => {
    client.setQueryData(USER_QUERY_KEY, user);
    client.setQueryData(CART_QUERY_KEY, BASKET);
    client.setQueryData(publicReadKey({ kind: 'operator' }), OPERATOR);
    more(client);
  };
}

/** The page as the router mounts it: the shell's layout, the protected route, the screen. */
function app(path: string, Screen: () => React.ReactNode) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<ProtectedRoute />}>
          <Route path={path} element={<Screen />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** Ada's saved card, the default: the payment step the server renders has it chosen, and no card fields. */
const SAVED_CARD: PaymentMethod = { id: 'pm_test_ada', brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2031, isDefault: true, expired: false };

/** Details this tab kept from the details step: valid, with express delivery (so not the fee the server would guess). */
const KEPT_EXPRESS = JSON.stringify({
  userId: ADA.id,
  values: {
    email: ADA.email,
    phone: ADA.phoneNumber,
    firstName: ADA.firstName,
    lastName: ADA.lastName,
    address1: ADA.addressLine1,
    address2: '',
    city: ADA.city,
    county: '',
    postcode: ADA.postcode,
    sameAsBilling: true,
    deliveryOption: 'express',
    deliverySlot: '2026-11-26T10:00',
    notes: '',
    acceptTerms: true,
    marketingConsent: false,
  },
});

// A payment step the server rendered: its chunk is loaded before hydration (app/router.tsx preloadScreen).
beforeAll(async () => {
  await loadPaymentStep();
});

beforeEach(() => {
  // Whatever the browser asks for after hydration answers as the server did.
  stubApi({
    'GET /api/payment-methods': () => json([SAVED_CARD]),
    'GET /api/user': () => json(ADA),
    'GET /api/cart': () => json(BASKET),
    'GET /api/config/operator': () => json(OPERATOR),
    'GET /api/delivery-slots': () => json(SLOTS.standard),
    'GET /api/orders': () => json(ordersPage([])),
  });
});

describe('signed-in pages rendered by the server hydrate without a mismatch', () => {
  it('/checkout: the details step from the profile, the basket in the summary', async () => {
    const { errors, html } = await renderHydrated(app('/checkout', CheckoutPage), { route: '/checkout', seed: seedFor(ADA) });
    expect(errors).toEqual([]);
    expect(html).toContain('Your Details');
    expect(html).toContain('Sourdough');
    // The profile's details are in the markup, so the first paint shows them (not only once the script runs).
    expect(html).toMatch(new RegExp(`<input[^>]*id="checkout-email"[^>]*value="${ADA.email}"|<input[^>]*value="${ADA.email}"[^>]*id="checkout-email"`));
  });

  it('/checkout: what this tab kept is put in after hydration, not during it', async () => {
    const kept = JSON.stringify({ userId: ADA.id, values: { email: 'kept@example.com', postcode: 'EH1 1AA', firstName: 'Augusta' } });
    const { errors } = await renderHydrated(app('/checkout', CheckoutPage), { route: '/checkout', seed: seedFor(ADA), sessionStorage: { [CHECKOUT_DETAILS_KEY]: kept } });
    expect(errors).toEqual([]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^email/i })).toHaveValue('kept@example.com'));
    expect(screen.getByRole('textbox', { name: /^first name/i })).toHaveValue('Augusta');
  });

  it('/checkout?step=payment: the basket, the saved cards and the card form as the server knew them; the fee the tab chose after hydration', async () => {
    const seed = seedFor(ADA, (client) => client.setQueryData(paymentMethodsKey(ADA.id), [SAVED_CARD]));
    const { errors, html, container } = await renderHydrated(app('/checkout', CheckoutPage), { route: '/checkout?step=payment', seed, sessionStorage: { [CHECKOUT_DETAILS_KEY]: KEPT_EXPRESS } });
    expect(errors).toEqual([]);
    // The server's page: the payment step itself, its saved card chosen, the basket in the summary...
    expect(html).toContain('Test mode: no money moves');
    expect(html).toContain('Visa ending 4242');
    expect(html).toContain('Sourdough');
    expect(html).not.toContain('Your Details');
    // ...and where the delivery option the tab chose matters (the fee, the totals), placeholders: never a guess.
    const express = checkoutTotals(BASKET.items, 'express');
    expect(html).toContain('data-pending-figure');
    expect(html).not.toContain(formatPence(express.totalPence));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    // Right after hydration the tab's details are in: the express total, and the order can be placed.
    const place = await screen.findByRole('button', { name: `Place Order · ${formatPence(express.totalPence)}` });
    expect(place).toBeEnabled();
    expect(container.querySelector('[data-pending-figure]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  });

  it('/checkout?step=payment in a tab that kept no details: back to the details step after hydration, as before', async () => {
    const seed = seedFor(ADA, (client) => client.setQueryData(paymentMethodsKey(ADA.id), [SAVED_CARD]));
    const { errors, html } = await renderHydrated(app('/checkout', CheckoutPage), { route: '/checkout?step=payment', seed });
    expect(errors).toEqual([]);
    expect(html).toContain('Test mode: no money moves');
    await screen.findByRole('heading', { name: 'Your Details' });
    expect(screen.queryByText('Test mode: no money moves')).not.toBeInTheDocument();
  });

  it('/orders: empty, with orders, and with the success banner', async () => {
    const order = makeOrder({ id: 41, orderNumber: 'ES-000041' });
    for (const [route, orders] of [
      ['/orders', []],
      ['/orders', [order]],
      ['/orders?success=true&order=41', [order]],
    ] as const) {
      const seed = seedFor(ADA, (client) => {
        client.setQueryData(ORDERS_LIST_KEY, { pages: [ordersPage([...orders])], pageParams: [1] });
        if (route.includes('success')) client.setQueryData(orderQueryKey(41), makeDetail(order));
      });
      const { errors, html } = await renderHydrated(app('/orders', OrdersPage), { route, seed });
      expect(errors, route).toEqual([]);
      expect(html).toContain(orders.length === 0 ? 'No orders yet' : 'ES-000041');
      expect(html).not.toContain('Loading your orders');
      expect(html.includes('Thank you! Your order'), route).toBe(route.includes('success'));
    }
  });

  it('/profile', async () => {
    const { errors, html } = await renderHydrated(app('/profile', ProfilePage), { route: '/profile', seed: seedFor(ADA) });
    expect(errors).toEqual([]);
    expect(html).toContain(ADA.email);
  });

  it('/fulfilment, for staff', async () => {
    const seed = seedFor(STAFF, (client) => client.setQueryData(fulfilmentListKey('open'), [makeFulfilmentOrder({ id: 41, orderNumber: 'ES-000041' })]));
    stubApi({ 'GET /api/user': () => json(STAFF), 'GET /api/cart': () => json(BASKET), 'GET /api/fulfilment/orders': () => json([makeFulfilmentOrder({ id: 41, orderNumber: 'ES-000041' })]) });
    const { errors, html } = await renderHydrated(app('/fulfilment', FulfilmentPage), { route: '/fulfilment', seed });
    expect(errors).toEqual([]);
    expect(html).toContain('ES-000041');
  });
});
