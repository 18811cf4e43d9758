import { useEffect } from 'react';

type Importer = () => Promise<unknown>;

/**
 * Warms lazy chunks (drawers, menus) once the browser is idle, so their first open is instant while
 * keeping them out of the initial bundle. A failed prefetch is harmless: the real open retries.
 */
export function useIdlePrefetch(importers: readonly Importer[]): void {
  useEffect(() => {
    const run = () => {
      for (const load of importers) load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(run, 2000);
    return () => window.clearTimeout(timer);
    // The importer list is fixed at the call site; prefetching once per mount is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
