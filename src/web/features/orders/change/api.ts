import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { slotUnavailableErrorSchema } from '@/contracts/delivery-slots';
import {
  orderChangeRefusedSchema,
  paymentDeclinedErrorSchema,
  priceChangedErrorSchema,
  unavailableErrorSchema,
  type ChangeOrderInput,
  type OrderDetail,
  type PriceChangedError,
} from '@/contracts/orders';
import { formatPounds } from '@/domain/money';
import { ApiRequestError, apiJson } from '@/web/lib/api';
import { newIdempotencyKey } from '@/web/lib/idempotency-key';

/** Waits before the 2nd and 3rd tries of one confirmation: short, since the shopper is watching the button. */
const RETRY_DELAYS_MS = [250, 1000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Worth asking again with the same key: the request may never have arrived (fetch threw) or the server stumbled
 * (5xx). The key makes a repeat safe: the server changes the order at most once and replays its answer.
 */
const isTransient = (error: unknown) => (error instanceof ApiRequestError ? error.status >= 500 : error instanceof TypeError);

/** PATCH /api/orders/:id with its Idempotency-Key, retrying transient failures with the same body and key. */
export async function changeOrder(orderId: number, body: ChangeOrderInput, idempotencyKey: string, sleep = wait): Promise<OrderDetail> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiJson('orderDetailSchema', 'PATCH', `/api/orders/${orderId}`, body, { headers: { 'Idempotency-Key': idempotencyKey } });
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isTransient(error)) throw error;
      await sleep(delay);
    }
  }
}

export const CHANGE_FAILED_MESSAGE = 'We could not change your order. Please try again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** What a refused change means for the screen: the message, and what to do with the draft. */
export type ChangeFailure =
  /** The order moved on (too late, a chain started, another change won): the draft is brought up to date with it. */
  | { kind: 'order'; message: string; order: OrderDetail }
  | { kind: 'price-changed'; message: string; changes: PriceChangedError['changes'] }
  | { kind: 'slot-unavailable'; message: string }
  /** The order changed meanwhile and the answer does not carry it: it is read again, and the draft follows. */
  | { kind: 'refresh'; message: string }
  | { kind: 'message'; message: string };

const priceChangedMessage = (changes: PriceChangedError['changes']) =>
  `Some prices have changed: ${changes.map((c) => `${c.name} was ${formatPounds(c.expectedLineTotal ?? c.expected)}, now ${formatPounds(c.currentLineTotal ?? c.current)}`).join('; ')}. The new total shows today's prices: check it, then confirm again.`;

/** The one mapping from a failed PATCH /api/orders/:id to what the shopper is told (the draft is kept unless said). */
export function describeChangeFailure(error: unknown): ChangeFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'message', message: CHANGE_FAILED_MESSAGE };
  if (error.status === 401) return { kind: 'message', message: SESSION_ENDED_MESSAGE };
  const body = error.json;
  if (error.status === 409) {
    const refused = orderChangeRefusedSchema.safeParse(body);
    if (refused.success) return { kind: 'order', message: refused.data.message, order: refused.data.order };
    const prices = priceChangedErrorSchema.safeParse(body);
    if (prices.success) return { kind: 'price-changed', message: priceChangedMessage(prices.data.changes), changes: prices.data.changes };
    const unavailable = unavailableErrorSchema.safeParse(body);
    if (unavailable.success) {
      return { kind: 'message', message: `Not available now: ${unavailable.data.lines.map((l) => l.name).join(', ')}. Remove them or lower their quantity, then confirm again.` };
    }
    // The slot filled or closed meanwhile (read by its code: the slot's id is not needed here).
    const slot = slotUnavailableErrorSchema.pick({ message: true, code: true }).safeParse(body);
    if (slot.success) return { kind: 'slot-unavailable', message: slot.data.message };
    if (error.serverMessage && (body as { code?: unknown } | undefined)?.code === 'order_busy') return { kind: 'refresh', message: error.serverMessage };
  }
  const declined = paymentDeclinedErrorSchema.safeParse(body);
  if (error.status === 402 && declined.success) return { kind: 'message', message: declined.data.message };
  // A 5xx body is not meant for shoppers; 4xx messages (a bad field, a key still in flight) are.
  return { kind: 'message', message: (error.status < 500 && error.serverMessage) || CHANGE_FAILED_MESSAGE };
}

interface Attempt {
  body: ChangeOrderInput;
  idempotencyKey: string;
}

/**
 * Confirms a change. Each confirmation gets a fresh Idempotency-Key, except that confirming the very same body
 * again after a failure the server never answered (the network, a 5xx) reuses the key, so a change that did go
 * through is not made twice.
 */
export function useChangeOrder(orderId: number, { onSuccess, onError }: { onSuccess: (order: OrderDetail) => void; onError: (error: unknown) => void }) {
  const client = useQueryClient();
  const unanswered = useRef<{ body: string; key: string } | null>(null);
  const mutation = useMutation<OrderDetail, Error, Attempt>({
    mutationFn: ({ body, idempotencyKey }) => changeOrder(orderId, body, idempotencyKey),
    onSuccess: (order) => {
      unanswered.current = null;
      onSuccess(order);
      void client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/orders') });
    },
    onError: (error) => {
      if (!isTransient(error)) unanswered.current = null;
      onError(error);
    },
  });
  const confirm = (body: ChangeOrderInput) => {
    if (mutation.isPending) return;
    const text = JSON.stringify(body);
    const key = unanswered.current?.body === text ? unanswered.current.key : newIdempotencyKey();
    unanswered.current = { body: text, key };
    mutation.mutate({ body, idempotencyKey: key });
  };
  return { confirm, isPending: mutation.isPending };
}
