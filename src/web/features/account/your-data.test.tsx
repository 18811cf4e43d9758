import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADA, renderApp, stubApi } from '@/web/testing';
import { YourData } from './your-data';

const renderYourData = () => renderApp(<YourData />, { route: '/profile', path: '/profile', user: ADA });

describe('Your data', () => {
  it('downloads the export as the file the server names', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/account/export': () =>
        new Response(JSON.stringify({ profile: [{ id: ADA.id }] }), { headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="everystore-my-data-2026-11-29.json"' } }),
    });
    const created = vi.fn((_blob: Blob) => 'blob:my-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderYourData();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual(['everystore-my-data-2026-11-29.json']));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/account/export']);
    click.mockRestore();
  });

  it('asks for the password and the reviews choice, says why it cannot while an order is open, then deletes and signs out', async () => {
    const user = userEvent.setup();
    let open = true;
    const calls = stubApi({
      'DELETE /api/account': () =>
        open ? { status: 409, json: { message: 'Order ES-000012 is still open: it must be delivered or cancelled before you can delete your account', code: 'open_order', orderNumber: 'ES-000012' } } : new Response(null, { status: 204 }),
    });
    renderYourData();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your password'), 'Groceries#2025');
    await user.click(within(dialog).getByRole('radio', { name: 'Remove them' }));
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order ES-000012 is still open');
    expect(calls.at(-1)!.body).toEqual({ password: 'Groceries#2025', reviews: 'remove' });
    open = false;
    await user.click(confirm);
    expect(await screen.findByText('Your account is closed and you have been signed out everywhere.')).toBeInTheDocument();
  });
});
