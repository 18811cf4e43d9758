import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCart, stubApi } from '@/web/testing';
import { checkoutHoldPence } from './build-order';
import { BREAD, CHEESE, fillCard, goToPayment, MILK, orderCalls, renderCheckout, tokenCalls } from './checkout-test-utils';
import { formatExpiry } from './payment-step';

afterEach(() => vi.unstubAllGlobals());

describe('checkout: payment step', () => {
  it('says plainly that this is test mode and lists the test cards', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await goToPayment(user);
    const notice = screen.getByRole('region', { name: 'Test mode: no money moves' });
    expect(notice).toHaveTextContent('No card is charged');
    expect(notice).toHaveTextContent('4242 4242 4242 4242 succeeds');
    expect(notice).toHaveTextContent('4000 0000 0000 0002 is declined');
    expect(notice).toHaveTextContent('4000 0000 0000 9995 has insufficient funds');
    expect(notice).toHaveTextContent('4000 0000 0000 0341 succeeds, but declines anything more');
  });

  it('formats the card number as typed and sets the card autocomplete hints', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await goToPayment(user);
    const number = screen.getByLabelText('Card number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Cardholder name')).toHaveAttribute('autocomplete', 'cc-name');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
  });

  it('keeps a month typed with its slash as the shopper wrote it', () => {
    expect(formatExpiry('1/26')).toBe('1/26');
    expect(formatExpiry('0127')).toBe('01/27');
    expect(formatExpiry('12')).toBe('12');
  });

  it('explains a bad card number, a past expiry, a short CVC and a short cardholder name, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderCheckout();
    await goToPayment(user);
    await fillCard(user, { cardholderName: 'Al', cardNumber: '4242424242424241', expiry: '0120', cvc: '12' });
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    expect(screen.getByLabelText('Cardholder name')).toHaveAccessibleDescription('Cardholder name is required');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Please enter a valid card number');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('Your card has expired');
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('Please enter the 3 or 4 digit security code (CVC)');
    expect(screen.getByLabelText('Cardholder name')).toHaveFocus();
    // Not even to the processor.
    expect(tokenCalls(calls)).toEqual([]);
    expect(orderCalls(calls)).toEqual([]);
  });

  it('asks for MM/YY when the expiry is not a date', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await goToPayment(user);
    await fillCard(user, { expiry: '1399' });
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('Please enter the expiry date as MM/YY');
  });

  it('shows the total for the chosen delivery on the button', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    await goToPayment(user);
    expect(screen.getByRole('button', { name: 'Place Order · £14.39' })).toBeEnabled();
  });

  it('says what may be held when a line allows another store’s dearer equivalent, and describes the button with it', async () => {
    const user = userEvent.setup();
    // £12.39 with standard delivery; the milk (2) may be swapped for another store's up to +£1.25 a unit, the bread up to +£0.40.
    const cart = makeCart([
      { id: 1, product: MILK, quantity: 2, substitution: { kind: 'other_store', capPence: 125 } },
      { id: 2, product: CHEESE, quantity: 1, substitution: { kind: 'none' } },
      { id: 3, product: BREAD, quantity: 1, substitution: { kind: 'other_store', capPence: 40 } },
    ]);
    renderCheckout({ cart });
    await goToPayment(user);
    const text = 'We may hold up to £15.29 to cover substitutions; you pay only for what you receive.';
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order · £12.39' })).toHaveAccessibleDescription(text);
    expect(checkoutHoldPence(cart.items, 1239)).toBe(1239 + 2 * 125 + 40);
  });

  it('says nothing of a hold when no line may cost more (best match or no substitute)', async () => {
    const user = userEvent.setup();
    renderCheckout({ cart: makeCart([{ id: 1, product: MILK, quantity: 2 }, { id: 2, product: BREAD, quantity: 1, substitution: { kind: 'none' } }]) });
    await goToPayment(user);
    expect(screen.queryByText(/We may hold up to/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Place Order/ })).not.toHaveAttribute('aria-describedby');
  });

  it('Back to Details returns to step 1 with every value kept', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '7 Leith Walk');
    await user.type(screen.getByLabelText(/Delivery notes/), 'Ring twice');
    await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    await user.click(screen.getByRole('checkbox', { name: /offers and news/ }));
    await goToPayment(user);

    await user.click(screen.getByRole('button', { name: 'Back to Details' }));
    expect(await screen.findByRole('heading', { name: 'Your Details' })).toHaveFocus();
    expect(screen.getByLabelText('Address')).toHaveValue('7 Leith Walk');
    expect(screen.getByLabelText(/Delivery notes/)).toHaveValue('Ring twice');
    expect(screen.getByRole('radio', { name: /Express Delivery/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /offers and news/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});
