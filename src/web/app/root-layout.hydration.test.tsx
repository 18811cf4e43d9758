import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SPLASH_SEEN_KEY } from '@/web/lib/storage-keys';
import { json, stubApi } from '@/web/testing';
import { renderHydrated } from '@/web/testing/hydration';
import { RootLayout } from './root-layout';

/*
 * The page's subtree (the route's screen, its error boundary and Suspense boundary, and AppReady beside the
 * screen) must not render again when only the shell's state changes. A first visitor's splash flag turns right
 * after hydration, while a big page (a store's 48 product cards) may still be hydrating in slices: React then
 * finishes the page's hydration synchronously, in one long task (130-160 ms at 4x CPU on /stores?store=1).
 * AppReady is created inside the page's subtree on every render of it, so its renders count the subtree's.
 */
const renders = vi.hoisted(() => ({ page: 0 }));
vi.mock('./app-ready', () => ({
  AppReady: ({ part }: { part: string }) => {
    if (part === 'page') renders.page += 1;
    return null;
  },
  markReady: () => undefined,
}));

const shell = (
  <Routes>
    <Route element={<RootLayout />}>
      <Route path="*" element={<p>The store&apos;s products</p>} />
    </Route>
  </Routes>
);

/** How often the page's subtree renders in the browser: hydration and whatever follows it (not the server's). */
async function browserRenders(localStorage: Record<string, string>): Promise<number> {
  stubApi({ 'GET /api/user': () => json({ message: 'Not authenticated' }, 401), 'GET /api/cart': () => json({ message: 'Not authenticated' }, 401) });
  const { errors } = await renderHydrated(shell, { route: '/stores?store=1', localStorage, beforeHydrate: () => (renders.page = 0) });
  expect(errors).toEqual([]);
  expect(screen.getAllByText("The store's products").length).toBeGreaterThan(0);
  return renders.page;
}

describe('RootLayout hydrating a server-rendered page', () => {
  it("a first visit's splash flag, which turns right after hydration, does not render the page again", async () => {
    const returning = await browserRenders({ [SPLASH_SEEN_KEY]: 'true' });
    const firstVisit = await browserRenders({});
    expect(returning).toBeGreaterThan(0);
    expect(firstVisit).toBe(returning);
  });
});
