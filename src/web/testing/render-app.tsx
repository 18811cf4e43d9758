import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SafeUser } from '@/contracts/auth';
import type { Cart } from '@/contracts/cart';
import type { Store } from '@/contracts/store';
import { Toaster } from '@/web/components/ui/toaster';
import { USER_QUERY_KEY } from '@/web/features/auth';
import { CART_QUERY_KEY, CartDrawerProvider } from '@/web/features/cart';
import { LocationProvider, useDeliveryLocation } from '@/web/features/location';
import { STORES_QUERY_KEY } from '@/web/features/stores';
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

export interface RenderAppOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** Mount `ui` at this route pattern (or these) only; any other path shows "Another page". Default: every path. */
  path?: string | string[];
  /** The session: null is signed out (the default). */
  user?: SafeUser | null;
  cart?: Cart;
  stores?: Store[];
  /** Any other cached data. */
  seed?: (client: QueryClient) => void;
}

/**
 * The one render harness of the web's component tests: `ui` inside the app's query defaults, delivery
 * location, cart drawer, a memory router and the toaster, with a probe of the current path and location.
 */
export function renderApp(ui: ReactNode, { route = '/', path, user = null, cart, stores, seed }: RenderAppOptions = {}) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  if (cart) client.setQueryData(CART_QUERY_KEY, cart);
  if (stores) client.setQueryData(STORES_QUERY_KEY, stores);
  seed?.(client);
  const withProbe = (element: ReactNode) => (
    <>
      {element}
      <Probe />
    </>
  );
  const routes = path
    ? [...[path].flat().map((p) => ({ path: p, element: withProbe(ui) })), { path: '*', element: withProbe(<p>Another page</p>) }]
    : [{ path: '*', element: withProbe(ui) }];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
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

/** Where the app has navigated to (path and query), as the probe shows it. */
export const currentPath = () => document.querySelector('[data-testid="probe-path"]')?.textContent ?? null;
