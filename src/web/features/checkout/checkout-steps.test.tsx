import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentPath, makeDetail, makeOrder, stubApi } from '@/web/testing';
import { CHECKOUT_DETAILS_KEY } from '@/web/lib/storage-keys';
import { setSessionUser } from '@/web/features/auth';
import { createQueryClient } from '@/web/lib/query-client';
import { fillCard, GOOD_CARD, orderCalls, pickSlot, PROFILE, renderCheckout, tokenHandler } from './checkout-test-utils';

/**
 * The checkout's step lives in the URL (/checkout, /checkout?step=payment), so the browser's Back from payment
 * returns to the details; the details step is kept in session storage (never the card), so a reload keeps it.
 */

const county = () => screen.getByLabelText(/^County/);
const notes = () => screen.getByLabelText(/Delivery notes/);
const terms = () => screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
const slot = () => screen.getByRole('radio', { name: /^10:00–12:00/ });

/** Changes what the profile does not give: the county, a slot, the terms and notes; then on to payment. */
async function detailsThenPayment(user: UserEvent) {
  await user.clear(county());
  await user.type(county(), 'Lothian');
  await pickSlot(user);
  await user.click(terms());
  await user.type(notes(), 'Ring twice');
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('heading', { name: 'Payment' }, { timeout: 5_000 });
}

function expectDetailsAsLeft() {
  expect(county()).toHaveValue('Lothian');
  expect(slot()).toBeChecked();
  expect(terms()).toBeChecked();
  expect(notes()).toHaveValue('Ring twice');
}

const stored = () => sessionStorage.getItem(CHECKOUT_DETAILS_KEY);

describe('checkout: the step in the URL', () => {
  it('Continue to Payment goes to /checkout?step=payment, and the browser`s Back returns to the details as they were', async () => {
    const user = userEvent.setup();
    const { router } = renderCheckout();
    expect(currentPath()).toBe('/checkout');
    await detailsThenPayment(user);
    expect(currentPath()).toBe('/checkout?step=payment');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Your Details' })).toBeInTheDocument();
    expect(currentPath()).toBe('/checkout');
    expectDetailsAsLeft();

    // Forward leads to the payment step again.
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });

  it('Back to Details is the browser`s Back when the details came before, so no extra history entry is left', async () => {
    const user = userEvent.setup();
    const { router } = renderCheckout();
    await detailsThenPayment(user);
    await user.click(screen.getByRole('button', { name: 'Back to Details' }));
    expect(await screen.findByRole('heading', { name: 'Your Details' })).toHaveFocus();
    expect(currentPath()).toBe('/checkout');
    expect(router.state.historyAction).toBe('POP');
    expectDetailsAsLeft();
  });

  it('the payment step entered by URL without valid details returns to the details', async () => {
    renderCheckout({ route: '/checkout?step=payment' });
    // The profile's details lack a slot and the terms: not enough to pay with.
    expect(await screen.findByRole('heading', { name: 'Your Details' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/checkout'));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('checkout: the details survive a reload', () => {
  it('a reload on the payment step stays there, and the details behind it are as they were left', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await detailsThenPayment(user);
    await fillCard(user);

    // A reload: the page starts again from the URL and this tab's storage.
    cleanup();
    const again = userEvent.setup();
    renderCheckout({ route: '/checkout?step=payment' });
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    // The card is typed again: it was never kept.
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('CVC')).toHaveValue('');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('');
    await again.click(screen.getByRole('button', { name: 'Back to Details' }));
    expect(await screen.findByRole('heading', { name: 'Your Details' })).toBeInTheDocument();
    expect(currentPath()).toBe('/checkout');
    expectDetailsAsLeft();
  });

  it('keeps the details step`s own fields only: never the card number, expiry or CVC', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await detailsThenPayment(user);
    await fillCard(user);
    const raw = stored()!;
    const kept = JSON.parse(raw) as { userId: number; values: Record<string, unknown> };
    expect(kept.userId).toBe(PROFILE.id);
    expect(Object.keys(kept.values).sort()).toEqual(
      ['acceptTerms', 'address1', 'address2', 'city', 'county', 'deliveryOption', 'deliverySlot', 'email', 'firstName', 'lastName', 'marketingConsent', 'notes', 'phone', 'postcode', 'sameAsBilling'].sort(),
    );
    expect(kept.values).toMatchObject({ county: 'Lothian', deliverySlot: '2026-11-27T10:00', acceptTerms: true, notes: 'Ring twice' });
    for (const secret of [GOOD_CARD.cardNumber, '4242 4242 4242 4242', `${GOOD_CARD.expiry.slice(0, 2)}/${GOOD_CARD.expiry.slice(2)}`, 'cvc', 'card']) expect(raw.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('another shopper in the same tab starts from their own profile', async () => {
    sessionStorage.setItem(CHECKOUT_DETAILS_KEY, JSON.stringify({ userId: PROFILE.id + 1, values: { county: 'Fife', notes: 'Not yours' } }));
    renderCheckout();
    expect(county()).toHaveValue('Midlothian');
    expect(notes()).toHaveValue('');
  });

  it('forgets them once the order is placed', async () => {
    const calls = stubApi({ ...tokenHandler(), 'POST /api/orders': () => ({ status: 201, json: makeDetail(makeOrder({ id: 42 })) }), 'GET /api/cart': () => new Promise(() => {}) });
    const user = userEvent.setup();
    renderCheckout();
    await detailsThenPayment(user);
    expect(stored()).not.toBeNull();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await waitFor(() => expect(currentPath()).toBe('/orders?success=true&order=42'));
    expect(orderCalls(calls)).toHaveLength(1);
    expect(stored()).toBeNull();
  });

  it('forgets them on sign-out', () => {
    sessionStorage.setItem(CHECKOUT_DETAILS_KEY, JSON.stringify({ userId: PROFILE.id, values: { county: 'Lothian' } }));
    setSessionUser(createQueryClient(), null);
    expect(stored()).toBeNull();
  });
});

describe('checkout: county is optional', () => {
  it('goes on to payment without a county and sends the order with none', async () => {
    const calls = stubApi({ ...tokenHandler(), 'POST /api/orders': () => ({ status: 201, json: makeDetail(makeOrder({ id: 42 })) }), 'GET /api/cart': () => new Promise(() => {}) });
    const user = userEvent.setup();
    renderCheckout();
    expect(county()).toHaveAccessibleName(/^County\s*\(optional\)$/);
    await user.clear(county());
    await pickSlot(user);
    await user.click(terms());
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByText('County is required')).not.toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0]!.body).toMatchObject({ shippingDetails: { address: { county: null } } });
  });
});
