import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_CHANGED_EVENT, SPLASH_SEEN_KEY } from '@/web/lib/storage-keys';
import { RootLayout } from './root-layout';
import { OPERATOR_QUERY_KEY } from '@/web/features/legal/operator';
import { makeCart, OPERATOR, renderApp } from '@/web/testing';

const renderLayout = (route = '/') => renderApp(<RootLayout />, { route, cart: makeCart([]), stores: [] });
const splash = () => screen.queryByTestId('splash-screen');
const header = () => screen.queryByTestId('site-header');

afterEach(() => {
  vi.useRealTimers();
  document.body.style.overflow = '';
});

describe('RootLayout splash screen', () => {
  it('shows on the first visit to the home page, hides the header, locks scroll and makes the page inert', async () => {
    renderLayout('/');
    // The splash's code loads on demand (returning visitors never need it).
    expect(await screen.findByRole('dialog', { name: 'One Order. Every Store.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shop Now' })).toHaveFocus();
    expect(header()).not.toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
  });

  it('Shop Now sets the flag, brings the header back and unlocks scroll', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    await user.click(await screen.findByRole('button', { name: 'Shop Now' }));
    expect(localStorage.getItem(SPLASH_SEEN_KEY)).not.toBeNull();
    expect(splash()).not.toBeInTheDocument();
    expect(header()).toBeVisible();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });

  it('closed from the keyboard, the next Tab starts at the top of the page (Skip to content), not after it', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    expect(await screen.findByRole('button', { name: 'Shop Now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(splash()).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('a policy link dismisses it and navigates; How it Works / FAQs goes to /faq', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    const dialog = within(await screen.findByTestId('splash-screen'));
    expect(dialog.getByRole('link', { name: 'How it Works / FAQs' })).toHaveAttribute('href', '/faq');
    await user.click(dialog.getByRole('link', { name: 'Cookie Policy' }));
    await waitFor(() => expect(screen.getByTestId('probe-path')).toHaveTextContent('/policies/cookies'));
    expect(localStorage.getItem(SPLASH_SEEN_KEY)).not.toBeNull();
    expect(splash()).not.toBeInTheDocument();
  });

  it('is not shown away from the home page', () => {
    renderLayout('/faq');
    expect(splash()).not.toBeInTheDocument();
    expect(header()).toBeVisible();
  });

  it('comes back when the flag is cleared in this tab (SPLASH_CHANGED_EVENT)', async () => {
    localStorage.setItem(SPLASH_SEEN_KEY, 'true');
    renderLayout('/');
    expect(splash()).not.toBeInTheDocument();
    localStorage.removeItem(SPLASH_SEEN_KEY);
    act(() => {
      window.dispatchEvent(new Event(SPLASH_CHANGED_EVENT));
    });
    expect(await screen.findByTestId('splash-screen')).toBeInTheDocument();
    expect(header()).not.toBeVisible();
  });

  it('re-checks the flag every 500 ms', () => {
    vi.useFakeTimers();
    localStorage.setItem(SPLASH_SEEN_KEY, 'true');
    renderLayout('/');
    localStorage.removeItem(SPLASH_SEEN_KEY);
    act(() => vi.advanceTimersByTime(499));
    expect(splash()).not.toBeInTheDocument();
    expect(header()).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    // The header is hidden at once (keeping its place); the splash (or, while its code loads, its backdrop) covers the page.
    expect(header()).not.toBeVisible();
    expect(splash() ?? screen.queryByTestId('splash-backdrop')).toBeInTheDocument();
  });
});

describe('RootLayout chrome', () => {
  it('renders both footers, the mobile tab bar and leaves room for it', async () => {
    localStorage.setItem(SPLASH_SEEN_KEY, 'true');
    renderLayout('/');
    // The footers load just after the first paint.
    expect(await screen.findByTestId('desktop-footer')).toHaveTextContent('Contact Us');
    expect(screen.getByTestId('mobile-footer')).toHaveTextContent('Privacy Policy');
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    expect(screen.getByRole('main').parentElement?.className).toMatch(/pb-\[calc\(4rem/);
  });

  it("gives the operator's configured address, e-mail and phone under Contact Us", async () => {
    localStorage.setItem(SPLASH_SEEN_KEY, 'true');
    renderApp(<RootLayout />, { route: '/', cart: makeCart([]), stores: [], seed: (c) => c.setQueryData(OPERATOR_QUERY_KEY, OPERATOR) });
    const footer = await screen.findByTestId('desktop-footer');
    const address = footer.querySelector('address')!;
    expect([...address.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['Grocer Holdings Ltd', '10 Market Street', 'Leeds', 'LS1 6DT']);
    expect(within(footer).getByRole('link', { name: 'help@grocer.example' })).toHaveAttribute('href', 'mailto:help@grocer.example');
    expect(within(footer).getByRole('link', { name: '0113 496 0123' })).toHaveAttribute('href', 'tel:+441134960123');
    expect(footer).not.toHaveTextContent(/everystore\.example|0131 496/);
  });
});
