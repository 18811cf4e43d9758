import type { OrderDetail, PlaceOrderInput } from '@/contracts/orders';
import { ApiRequestError, apiJson } from '@/web/lib/api';


/** Waits before the 2nd and 3rd tries: short, since the shopper is watching the button. */
export const RETRY_DELAYS_MS = [250, 1000] as const;

export interface PlaceOrderOptions {
  idempotencyKey: string;
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Worth asking again with the same key: the request may never have arrived (fetch threw), the server
 * stumbled (5xx), or it is still working on this key (a 409 without a `code`). The key makes a repeat safe:
 * the server places the order at most once and replays its answer.
 */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return error instanceof TypeError;
  if (error.status >= 500) return true;
  if (error.status !== 409) return false;
  const body = error.json;
  return !(body && typeof body === 'object' && 'code' in body);
}

/** POST /api/orders, retrying transient failures with the same body and the same Idempotency-Key. */
export async function placeOrder(input: PlaceOrderInput, { idempotencyKey, delaysMs = RETRY_DELAYS_MS, sleep = wait }: PlaceOrderOptions): Promise<OrderDetail> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiJson('orderDetailSchema', 'POST', '/api/orders', input, { headers: { 'Idempotency-Key': idempotencyKey } });
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !isTransient(error)) throw error;
      await sleep(delay);
    }
  }
}
