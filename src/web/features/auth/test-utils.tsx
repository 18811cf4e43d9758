import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { SafeUser } from '@/contracts/auth';
import { Toaster } from '@/web/components/ui/toaster';
import { createQueryClient } from '@/web/lib/query-client';
import { USER_QUERY_KEY } from './use-user';

export const ADA: SafeUser = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Princes Street',
  addressLine2: null,
  city: 'Edinburgh',
  county: null,
  postcode: 'EH1 3DX',
  phoneNumber: '07700900123',
  emailVerified: true,
};

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}
type Handler = (body: unknown) => { status?: number; json?: unknown };

/** Stubs fetch with handlers keyed 'METHOD /path'; records every call. Unknown calls answer 404. */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const handler = handlers[`${method} ${url.split('?')[0]}`];
      const { status = 200, json = {} } = handler ? handler(body) : { status: 404, json: { message: 'Not found' } };
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a screen at `path` with the app's query defaults, a router and the toaster. `user` seeds the
 * session (null = signed out), `seed` any other cached data; every other path shows where the app navigated to.
 */
export function renderScreen(
  element: ReactElement,
  { route, path, user, seed }: { route: string; path: string; user: SafeUser | null; seed?: (client: QueryClient) => void },
) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  seed?.(client);
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, client };
}
