import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from '@/web/features/auth';
import { Header } from './header';
import { ADA, makeCart, renderApp, STAFF, stubApi } from '@/web/testing';

afterEach(() => vi.unstubAllGlobals());

async function openMenu(options: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  const rendered = renderApp(<Header />, { cart: makeCart([]), ...options });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: /Everystore/ });
  return { user, menu, ...rendered };
}

describe('SideMenu', () => {
  it("signed out: Home, Stores, FAQ and 'Login / Register', no Profile or Orders", async () => {
    const { menu } = await openMenu({ route: '/stores?store=3' });
    const nav = within(menu).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Stores', '/stores'],
      ['FAQ', '/faq'],
      ['Login / Register', '/auth'],
    ]);
    expect(within(menu).getByText("UK's first multi-store grocery shopping app")).toBeInTheDocument();
    expect(within(menu).getByText(/© 2025/)).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /Delivering to:/ })).toBeInTheDocument();
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = within(menu).getByRole('link', { name: new RegExp(network) });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('Stores clears the selected store and the menu closes on navigation', async () => {
    const { user, menu } = await openMenu({ route: '/stores?store=3' });
    await user.click(within(menu).getByRole('link', { name: 'Stores' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/stores$/);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('signed in: Profile, Orders, Favourites, Lists and Logout', async () => {
    const { menu } = await openMenu({ user: ADA });
    const nav = within(menu).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Stores', 'FAQ', 'Profile', 'Orders', 'Favourites', 'Lists']);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByText('Login / Register')).not.toBeInTheDocument();
  });

  it('staff also get Fulfilment; shoppers never see it', async () => {
    const { menu } = await openMenu({ user: STAFF });
    const nav = within(menu).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toContainEqual(['Fulfilment', '/fulfilment']);
  });

  it("Logout signs out, reloads the cart, says 'Logged out' and goes to /auth", async () => {
    const calls = stubApi({ 'POST /api/logout': () => ({ json: { message: 'Logged out' } }), 'GET /api/cart': () => ({ json: makeCart([]) }) });
    const { user, menu, client } = await openMenu({ user: ADA, route: '/profile' });
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/logout' });
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.url === '/api/cart')).toBe(true));
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/auth$/));
  });

  it("a failed logout says 'Logout failed' and keeps the user", async () => {
    stubApi();
    const { user, menu, client } = await openMenu({ user: ADA, route: '/profile' });
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual(ADA);
  });
});
