import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The app itself is not run here; that boot.ts started it shows in the screens' preloads it adds first.
vi.mock('./main', () => ({}));
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const NAMED = ['/assets/home-page-abc.js', '/assets/card-abc.js'];

let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** A browser that times paints: the test reports the first contentful paint when it chooses. */
function timedPaints() {
  const observers: ((list: { getEntries: () => { name: string }[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return () => observers.forEach((report) => report({ getEntries: () => [{ name: 'first-contentful-paint' }] }));
}

beforeEach(() => {
  vi.resetModules();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  // No paint timing unless a test gives it (jsdom has none).
  vi.stubGlobal('PerformanceObserver', undefined);
  document.head.innerHTML = `<meta name="es-preload" content="${NAMED.join(' ')}">`;
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('boot (a server-rendered page loads the app after its first paint)', () => {
  it('where paints are timed, the first contentful paint starts the app, not the load event before it', async () => {
    const paint = timedPaints();
    await import('./boot');
    dispatchEvent(new Event('load'));
    nextFrame();
    nextFrame();
    await settle();
    expect(preloads()).toEqual([]);
    paint();
    await settle();
    expect(preloads()).toEqual(NAMED);
  });

  it('where paints are timed but never reported, the app starts 1.5 s after the load event', async () => {
    timedPaints();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await import('./boot');
    dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1499);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toEqual(NAMED);
  });

  it('without paint timing, the load event starts the app once the browser has drawn a frame', async () => {
    await import('./boot');
    dispatchEvent(new Event('load'));
    await settle();
    expect(preloads()).toEqual([]);
    nextFrame();
    expect(preloads()).toEqual([]);
    nextFrame();
    expect(preloads()).toEqual(NAMED);
  });

  it('in a tab in the background (which paints nothing until shown), the load event starts the app at once', async () => {
    timedPaints();
    setVisibility('hidden');
    await import('./boot');
    dispatchEvent(new Event('load'));
    expect(preloads()).toEqual(NAMED);
    expect(frames).toHaveLength(0);
  });
});
