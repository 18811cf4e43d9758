import { createElement, lazy, memo, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { holdAppReady } from './app-ready';
import { LazyBoundary } from './lazy-boundary';

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Chunks loaded so far, by their loader: two components made from one loader (the router's preload of a
 * screen's part and the screen that shows it, say) both render at once once either has loaded it.
 */
const loadedChunks = new WeakMap<() => Promise<unknown>, Record<string, ComponentType<never>>>();

/**
 * A lazily loaded component (the named export `name` of its chunk) that renders at once, without suspending,
 * once its chunk has loaded or `preload` has loaded it: so the server renders it in one pass, and a page the
 * server rendered hydrates it exactly as rendered.
 */
export function preloadable<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): Preloadable<P> {
  const preload = (): Promise<ComponentType<P>> =>
    load().then((m) => {
      loadedChunks.set(load, m as Record<string, ComponentType<never>>);
      return m[name];
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const loaded = () => loadedChunks.get(load)?.[name] as ComponentType<P> | undefined;
  return Object.assign((props: P) => createElement(loaded() ?? Lazy, props), { preload });
}

/** Deferred parts defined so far: the server loads them all before it renders anything (loadDeferredParts). */
const deferredParts: Preloadable<never>[] = [];

/**
 * A part of a screen that is not needed for the screen's first paint or its first interaction (a filter panel
 * hidden on phones, say): its code is a chunk of its own, outside the screen's initial JavaScript. The server
 * still renders it (loadDeferredParts, at start-up). In the browser the page hydrates without it: React keeps
 * the server's HTML of the part and hydrates it when its chunk arrives (a click on it before then does nothing,
 * so the page is not marked live until then). A screen the browser renders itself shows `fallback` until then.
 *
 * Its props must keep their identity from render to render (memoised values, stable callbacks): the part is
 * memoised, and React drops the server's HTML of a part that is handed new props before it has hydrated.
 */
export function deferredPart<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  fallback: ReactNode,
): Preloadable<P> {
  const Part = preloadable(load, name);
  deferredParts.push(Part as unknown as Preloadable<never>);
  const Deferred = memo((props: P) => {
    // The page is not live (lib/app-ready.ts) while the part is still the server's HTML or its fallback.
    const [state] = useState<LiveState>(() => ({ live: false, release: null }));
    useEffect(() => {
      if (state.live) return;
      state.release = holdAppReady();
      return state.release;
    }, [state]);
    // A part whose code cannot load (offline, or gone after a deploy) is left out: the page stays, and is live.
    return (
      <LazyBoundary onError={() => partLive(state)}>
        <Suspense fallback={fallback}>
          {createElement(Part, props)}
          <PartLive state={state} />
        </Suspense>
      </LazyBoundary>
    );
  });
  return Object.assign(Deferred as unknown as ComponentType<P>, { preload: Part.preload });
}

interface LiveState {
  live: boolean;
  release: (() => void) | null;
}

function partLive(state: LiveState): void {
  state.live = true;
  state.release?.();
}

/** Committed with the part itself: the part is hydrated (or rendered), so it no longer holds the page back. */
function PartLive({ state }: { state: LiveState }) {
  useEffect(() => partLive(state), [state]);
  return null;
}

/** Loads every deferred part the loaded screens define (the server, after loading the screens). */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(deferredParts.map((part) => part.preload()));
}
