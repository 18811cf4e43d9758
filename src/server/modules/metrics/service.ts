import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type Counter, type Reading, Registry } from './registry';

/** The route label of a request no route matched (a 404, a malformed URL): one series, however many paths. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of an answer the catalogue edge gave from the micro-cache, before Fastify. */
export const EDGE_ROUTE = 'edge';
/** Upper bounds of the request-duration histogram, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

/** The shop's metrics: what the app counts as it answers, and values read at each scrape. */
export interface AppMetrics {
  readonly registry: Registry;
  /** One answered request; `route` is the route's pattern, EDGE_ROUTE or UNMATCHED_ROUTE, never a raw URL. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** Orders placed and acknowledged as new (a replayed answer is not a new order). */
  readonly ordersPlaced: Counter;
  /** A gauge read at each scrape. */
  gauge(name: string, help: string, read: () => number): void;
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const requests = registry.counter('everystore_http_requests_total', 'HTTP requests answered, by method, route pattern and status', ['method', 'route', 'status']);
  const durations = registry.histogram('everystore_http_request_duration_seconds', 'Time to answer an HTTP request, by method and route pattern', ['method', 'route'], DURATION_BUCKETS);
  const ordersPlaced = registry.counter('everystore_orders_placed_total', 'Orders placed (new orders only, not replayed answers)');
  return {
    registry,
    ordersPlaced,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    gauge: (name, help, read) => registry.read(name, help, read),
  };
}

/** How often the event loop's delay is sampled; the samples include it, so it is taken off. */
const LAG_RESOLUTION_MS = 10;

/**
 * The process: event-loop lag since the last scrape (mean, p99, max; each scrape starts a new interval), memory,
 * active resources and uptime. Returns the function that stops the event-loop monitor.
 */
export function watchProcess(registry: Registry): () => void {
  const delay = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  delay.enable();
  const lag = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - LAG_RESOLUTION_MS) / 1000;
  registry.read('everystore_event_loop_lag_seconds', 'Event loop lag since the previous scrape (stat: mean, p99, max); each scrape starts a new interval', (): Reading => {
    const samples = [
      { labels: { stat: 'mean' }, value: delay.count === 0 ? 0 : lag(delay.mean) },
      { labels: { stat: 'p99' }, value: delay.count === 0 ? 0 : lag(delay.percentile(99)) },
      { labels: { stat: 'max' }, value: delay.count === 0 ? 0 : lag(delay.max) },
    ];
    delay.reset();
    return samples;
  });
  registry.read('everystore_process_resident_memory_bytes', 'Resident set size of the process', () => process.memoryUsage.rss());
  registry.read('everystore_process_heap_used_bytes', 'V8 heap in use', () => process.memoryUsage().heapUsed);
  registry.read('everystore_process_active_resources', 'Resources keeping the event loop alive (sockets, timers, ...): process.getActiveResourcesInfo()', () => process.getActiveResourcesInfo().length);
  registry.read('everystore_process_uptime_seconds', 'Seconds since the process started', () => process.uptime());
  return () => delay.disable();
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface ScrapeRequest {
  /** The socket's peer, never an address from a header. */
  remoteAddress: string | undefined;
  /** Whether the request came through a proxy (X-Forwarded-For or Forwarded): then loopback is the proxy, not the client. */
  forwarded: boolean;
  authorization: string | undefined;
}

/** The metrics are for this machine (loopback, not through a proxy) or whoever holds METRICS_TOKEN. */
export function mayReadMetrics(request: ScrapeRequest, token: string | undefined): boolean {
  if (!request.forwarded && request.remoteAddress !== undefined && LOOPBACK.has(request.remoteAddress)) return true;
  if (token === undefined || request.authorization === undefined) return false;
  const bearer = /^Bearer +(\S+) *$/i.exec(request.authorization)?.[1];
  return bearer !== undefined && sameSecret(bearer, token);
}

/** Compared in constant time: digests first, so neither the length nor the first differing byte shows. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
