import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';
import { makeCart, renderApp } from '@/web/testing';

// The lazy parts of the shell cannot load (offline, or a chunk gone after a deploy).
vi.mock('@/web/features/layout/splash-screen', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('@/web/features/layout/site-footer', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('RootLayout when its lazy parts cannot load', () => {
  it('a first visit still reaches the page: no splash, header back, nothing inert or scroll-locked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(<RootLayout />, { route: '/', cart: makeCart([]), stores: [] });
    expect(screen.getByTestId('splash-backdrop')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('site-header')).toBeVisible());
    expect(screen.queryByTestId('splash-backdrop')).not.toBeInTheDocument();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(screen.queryByTestId('desktop-footer')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    error.mockRestore();
  });
});
