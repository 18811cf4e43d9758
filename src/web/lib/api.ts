import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '@/contracts/common';
import type * as contracts from './contracts';

/**
 * Answers are checked against their contract in development and tests only (docs/decisions/007-contracts-checked-in-development.md).
 * Measured for a 300-product list (97 KB of JSON): the first parse costs 7-13 ms in Chromium on our 2-core
 * sandbox, 0.4 ms once warm (jitless: our CSP forbids the eval zod's fast path needs), several times that on a
 * slow phone; and naming the schemas from the client would add zod (+26 KB gzip) to the home route's first
 * load. Server and web ship together and the API tests read every answer through the same contracts
 * (parseBody), so production trusts the answer. Calls name their contract ('cartSchema') instead of passing
 * it, so that production builds drop the schemas: a passed schema stays in the bundle even when unused.
 */
// `import.meta.env` is Vite's: on the server, which renders pages but never fetches, it is not there.
const CHECK_CONTRACTS = Boolean(import.meta.env?.DEV) || import.meta.env?.MODE === 'test';

/** A failed request: `message` is the spec's 'status: body text' (or the status text when the body is empty). */
export class ApiRequestError extends Error {
  /** The body as JSON, or undefined when it is not JSON. */
  readonly json: unknown;

  constructor(
    readonly status: number,
    /** The body as text. */
    readonly body: string,
    /** The body read with the API's error contract, or undefined when it is not that shape. */
    readonly apiError?: ApiError,
  ) {
    super(`${status}: ${body}`);
    this.json = jsonOf(body);
  }

  /** The server's `{ message }` when the body is the API's error shape. */
  get serverMessage(): string | undefined {
    return this.apiError?.message;
  }

  get fields(): Record<string, string> | undefined {
    return this.apiError?.fields;
  }
}

/** The server answered, but not with what its contract says: a bug on one side, never shown as data. */
export class ContractError extends Error {
  constructor(method: string, url: string, issues: string) {
    super(`${method} ${url} answered outside its contract:\n${issues}`);
  }
}

function jsonOf(text: string): unknown {
  try {
    const json: unknown = JSON.parse(text);
    return json;
  } catch {
    return undefined;
  }
}

let errorSchema: typeof import('@/contracts/common').apiErrorSchema | undefined;

/**
 * The one place an error body is read with the contract's error schema. The schema (and zod with it) is
 * loaded on the first failure, so it stays out of the first page load; failures are rare and not hurried.
 */
async function requestError(res: Response): Promise<ApiRequestError> {
  const text = (await res.text()) || res.statusText;
  const json = jsonOf(text);
  if (json === undefined) return new ApiRequestError(res.status, text);
  errorSchema ??= (await import('@/contracts/common')).apiErrorSchema;
  const parsed = errorSchema.safeParse(json);
  return new ApiRequestError(res.status, text, parsed.success ? parsed.data : undefined);
}

export interface RequestOptions {
  /** Extra headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Every request sends credentials; a JSON body (and its content type) only when there is one. Throws ApiRequestError unless 2xx. */
export async function apiRequest(method: string, url: string, body?: unknown, { headers, signal }: RequestOptions = {}): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!res.ok) throw await requestError(res);
  return res;
}

type Contracts = typeof contracts;
/** The name of a response contract in src/contracts, e.g. 'cartSchema'. */
export type ContractName = { [K in keyof Contracts]: Contracts[K] extends z.ZodType ? K : never }[keyof Contracts];
/** What an answer named by `N` holds. */
export type Answer<N extends ContractName> = Contracts[N] extends z.ZodType ? z.output<Contracts[N]> : never;

let loadedContracts: Contracts | undefined;

/**
 * Loads what the client reads answers with, so later checks add no wait; the web tests' setup calls it once,
 * so a test under fake timers sees an answer as soon as the fetch stub gives it.
 */
export async function preloadContracts(): Promise<void> {
  loadedContracts ??= await import('./contracts');
  errorSchema ??= loadedContracts.apiErrorSchema;
}

/** Throws ContractError unless `data` is what the contract named `contract` describes. */
async function checkAnswer(contract: ContractName, method: string, url: string, data: unknown): Promise<void> {
  loadedContracts ??= await import('./contracts');
  const schema: z.ZodType = loadedContracts[contract];
  const parsed = schema.safeParse(data);
  if (parsed.success) return;
  const error = new ContractError(method, url, parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n'));
  // Said out loud as well: a screen may swallow its query's error (a rating shows zeros, comparisons hide).
  console.error(error);
  throw error;
}

async function readAnswer<N extends ContractName>(contract: N, method: string, url: string, res: Response): Promise<Answer<N>> {
  const data: unknown = res.status === 204 ? undefined : await res.json();
  if (CHECK_CONTRACTS) await checkAnswer(contract, method, url, data);
  // The answer itself goes on as sent, checked or not, so development and production run the same code
  // after this line. Response contracts have no transforms, so what they accept is what they output.
  return data as Answer<N>;
}

/** A request whose answer is described by the contract named `contract` (src/contracts). */
export async function apiJson<N extends ContractName>(contract: N, method: string, url: string, body?: unknown, options?: RequestOptions): Promise<Answer<N>> {
  return readAnswer(contract, method, url, await apiRequest(method, url, body, options));
}

/** A GET of `url` answered by `contract`. */
export function getJson<N extends ContractName>(contract: N, url: string, signal?: AbortSignal): Promise<Answer<N>> {
  return apiJson(contract, 'GET', url, undefined, { signal });
}

/** A query function that GETs the first element of the query key and reads it with `contract`; optionally null on 401. */
export function schemaQueryFn<N extends ContractName>(contract: N): QueryFunction<Answer<N>>;
export function schemaQueryFn<N extends ContractName>(contract: N, options: { on401: 'returnNull' }): QueryFunction<Answer<N> | null>;
export function schemaQueryFn<N extends ContractName>(contract: N, { on401 = 'throw' }: { on401?: 'returnNull' | 'throw' } = {}): QueryFunction<Answer<N> | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await getJson(contract, String(queryKey[0]), signal);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  };
}

/** The query client's default: every query must name its contract with schemaQueryFn. */
export const missingQueryFn: QueryFunction = ({ queryKey }) => {
  throw new Error(`The query ${JSON.stringify(queryKey)} has no queryFn: build one with schemaQueryFn(schema)`);
};
