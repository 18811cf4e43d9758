import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BottomTabBar } from './bottom-tab-bar';
import { TrackOrderDialog } from './track-order-dialog';
import { ADA, FakeEventSource, makeItem, makeOrder, makeTracking, ordersPage, renderApp, stubApi, TESCO, WAITROSE } from '@/web/testing';

function TabBarWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BottomTabBar onTrack={() => setOpen(true)} trackOpen={open} />
      <TrackOrderDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('Bottom tab bar and track-order dialog', () => {
  it('has Home, Stores, Track, Orders and Profile', () => {
    renderApp(<TabBarWithDialog />);
    const bar = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(bar).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Stores', 'Track', 'Orders', 'Profile']);
    expect(within(bar).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });

  it("signed out, Track shows 'Login Required'; Cancel closes it", async () => {
    const user = userEvent.setup();
    renderApp(<TabBarWithDialog />);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('Please login to track your order status. Order tracking is only available for registered users.');
    expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Track' })).toHaveFocus();
  });

  it('Go to Login goes to /auth and closes the dialog', async () => {
    const user = userEvent.setup();
    renderApp(<TabBarWithDialog />);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await user.click(await screen.findByRole('link', { name: 'Go to Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/auth$/);
  });

  it('signed in, it lists the orders in progress and opens one’s tracking; focus goes back to Track after', async () => {
    FakeEventSource.install();
    const inProgress = makeOrder({ id: 12, items: [makeItem({ ...TESCO }), makeItem({ ...WAITROSE })] });
    const delivered = makeOrder({ id: 9, status: 'Delivered' });
    const calls = stubApi({
      'GET /api/orders?page=1&pageSize=50': () => ({ json: ordersPage([inProgress, delivered]) }),
      'GET /api/orders/12/tracking': () => ({ json: makeTracking() }),
    });
    const user = userEvent.setup();
    renderApp(<TabBarWithDialog />, { user: ADA });
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Your Order' });
    const list = await within(dialog).findByRole('list', { name: 'Orders in progress' });
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Track order ES-000012']);
    expect(list).toHaveTextContent('In Progress');
    expect(list).toHaveTextContent('TescoWaitrose');
    expect(within(dialog).getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/orders');

    await user.click(within(list).getByRole('button', { name: 'Track order ES-000012' }));
    const tracking = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    expect(await within(tracking).findByTestId('agent-name')).toHaveTextContent('Your Everystore team');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/orders?page=1&pageSize=50', '/api/orders/12/tracking']);

    await user.click(within(tracking).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Track' })).toHaveFocus());
  });

  it('signed in with nothing in progress, it says so', async () => {
    stubApi({ 'GET /api/orders?page=1&pageSize=50': () => ({ json: ordersPage([makeOrder({ status: 'Delivered' })]) }) });
    const user = userEvent.setup();
    renderApp(<TabBarWithDialog />, { user: ADA });
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Your Order' });
    expect(await within(dialog).findByText('You have no orders in progress right now.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });
});
