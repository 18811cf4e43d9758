import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDetail, makeOrder, stubApi } from '@/web/testing';
import { EMPTY_CART } from '@/web/features/cart';
import { fillCard, goToPayment, makeSlotDay, makeSlots, orderCalls, pickSlot, renderCheckout, tokenHandler } from './checkout-test-utils';

afterEach(() => vi.unstubAllGlobals());

const picker = () => screen.getByTestId('slot-picker');

describe('checkout: the delivery slot picker', () => {
  it('shows a day strip and the chosen day’s slots, full ones disabled with "Full"', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const days = within(picker()).getByRole('group', { name: 'Delivery day' });
    expect(within(days).getAllByRole('button').map((b) => b.textContent)).toEqual(['Fri 27 Nov', 'Sat 28 Nov']);
    expect(within(days).getByRole('button', { name: 'Fri 27 Nov' })).toHaveAttribute('aria-pressed', 'true');
    const slots = within(picker()).getByRole('radiogroup', { name: 'Slots on Fri 27 Nov' });
    expect(within(slots).getAllByRole('radio')).toHaveLength(7);
    const full = within(slots).getByRole('radio', { name: /^08:00–10:00/ });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleName('08:00–10:00 Full');
    expect(within(slots).getByRole('radio', { name: /^10:00–12:00/ })).toBeEnabled();

    await user.click(within(days).getByRole('button', { name: 'Sat 28 Nov' }));
    expect(within(picker()).getByRole('radiogroup', { name: 'Slots on Sat 28 Nov' })).toBeInTheDocument();
    expect(within(picker()).getByRole('radio', { name: /^08:00–10:00/ })).toBeEnabled();
  });

  it('asks for a slot before payment, and offers tomorrow only for express', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(within(picker()).getByText('Please choose a delivery slot')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    expect(within(picker()).queryByRole('group', { name: 'Delivery day' })).not.toBeInTheDocument();
    expect(within(picker()).getByText('Thu 26 Nov')).toBeInTheDocument();
    await pickSlot(user, /^20:00–22:00/);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });

  it('forgets a picked slot when the delivery option changes', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await pickSlot(user);
    expect(screen.getByRole('radio', { name: /^10:00–12:00/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    await user.click(screen.getByRole('radio', { name: /Standard Delivery/ }));
    expect(screen.getByRole('radio', { name: /^10:00–12:00/ })).not.toBeChecked();
  });

  it('says a postcode outside the delivery area is not covered, before payment', async () => {
    const user = userEvent.setup();
    const message = "We don't deliver to G1 1AA yet: Everystore delivers across Edinburgh (postcodes EH1 to EH17).";
    const calls = stubApi({ 'GET /api/delivery-slots': () => ({ json: makeSlots('standard', [], { covered: false, postcode: 'G1 1AA', district: null, message }) }) });
    renderCheckout();
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'G1 1AA');
    expect(await within(picker()).findByText(message)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/delivery-slots?option=standard&postcode=G1%201AA')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('a slot that filled while paying sends the shopper back to a refreshed picker with the reason', async () => {
    const message = 'The delivery slot Fri 27 Nov, 10:00–12:00 is now full. Please choose another slot.';
    const refreshed = makeSlots('standard', [makeSlotDay('2026-11-27', 'Fri 27 Nov', { full: [8, 10] }), makeSlotDay('2026-11-28', 'Sat 28 Nov')]);
    let full = true;
    const calls = stubApi({
      ...tokenHandler(),
      'POST /api/orders': () => (full ? { status: 409, json: { code: 'slot_unavailable', message, slot: '2026-11-27T10:00' } } : { status: 201, json: makeDetail(makeOrder({ id: 42 })) }),
      'GET /api/delivery-slots': () => ({ json: refreshed }),
      'GET /api/cart': () => ({ json: EMPTY_CART }),
    });
    renderCheckout();
    const user = userEvent.setup();
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));

    expect(await screen.findByRole('heading', { name: 'Your Details' })).toBeInTheDocument();
    expect(await within(picker()).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /^10:00–12:00/ })).toBeDisabled());
    expect(screen.getByRole('radio', { name: /^10:00–12:00/ })).toHaveAccessibleName('10:00–12:00 Full');
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/delivery-slots')).toBe(true);

    full = false;
    await pickSlot(user, /^12:00–14:00/);
    expect(within(picker()).queryByText(message)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByRole('heading', { name: 'Payment' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    expect(orderCalls(calls)[1]!.body).toMatchObject({ deliverySlot: '2026-11-27T12:00' });
    // Two whole checkouts: slow on a loaded machine.
  }, 20_000);
});
