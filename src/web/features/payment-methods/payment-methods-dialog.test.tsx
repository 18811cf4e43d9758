import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@/contracts/payment-methods';
import { ADA, renderApp, sent, stubApi } from '@/web/testing';
import { PaymentMethodsDialog } from './payment-methods-dialog';

afterEach(() => vi.unstubAllGlobals());

const VISA: PaymentMethod = { id: 'pm_test_a', brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2031, isDefault: true, expired: false };
const OTHER: PaymentMethod = { id: 'pm_test_b', brand: 'Visa', last4: '0341', expMonth: 1, expYear: 2030, isDefault: false, expired: false };
const OLD: PaymentMethod = { id: 'pm_test_c', brand: 'Visa', last4: '0002', expMonth: 3, expYear: 2020, isDefault: false, expired: true };

const renderDialog = () => renderApp(<PaymentMethodsDialog open onOpenChange={() => {}} />, { route: '/profile', path: '/profile', user: ADA });

describe('Payment Methods dialog', () => {
  it('lists each saved card with its expiry and which is the default; an expired card says so and cannot be the default', async () => {
    stubApi({ 'GET /api/payment-methods': () => ({ json: [VISA, OTHER, OLD] }) });
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Visa ending 4242DefaultExpires 08\/31/),
      expect.stringMatching(/^Visa ending 0341Expires 01\/30Set as default/),
      expect.stringMatching(/^Visa ending 0002Expired 03\/20Remove$/),
    ]);
    expect(within(rows[0]!).queryByRole('button', { name: /Set .* as default/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Set .* as default/ })).not.toBeInTheDocument();
  });

  it('sets another card as the default and shows the list the server answers', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/payment-methods': () => ({ json: [VISA, OTHER] }),
      'PATCH /api/payment-methods/pm_test_b': () => ({ json: [{ ...OTHER, isDefault: true }, { ...VISA, isDefault: false }] }),
    });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Set Visa ending 0341 as default' }));
    await waitFor(() => expect(within(screen.getAllByRole('listitem')[0]!).getByText('Default')).toBeInTheDocument());
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Visa ending 0341')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map(sent)).toEqual([{ method: 'PATCH', url: '/api/payment-methods/pm_test_b', body: { default: true } }]);
  });

  it('removes a card, and shows why when an open order still pays with it', async () => {
    const user = userEvent.setup();
    let cards = [VISA, OTHER];
    const message = 'This card pays for order ES-20261129-ABC123: you can remove it once that order is delivered or cancelled';
    stubApi({
      'GET /api/payment-methods': () => ({ json: cards }),
      'DELETE /api/payment-methods/pm_test_a': () => ({ status: 409, json: { message, code: 'card_in_use', orderNumber: 'ES-20261129-ABC123' } }),
      'DELETE /api/payment-methods/pm_test_b': () => {
        cards = [VISA];
        return new Response(null, { status: 204 });
      },
    });
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending 4242' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Visa ending 4242')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Visa ending 0341' }));
    await waitFor(() => expect(screen.queryByText('Visa ending 0341')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there are no saved cards', async () => {
    stubApi({ 'GET /api/payment-methods': () => ({ json: [] }) });
    renderDialog();
    expect(await screen.findByText(/No saved cards yet/)).toBeInTheDocument();
  });
});
