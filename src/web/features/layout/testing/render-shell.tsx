import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Cart } from '@/contracts/cart';
import type { Store } from '@/contracts/store';
import { Toaster } from '@/web/components/ui/toaster';
import { USER_QUERY_KEY, type SessionUser } from '@/web/features/auth/use-user';
import { CART_QUERY_KEY } from '@/web/features/cart/api';
import { CartDrawerProvider } from '@/web/features/cart/cart-drawer-context';
import { LocationProvider, useDeliveryLocation } from '@/web/features/location/location-context';
import { STORES_QUERY_KEY } from '@/web/features/stores/api';
import { createQueryClient } from '@/web/lib/query-client';

/** Shows where the router is and the delivery location, so tests can assert navigation and location changes. */
function Probe() {
  const { pathname, search } = useLocation();
  const { location } = useDeliveryLocation();
  return (
    <div hidden>
      <span data-testid="probe-path">{`${pathname}${search}`}</span>
      <span data-testid="probe-location">{`${location.streetName}|${location.city}|${location.postcode}|${location.coords.lat},${location.coords.lng}`}</span>
    </div>
  );
}

export interface ShellOptions {
  route?: string;
  user?: SessionUser | null;
  cart?: Cart;
  stores?: Store[];
}

/** Renders `ui` with the app's providers, a memory router and a query cache seeded with the given data. */
export function renderShell(ui: ReactNode, { route = '/', user = null, cart, stores }: ShellOptions = {}) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  if (cart) client.setQueryData(CART_QUERY_KEY, cart);
  if (stores) client.setQueryData(STORES_QUERY_KEY, stores);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Probe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <LocationProvider>
        <CartDrawerProvider>
          <RouterProvider router={router} />
          <Toaster />
        </CartDrawerProvider>
      </LocationProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}

/** A fetch stand-in answering JSON by "METHOD path" and recording every call. */
export function mockFetch(routes: Record<string, (body: unknown) => unknown>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url}`];
    if (!handler) return new Response(JSON.stringify({ message: `No mock for ${method} ${url}` }), { status: 404 });
    const answer = handler(body);
    return answer === undefined ? new Response(null, { status: 204 }) : new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetchMock, calls };
}
