import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART } from '@/web/features/cart';
import { stubApi } from '@/web/testing';
import { pickSlot, renderCheckout } from './checkout-test-utils';

afterEach(() => vi.unstubAllGlobals());

const summary = () => screen.getByRole('complementary', { name: 'Order summary' });
const amount = (term: string) => within(summary()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('checkout: empty basket and summary', () => {
  it('shows "Your Cart is Empty" with Continue Shopping to /', () => {
    renderCheckout({ cart: EMPTY_CART });
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('groups the lines by store, truncates names and totals with the standard fee', () => {
    renderCheckout();
    const groups = screen.getAllByTestId('summary-store-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['TTesco', 'WWaitrose']);
    const cheese = within(groups[0]!).getByText(/Mature Cheddar/);
    expect(cheese).toHaveClass('truncate');
    expect(cheese.nextElementSibling).toHaveTextContent('£3.00');
    expect(within(summary()).getByRole('region', { name: 'Items in your order' })).toHaveClass('max-h-72', 'overflow-y-auto');
    expect(amount('Subtotal')).toBe('£8.40');
    expect(amount('Delivery Fee')).toBe('£3.99');
    expect(amount('Total')).toBe('£12.39');
  });
});

describe('checkout: details step', () => {
  it('prefills the details from the signed-in profile, terms unticked and marketing off', () => {
    renderCheckout();
    expect(screen.getByRole('list', { name: 'Checkout steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Details');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue('07700900123');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Princes Street');
    expect(screen.getByLabelText(/Address line 2/)).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('Edinburgh');
    expect(screen.getByLabelText(/^County/)).toHaveValue('Midlothian');
    expect(screen.getByLabelText('Postcode')).toHaveValue('EH1 3DX');
    expect(screen.getByRole('checkbox', { name: /billing address is the same/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /offers and news/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard Delivery/ })).toBeChecked();
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/policies/terms');
  });

  it('shows each section 5 message for bad input and stays on the details step', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderCheckout();
    const replace = async (label: string | RegExp, value: string) => {
      await user.clear(screen.getByLabelText(label));
      if (value) await user.type(screen.getByLabelText(label), value);
    };
    await replace('Email', 'not-an-email');
    await replace('Phone number', '0123');
    await replace('First name', 'A');
    await replace('Last name', 'L');
    await replace('Address', '1 A');
    await replace('City', 'E');
    await replace('Postcode', 'EH1');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const expected: [string | RegExp, string][] = [
      ['Email', 'Please enter a valid email address'],
      ['Phone number', 'Please enter a valid phone number'],
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['Postcode', 'Valid postcode is required'],
    ];
    for (const [label, message] of expected) expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    // County is optional, as at registration: it says nothing.
    expect(screen.getByLabelText(/^County/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveAccessibleDescription('You must accept the terms and conditions');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path !== '/api/cart/savings')).toEqual([]);
  });

  it('asks for the terms alone when the prefilled details are fine', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid'))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('changes the fee and total when express is chosen, by keyboard', async () => {
    const user = userEvent.setup();
    renderCheckout();
    expect(screen.getByRole('radio', { name: /Express Delivery/ })).toHaveAccessibleName(/Next day £5\.99/);
    screen.getByRole('radio', { name: /Standard Delivery/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Express Delivery/ })).toBeChecked();
    expect(amount('Delivery Fee')).toBe('£5.99');
    expect(amount('Total')).toBe('£14.39');
    await user.click(screen.getByRole('radio', { name: /Standard Delivery/ }));
    expect(amount('Delivery Fee')).toBe('£3.99');
    expect(amount('Total')).toBe('£12.39');
  });

  it('goes to payment on a valid submit and moves focus to the step heading', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await pickSlot(user);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const heading = await screen.findByRole('heading', { name: 'Payment' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Checkout steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Payment');
    expect(screen.getByText('Test mode: no money moves')).toBeInTheDocument();
  });
});
