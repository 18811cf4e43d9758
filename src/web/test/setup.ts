import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { clearToasts } from '@/web/components/ui/use-toast';
import { preloadContracts } from '@/web/lib/api';

// Radix measures its controls (slider, checkbox); jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy/waitFor give up after a second by default; a lazy screen's chunk on a loaded 2-core CI machine can take
// longer to arrive. Five seconds is a bound on waiting for what must appear, not a speed target.
configure({ asyncUtilTimeout: 5_000 });

// The API client checks every answer against its contract; load the contracts before any test runs.
beforeAll(preloadContracts);

afterEach(() => {
  cleanup();
  // Undoes stubApi's fetch (and any other stubbed global) so no test sees another's stand-ins.
  vi.unstubAllGlobals();
  clearToasts();
  localStorage.clear();
  sessionStorage.clear();
});
