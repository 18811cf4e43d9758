import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BottomTabBar } from './bottom-tab-bar';
import { TrackOrderDialog } from './track-order-dialog';
import { ADA, renderApp } from '@/web/testing';

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

  it('signed in, it points to the orders page instead', async () => {
    const user = userEvent.setup();
    renderApp(<TabBarWithDialog />, { user: ADA });
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Your Order' });
    expect(within(dialog).getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(dialog).queryByText('Login Required')).not.toBeInTheDocument();
  });
});
