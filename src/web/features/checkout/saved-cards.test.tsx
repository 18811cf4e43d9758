import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@/contracts/payment-methods';
import { makeDetail, makeOrder, stubApi } from '@/web/testing';
import { fillCard, goToPayment, orderCalls, renderCheckout, tokenCalls, tokenHandler, tokenNumbered } from './checkout-test-utils';

afterEach(() => vi.unstubAllGlobals());

const ORDER = makeDetail(makeOrder({ id: 42, orderNumber: 'ES-000042', total: 12.39 }));
const created = () => ({ status: 201, json: ORDER });
const placeButton = () => screen.getByRole('button', { name: /^Place Order|Processing/ });

const DEFAULT: PaymentMethod = { id: 'pm_test_a', brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2031, isDefault: true, expired: false };
const OTHER: PaymentMethod = { id: 'pm_test_b', brand: 'Visa', last4: '0341', expMonth: 1, expYear: 2030, isDefault: false, expired: false };
const OLD: PaymentMethod = { id: 'pm_test_c', brand: 'Visa', last4: '0002', expMonth: 3, expYear: 2020, isDefault: false, expired: true };

describe('checkout: saved cards on the payment step', () => {
  it('offers the saved cards first with the default chosen, an expired one disabled, and pays with the chosen card without the processor', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /api/payment-methods': () => ({ json: [OTHER, DEFAULT, OLD] }), 'POST /api/orders': created });
    renderCheckout();
    await goToPayment(user);
    const chosen = await screen.findByRole('radio', { name: /Visa ending 4242/ });
    expect(chosen).toBeChecked();
    expect(screen.getByRole('radio', { name: /Visa ending 0002.*Expired/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Use a new card' })).not.toBeChecked();
    // No card fields while a saved card is chosen.
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Visa ending 0341/ }));
    await user.click(placeButton());
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    const body = orderCalls(calls)[0]!.body as Record<string, unknown>;
    expect(body.paymentMethodId).toBe('pm_test_b');
    expect(body).not.toHaveProperty('paymentToken');
    expect(body).not.toHaveProperty('saveCard');
    expect(tokenCalls(calls)).toEqual([]);
  });

  it('chooses a new card when every saved card has expired', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/payment-methods': () => ({ json: [{ ...OLD, isDefault: true }] }) });
    renderCheckout();
    await goToPayment(user);
    expect(await screen.findByRole('radio', { name: 'Use a new card' })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('“Use a new card” shows the card form with “Save this card for next time” unticked; ticked, the order asks to save it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /api/payment-methods': () => ({ json: [DEFAULT] }), ...tokenHandler(), 'POST /api/orders': created });
    renderCheckout();
    await goToPayment(user);
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    const save = screen.getByRole('checkbox', { name: 'Save this card for next time' });
    expect(save).not.toBeChecked();
    await fillCard(user);
    await user.click(save);
    await user.click(placeButton());
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0]!.body).toMatchObject({ paymentToken: tokenNumbered(1), saveCard: true });
    expect(orderCalls(calls)[0]!.body).not.toHaveProperty('paymentMethodId');
  });

  it('without saved cards shows the card form only, and a card not ticked to save is not saved', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /api/payment-methods': () => ({ json: [] }), ...tokenHandler(), 'POST /api/orders': created });
    renderCheckout();
    await goToPayment(user);
    expect(screen.queryByRole('radio', { name: 'Use a new card' })).not.toBeInTheDocument();
    await fillCard(user);
    await user.click(placeButton());
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0]!.body).toMatchObject({ paymentToken: tokenNumbered(1) });
    expect(orderCalls(calls)[0]!.body).not.toHaveProperty('saveCard');
  });
});
