import type { OrderDetail, PaymentForm, PlaceOrderInput } from '@/contracts/orders';
import type { CardTokenRequest } from '@/contracts/test-processor';
import { ApiRequestError, apiJson } from '@/web/lib/api';

/** The processor's names for the card's fields, and the payment form's. */
const FORM_FIELD: Record<keyof CardTokenRequest, keyof PaymentForm> = { number: 'cardNumber', expiry: 'expiry', cvc: 'cvc', name: 'cardholderName' };

/** The processor refused the card (a 400 naming its fields): said under the payment form's own fields. */
export class CardRefusedError extends Error {
  constructor(
    message: string,
    readonly fields: Partial<Record<keyof PaymentForm, string>>,
  ) {
    super(message);
  }
}

/**
 * The card goes to the test processor (POST /api/test-processor/tokens), as a processor's client library would
 * send it, and comes back as a single-use token: the shop's server never sees the card. A refusal naming the
 * card's fields is a CardRefusedError; anything else is thrown as it came.
 */
export async function tokenizeCard(payment: PaymentForm): Promise<string> {
  const card: CardTokenRequest = { number: payment.cardNumber, expiry: payment.expiry, cvc: payment.cvc, name: payment.cardholderName };
  try {
    return (await apiJson('cardTokenSchema', 'POST', '/api/test-processor/tokens', card)).token;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 400) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).flatMap(([field, message]) => (Object.hasOwn(FORM_FIELD, field) ? [[FORM_FIELD[field as keyof CardTokenRequest], message]] : [])),
    );
    if (Object.keys(fields).length === 0) throw error;
    throw new CardRefusedError(error.serverMessage ?? Object.values(fields)[0]!, fields);
  }
}

/** Waits before the 2nd and 3rd tries: short, since the shopper is watching the button. */
export const RETRY_DELAYS_MS = [250, 1000] as const;

/**
 * At most this many retries of one press, whatever delays a caller passes: a server that failed three times is
 * not helped by a fourth, and the shopper is waiting.
 */
export const MAX_RETRIES = 2;

export interface PlaceOrderOptions {
  idempotencyKey: string;
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Worth asking again with the same key: the request may never have arrived (fetch threw) or the server stumbled
 * (5xx). The key makes a repeat safe: the server places the order at most once and replays its answer. A 4xx is
 * never retried: the server has answered this request, and the same key and body would get the same answer
 * (a 400 for a bad field, a decline, or a 409 for a key still in flight, which the shopper is told to check on).
 */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return error instanceof TypeError;
  return error.status >= 500;
}

/** POST /api/orders, retrying transient failures (at most MAX_RETRIES times) with the same body and Idempotency-Key. */
export async function placeOrder(input: PlaceOrderInput, { idempotencyKey, delaysMs = RETRY_DELAYS_MS, sleep = wait }: PlaceOrderOptions): Promise<OrderDetail> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiJson('orderDetailSchema', 'POST', '/api/orders', input, { headers: { 'Idempotency-Key': idempotencyKey } });
    } catch (error) {
      const delay = delaysMs[attempt];
      if (attempt >= MAX_RETRIES || delay === undefined || !isTransient(error)) throw error;
      await sleep(delay);
    }
  }
}
