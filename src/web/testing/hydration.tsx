import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { Toaster } from '@/web/components/ui/toaster';
import { CartDrawerProvider } from '@/web/features/cart';
import { LocationProvider } from '@/web/features/location';
import { createQueryClient } from '@/web/lib/query-client';

export interface HydrationOptions {
  /** The URL both renders are at. */
  route?: string;
  /** The route pattern `ui` is mounted at (for useParams). Default: every path. */
  path?: string;
  /**
   * The public catalogue data the server's cache holds and the browser's cache starts from (stores, products,
   * search results, operator details); never the shopper or the basket, which the server cannot know.
   */
  seed?: (client: QueryClient) => void;
  /** What the visitor's browser has stored, put in place after the server render and before hydration. */
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
  /** Runs between the two renders: e.g. move a fake clock on, as the cached HTML ages (fake only Date). */
  beforeHydrate?: () => void;
}

export interface HydrationResult {
  /** The server's HTML, as hydrated. */
  html: string;
  /** Holds the hydrated page; also appended to document.body, so `screen` queries find it. */
  container: HTMLElement;
  /**
   * Everything that went wrong: storage touched during the server render (the server has none), console.error
   * calls from either render (React's mismatch warnings among them) and the errors React reported while
   * hydrating (a mismatch makes it throw away the server's HTML and render afresh). Empty when all was well.
   */
  errors: string[];
  /** The browser's query cache. */
  client: QueryClient;
}

/** The app's providers (as app/providers.tsx) around `ui`, at `route`, the same for the server and the browser. */
function page(ui: ReactNode, client: QueryClient, route: string, path: string) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <LocationProvider>
          <CartDrawerProvider>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
            </MemoryRouter>
            <Toaster />
          </CartDrawerProvider>
        </LocationProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

const messageOf = (value: unknown) => (value instanceof Error ? value.message : String(value));

/** Collects console.error calls until the returned function is called. */
function captureConsoleErrors(errors: string[]): () => void {
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(messageOf).join(' '));
  });
  return () => spy.mockRestore();
}

/** Records any use of browser storage: the server has none, so its render must not need it. */
function forbidStorage(errors: string[]): () => void {
  const spies = (['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const).map((method) =>
    vi.spyOn(Storage.prototype, method).mockImplementation(function (this: Storage) {
      errors.push(`The server render used ${this === sessionStorage ? 'sessionStorage' : 'localStorage'}.${method}`);
      return null as never;
    }),
  );
  return () => spies.forEach((spy) => spy.mockRestore());
}

/** Client-rendered boundary: the server gave up on it because something in it suspended. */
const GAVE_UP = '<!--$!-->';
const LAZY_ROUNDS = 100;

/**
 * renderToString cannot wait for a lazy chunk (the server's stream does): it is rendered again, once the
 * chunks it asked for have loaded, until no boundary is left to the browser.
 */
async function renderOnServer(element: ReactNode): Promise<string> {
  let html = renderToString(element);
  for (let round = 0; html.includes(GAVE_UP) && round < LAZY_ROUNDS; round++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    html = renderToString(element);
  }
  return html;
}

function fill(storage: Storage, values: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
}

/**
 * Renders `ui` as the server would (empty storage, only public data cached), then hydrates that HTML as a
 * visitor's browser would (their storage, the same public data), and waits for the effects and the re-render
 * that follows hydration. A test then asserts `errors` is empty and that the visitor's own values show.
 */
export async function renderHydrated(
  ui: ReactNode,
  { route = '/', path = '*', seed, localStorage: stored, sessionStorage: session, beforeHydrate }: HydrationOptions = {},
): Promise<HydrationResult> {
  const errors: string[] = [];
  localStorage.clear();
  sessionStorage.clear();

  const serverClient = createQueryClient();
  seed?.(serverClient);
  const allowStorage = forbidStorage(errors);
  const stopServerCapture = captureConsoleErrors(errors);
  let html: string;
  try {
    html = await renderOnServer(page(ui, serverClient, route, path));
  } finally {
    stopServerCapture();
    allowStorage();
  }

  fill(localStorage, stored);
  fill(sessionStorage, session);
  beforeHydrate?.();

  const client = createQueryClient();
  seed?.(client);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const report = (error: unknown) => errors.push(messageOf(error));
  let root: Root | undefined;
  const stopCapture = captureConsoleErrors(errors);
  try {
    await act(async () => {
      root = hydrateRoot(container, page(ui, client, route, path), { onRecoverableError: report, onCaughtError: report, onUncaughtError: report });
    });
  } finally {
    stopCapture();
  }
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { html, container, errors, client };
}
