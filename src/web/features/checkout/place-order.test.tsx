import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_QUERY_KEY, EMPTY_CART } from '@/web/features/cart';
import { makeCart, makeDetail, makeOrder, stubApi } from '@/web/testing';
import { BREAD, CART, CHEESE, fillCard, GOOD_CARD, goToPayment, MILK, orderCalls, renderCheckout, tokenCalls, tokenHandler, tokenNumbered } from './checkout-test-utils';

afterEach(() => vi.unstubAllGlobals());

const ORDER = makeDetail(makeOrder({ id: 42, orderNumber: 'ES-000042', total: 12.39 }));
const created = () => ({ status: 201, json: ORDER });
const placeButton = () => screen.getByRole('button', { name: /^Place Order|Processing/ });

async function placeWith(card: Partial<typeof GOOD_CARD> = {}) {
  const user = userEvent.setup();
  await goToPayment(user);
  await fillCard(user, card);
  await user.click(placeButton());
  return user;
}

describe('checkout: placing the order', () => {
  it('sends the card to the test processor only, then the lines, the details and its token to the shop; empties the basket and goes to the order', async () => {
    // The basket's refetch never answers here: the cache must be emptied at once, not by the refetch.
    const calls = stubApi({ ...tokenHandler(), 'POST /api/orders': created, 'GET /api/cart': () => new Promise(() => {}) });
    const { client } = renderCheckout();
    const ordersQuery = vi.fn(async () => ({ orders: [] }));
    client.setQueryDefaults(['/api/orders'], { queryFn: ordersQuery });
    await client.prefetchQuery({ queryKey: ['/api/orders'] });
    await placeWith();

    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your order #ES-000042 has been placed.')).toBeInTheDocument();
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/orders?success=true&order=42');
    expect(client.getQueryData(CART_QUERY_KEY)).toEqual(EMPTY_CART);
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/cart')).toHaveLength(1);
    expect(client.getQueryState(['/api/orders'])?.isInvalidated).toBe(true);

    // The card goes to the processor, and only there; the press's calls come in that order.
    expect(tokenCalls(calls).map((c) => c.body)).toEqual([{ number: '4242 4242 4242 4242', expiry: `${GOOD_CARD.expiry.slice(0, 2)}/${GOOD_CARD.expiry.slice(2)}`, cvc: '123', name: 'Ada Lovelace' }]);
    expect(calls.indexOf(tokenCalls(calls)[0]!)).toBeLessThan(calls.indexOf(orderCalls(calls)[0]!));
    const [post] = orderCalls(calls);
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(post!.body).toEqual({
      items: [
        { productId: MILK.id, quantity: 2, price: 1.45, lineTotal: 2.9, substitution: { kind: 'best_match' } },
        { productId: CHEESE.id, quantity: 1, price: 3, lineTotal: 3, substitution: { kind: 'best_match' } },
        { productId: BREAD.id, quantity: 1, price: 2.5, lineTotal: 2.5, substitution: { kind: 'best_match' } },
      ],
      shippingDetails: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '07700900123',
        address: { line1: '12 Princes Street', line2: null, city: 'Edinburgh', county: 'Midlothian', postcode: 'EH1 3DX' },
      },
      deliveryOption: 'standard',
      deliverySlot: '2026-11-27T10:00',
      notes: null,
      paymentToken: tokenNumbered(1),
      marketingConsent: false,
    });
    for (const secret of ['4242424242424242', '4242 4242 4242 4242', GOOD_CARD.expiry, `${GOOD_CARD.expiry.slice(0, 2)}/${GOOD_CARD.expiry.slice(2)}`, '"123"', 'cvc', 'expiry', 'cardNumber']) {
      expect(post!.rawBody).not.toContain(secret);
    }
  });

  it('reads "Processing..." and is disabled while the order is being placed', async () => {
    let answer: (value: { status: number; json: unknown }) => void = () => {};
    stubApi({ ...tokenHandler(), 'POST /api/orders': () => new Promise((resolve) => (answer = resolve)), 'GET /api/cart': () => ({ json: EMPTY_CART }) });
    renderCheckout();
    await placeWith();
    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back to Details' })).toBeDisabled();
    answer(created());
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
  });

  it('a decline shows the failure toast with the reason and keeps the basket; pressing again uses a new key', async () => {
    let declined = false;
    const calls = stubApi({
      ...tokenHandler(),
      'POST /api/orders': () => {
        if (declined) return created();
        declined = true;
        return { status: 402, json: { message: 'Your card was declined', code: 'payment_declined' } };
      },
      'GET /api/cart': () => ({ json: EMPTY_CART }),
    });
    const { client } = renderCheckout();
    const user = await placeWith({ cardNumber: '4000000000000002' });

    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(screen.getByText('There was a problem processing your order. Please try again. Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.Nothing was charged and your basket is kept.');
    expect(client.getQueryData(CART_QUERY_KEY)).toEqual(CART);
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/checkout\?step=payment$/);
    expect(tokenCalls(calls)[0]!.body).toMatchObject({ number: '4000 0000 0000 0002' });
    expect(orderCalls(calls)[0]!.body).toMatchObject({ paymentToken: tokenNumbered(1) });
    expect(placeButton()).toHaveAccessibleName('Place Order · £12.39');

    await user.click(placeButton());
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    const [first, second] = orderCalls(calls);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
    // A token pays once: the new press got a new one.
    expect(tokenCalls(calls)).toHaveLength(2);
    expect(second!.body).toMatchObject({ paymentToken: tokenNumbered(2) });
  });

  it('retries a network failure and a server error with the same body and Idempotency-Key', async () => {
    let attempt = 0;
    const calls = stubApi({
      ...tokenHandler(),
      'POST /api/orders': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return { status: 503, json: { message: 'Busy' } };
        return created();
      },
      'GET /api/cart': () => ({ json: EMPTY_CART }),
    });
    renderCheckout();
    await placeWith();
    expect(await screen.findByText('Order placed successfully!', {}, { timeout: 3000 })).toBeInTheDocument();
    const posts = orderCalls(calls);
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((p) => p.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(new Set(posts.map((p) => p.rawBody)).size).toBe(1);
    // One press, one token: the retries pay with the token the first try sent.
    expect(tokenCalls(calls)).toHaveLength(1);
  });

  it('when the key stays in flight (a server restarted mid-order), says to check Your Orders at once rather than asking again', async () => {
    const calls = stubApi({ ...tokenHandler(), 'POST /api/orders': () => ({ status: 409, json: { message: 'A request with this Idempotency-Key is still being processed. Retry shortly.' } }) });
    renderCheckout();
    await placeWith();
    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(screen.getByText('There was a problem processing your order. Please try again. We are still confirming your order. Check Your Orders in a minute before trying again.')).toBeInTheDocument();
    expect(screen.queryByText(/Idempotency-Key/)).not.toBeInTheDocument();
    expect(orderCalls(calls)).toHaveLength(1);
  });

  it('sends a press the server refused as bad (400) once, and shows the reason', async () => {
    const field = 'shippingDetails.name';
    const calls = stubApi({ ...tokenHandler(), 'POST /api/orders': () => ({ status: 400, json: { message: `${field}: must be valid text`, fields: { [field]: 'must be valid text' } } }) });
    renderCheckout();
    await placeWith();
    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(screen.getByText(`There was a problem processing your order. Please try again. ${field}: must be valid text.`)).toBeInTheDocument();
    // The toast comes once the press is over: a retry would have been sent by now.
    expect(orderCalls(calls)).toHaveLength(1);
  });

  it('gives up after two retries of a server error and says checkout failed, without the server’s internals', async () => {
    const calls = stubApi({ ...tokenHandler(), 'POST /api/orders': () => ({ status: 503, json: { message: 'db pool exhausted' } }) });
    renderCheckout();
    await placeWith();
    expect(await screen.findByText('Checkout failed', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('There was a problem processing your order. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/db pool/)).not.toBeInTheDocument();
    expect(orderCalls(calls)).toHaveLength(3);
  });

  it('a price change refetches the basket and says which prices changed, with the new total on the button', async () => {
    const dearerMilk = { ...MILK, price: 1.6 };
    const calls = stubApi({
      ...tokenHandler(),
      'POST /api/orders': () => ({
        status: 409,
        json: { code: 'price_changed', message: 'Some prices have changed', changes: [{ productId: MILK.id, name: MILK.name, expected: 1.45, current: 1.6 }] },
      }),
      'GET /api/cart': () => ({ json: makeCart([{ id: 1, product: dearerMilk, quantity: 2 }, { id: 2, product: CHEESE, quantity: 1 }, { id: 3, product: BREAD, quantity: 1 }]) }),
    });
    renderCheckout();
    await placeWith();
    // First: the toast closes itself after 5 s, and on a busy machine the checks below can take longer.
    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Semi Skimmed Milk: was £1.45, now £1.60');
    expect(await screen.findByRole('button', { name: 'Place Order · £12.69' })).toBeEnabled();
    expect(calls.filter((c) => c.url === '/api/cart')).toHaveLength(1);
  });

  it('says the basket changed in another window and shows the basket as it is now', async () => {
    const changed = makeCart([{ id: 1, product: MILK, quantity: 3 }]);
    const calls = stubApi({
      ...tokenHandler(),
      'POST /api/orders': () => ({
        status: 409,
        json: { code: 'basket_changed', message: 'Your basket changed in another window: review it before paying', cart: changed },
      }),
      'GET /api/cart': () => ({ json: changed }),
    });
    renderCheckout();
    await placeWith();
    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your basket changed in another window: review it before paying.');
    expect(alert).toHaveTextContent('Nothing was charged.');
    // The basket is asked for again, and the summary follows it.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/cart')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /Place Order · £/ })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/orders')).toHaveLength(1);
  });

  it('names unavailable lines and can remove them from the basket', async () => {
    const calls = stubApi({
      ...tokenHandler(),
      'POST /api/orders': () => ({ status: 409, json: { code: 'unavailable', message: 'Some items are unavailable', lines: [{ productId: BREAD.id, name: BREAD.name }] } }),
      'GET /api/cart': () => ({ json: CART }),
      'DELETE /api/cart/items/3': () => ({ json: makeCart([{ id: 1, product: MILK, quantity: 2 }, { id: 2, product: CHEESE, quantity: 1 }]) }),
    });
    renderCheckout();
    const user = await placeWith();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sourdough Loaf')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Remove unavailable items' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/cart/items/3')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Place Order · £9.89' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 401 says the session ended and links to sign in and back', async () => {
    stubApi({ ...tokenHandler(), 'POST /api/orders': () => ({ status: 401, json: { message: 'Not signed in' } }) });
    const { client } = renderCheckout();
    await placeWith();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?redirect=/checkout');
    expect(client.getQueryData(CART_QUERY_KEY)).toEqual(CART);
  });

  it('a card the processor refuses is said under its field, like the form’s own checks, and no order is sent', async () => {
    const message = 'This is test mode: use a test card such as 4242 4242 4242 4242';
    const calls = stubApi({
      'POST /api/test-processor/tokens': () => ({ status: 400, json: { message: `number: ${message}`, fields: { number: message } } }),
      'POST /api/orders': created,
    });
    renderCheckout();
    await placeWith({ cardNumber: '5555555555554444' });
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(orderCalls(calls)).toEqual([]);
    expect(screen.queryByText('Checkout failed')).not.toBeInTheDocument();
    expect(placeButton()).toBeEnabled();
  });

  it('the processor saying “too many” is told in the failure toast, and no order is sent', async () => {
    const calls = stubApi({
      'POST /api/test-processor/tokens': () => ({ status: 429, json: { message: 'Too many card attempts. Please wait a minute and try again.' } }),
      'POST /api/orders': created,
    });
    renderCheckout();
    await placeWith();
    expect(await screen.findByText('There was a problem processing your order. Please try again. Too many card attempts. Please wait a minute and try again.')).toBeInTheDocument();
    expect(orderCalls(calls)).toEqual([]);
  });

  it('a token the shop refuses (spent or expired) says so, clears the card for typing again, and the next press gets a new token', async () => {
    const message = 'This card payment has expired or was already used. Please enter your card details again.';
    let refused = false;
    const calls = stubApi({
      ...tokenHandler(),
      'POST /api/orders': () => {
        if (refused) return created();
        refused = true;
        return { status: 402, json: { message, code: 'payment_token' } };
      },
      'GET /api/cart': () => ({ json: EMPTY_CART }),
    });
    const { client } = renderCheckout();
    const user = await placeWith();

    expect(await screen.findByText(`There was a problem processing your order. Please try again. ${message}`)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`${message}Nothing was charged and your basket is kept.`);
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus());
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Cardholder name')).toHaveValue('Ada Lovelace');
    expect(client.getQueryData(CART_QUERY_KEY)).toEqual(CART);

    await fillCard(user, { cardholderName: '' });
    await user.click(placeButton());
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(tokenCalls(calls)).toHaveLength(2);
    expect(orderCalls(calls).map((c) => (c.body as { paymentToken: string }).paymentToken)).toEqual([tokenNumbered(1), tokenNumbered(2)]);
  });
});
