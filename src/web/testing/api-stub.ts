import { vi } from 'vitest';

/** One request the component under test sent. */
export interface ApiCall {
  method: string;
  /** As passed to fetch, query string included. */
  url: string;
  /** The url without its query string. */
  path: string;
  headers: Headers;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  rawBody: string | undefined;
}

/** What a handler answers: JSON (status 200 and `{}` unless given), or a ready-made Response. */
export type ApiAnswer = { status?: number; json?: unknown } | Response;
/** A handler may wait, or throw to stand for a network failure. */
export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;
export type ApiHandlers = Record<string, ApiHandler>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The one fetch stand-in of the web's component tests. Handlers are keyed 'METHOD /path?query' (matched
 * exactly first) or 'METHOD /path' (any query); an unknown call answers 404 `{ message: 'No mock for METHOD url' }`.
 * Replaces the global fetch (undone after each test by the setup file) and returns the calls, in order.
 */
export function stubApi(handlers: ApiHandlers = {}): ApiCall[] {
  const { fetchStub, calls } = createFetchStub(handlers);
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** stubApi without touching the global fetch. */
export function createFetchStub(handlers: ApiHandlers) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      path: url.split('?')[0]!,
      headers: new Headers(init?.headers),
      body: rawBody === undefined ? undefined : (JSON.parse(rawBody) as unknown),
      rawBody,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.url}`] ?? handlers[`${call.method} ${call.path}`];
    if (!handler) return json({ message: `No mock for ${call.method} ${call.url}` }, 404);
    const answer = await handler(call);
    if (answer instanceof Response) return answer;
    return json(answer.json ?? {}, answer.status ?? 200);
  });
  return { fetchStub, calls };
}

/** Handlers that answer each GET with the given body (200), keyed by '/path' as the old store tests wrote them. */
export function getRoutes(bodies: Record<string, unknown>): ApiHandlers {
  return Object.fromEntries(Object.entries(bodies).map(([path, body]) => [`GET ${path}`, () => ({ json: body })]));
}

/** What a call sent, without its headers: for exact assertions on method, url and body. */
export const sent = ({ method, url, body }: ApiCall) => ({ method, url, body });
