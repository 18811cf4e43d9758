import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART } from '@/web/features/cart';
import { makeDetail, makeOrder, stubApi } from '@/web/testing';
import { fillCard, goToPayment, orderCalls, PROFILE, renderCheckout, tokenHandler } from './checkout-test-utils';

afterEach(() => vi.unstubAllGlobals());

const UNVERIFIED = { ...PROFILE, emailVerified: false };
const VERIFIED = { ...PROFILE, emailVerified: true };
const ORDER = makeDetail(makeOrder({ id: 42, orderNumber: 'ES-000042', total: 12.39 }));
const box = () => screen.getByRole('region', { name: 'Verify your e-mail address' });

async function enterCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(box()).getByLabelText('Verification code'), '123456');
  await user.click(within(box()).getByRole('button', { name: 'Verify Email' }));
}

describe('checkout: only a verified e-mail address may order', () => {
  it('tells an unverified shopper before the details step, sends the code again, and carries on to the details once verified', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/verify-email/resend': () => ({ json: { message: "We've sent a new code to ada@example.com." } }),
      'POST /api/verify-email': () => ({ json: VERIFIED }),
    });
    renderCheckout({ user: UNVERIFIED });

    expect(box()).toHaveTextContent('Before you place an order, please confirm your e-mail address: your order confirmations are sent to it.');
    expect(within(box()).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delivery details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();

    await user.click(within(box()).getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('Code sent')).toBeInTheDocument();
    expect(screen.getByText("We've sent a new code to ada@example.com.")).toBeInTheDocument();

    await enterCode(user);
    expect(await screen.findByRole('form', { name: 'Delivery details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Details' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/verify-email/resend', undefined],
      ['/api/verify-email', { code: '123456' }],
    ]);
  });

  it('shows a wrong code’s message in the box and stays there', async () => {
    const user = userEvent.setup();
    const wrong = 'That code is not correct. Please check the e-mail and try again.';
    stubApi({ 'POST /api/verify-email': () => ({ status: 400, json: { message: wrong, fields: { code: wrong } } }) });
    renderCheckout({ user: UNVERIFIED });
    await enterCode(user);
    expect(await within(box()).findByText(wrong)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delivery details' })).not.toBeInTheDocument();
  });

  it('when placing the order is refused for it (403 email_unverified), shows the box above the payment, keeps the card, and the next press places the order', async () => {
    const user = userEvent.setup();
    let verified = false;
    const calls = stubApi({
      ...tokenHandler(),
      'POST /api/orders': () =>
        verified ? { status: 201, json: ORDER } : { status: 403, json: { message: 'Verify your e-mail address before placing an order', code: 'email_unverified' } },
      'GET /api/user': () => ({ json: verified ? VERIFIED : UNVERIFIED }),
      'POST /api/verify-email': () => {
        verified = true;
        return { json: VERIFIED };
      },
      'GET /api/cart': () => ({ json: EMPTY_CART }),
    });
    renderCheckout();
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));

    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(screen.getByText('There was a problem processing your order. Please try again. Verify your e-mail address before placing an order.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verify your e-mail address before placing an order. Enter the code from the e-mail above, then place your order again.');
    // The payment step stays as it was: the card need not be typed again.
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');

    await enterCode(user);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    const [first, second] = orderCalls(calls);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
    // The same order (a fresh card token each press).
    const withoutToken = (body: unknown) => ({ ...(body as object), paymentToken: undefined });
    expect(withoutToken(second!.body)).toEqual(withoutToken(first!.body));
  });

  it('sends a 4th order for one day back to the slot picker with the reason', async () => {
    const user = userEvent.setup();
    const message = 'You already have 3 orders for delivery on Friday 27 November. Change or cancel one of those instead.';
    stubApi({ ...tokenHandler(), 'POST /api/orders': () => ({ status: 409, json: { message, code: 'day_order_limit', date: '2026-11-27' } }) });
    renderCheckout();
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    expect(await screen.findByRole('form', { name: 'Delivery details' })).toBeInTheDocument();
    expect(await screen.findByText(message, { selector: 'p[id]' })).toBeInTheDocument();
  });
});
