import { createFetchStub, renderApp } from '@/web/testing';

/**
 * Kept only for src/web/features/cart/cart-drawer.test.tsx (edited elsewhere at the moment): the harness and
 * fetch stand-in now live in src/web/testing (renderApp, stubApi). Delete once that test imports them.
 */
export const renderShell = renderApp;

/** The old calling convention over stubApi's core: a handler returns the body (undefined: 204); calls are { method, url, body }. */
export function mockFetch(routes: Record<string, (body: unknown) => unknown>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const { fetchStub, calls: seen } = createFetchStub(
    Object.fromEntries(
      Object.entries(routes).map(([key, handler]) => [
        key,
        ({ body }) => {
          const answer = handler(body);
          return answer === undefined ? new Response(null, { status: 204 }) : { json: answer };
        },
      ]),
    ),
  );
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetchStub(input, init);
    const { method, url, body } = seen.at(-1)!;
    calls.push({ method, url, body });
    return response;
  };
  return { fetchMock, calls };
}
