import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadScreen } from './app/router';
import { HYDRATION_ERROR_PREFIX } from './lib/hydration-errors';
import { createQueryClient } from './lib/query-client';
import { isRefreshedAfterHydration } from './lib/ssr';
import './styles.css';

const container = document.getElementById('root')!;
const client = createQueryClient();
// A page the server rendered carries the query cache it was rendered from (src/web/entry-server.tsx).
const state = document.getElementById('es-state');
if (state?.textContent) hydrate(client, JSON.parse(state.textContent) as DehydratedState);

const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers client={client}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

/** Hydrates a page the server rendered: its query cache is already filled, its screen's code is preloaded. */
async function hydratePage(): Promise<void> {
  // The screen's chunk is already on its way (the page preloads it): hydration waits for it, then runs in one pass.
  await preloadScreen(window.location.pathname, window.location.search);
  // As a transition, hydration is done in slices that let the browser paint and take input between them, instead
  // of one long task that holds a phone's main thread (the page is already on screen: nothing waits for it).
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error, info) {
        console.error(HYDRATION_ERROR_PREFIX, error, info.componentStack ?? '');
      },
    });
  });
  // The page may be a minute old: review averages are brought up to date behind it.
  void client.invalidateQueries({ predicate: (query) => isRefreshedAfterHydration(query.queryKey) });
}

if (container.firstElementChild) void hydratePage();
else createRoot(container).render(app);
