import { z } from 'zod';
import { ID_CHECK_VALUES } from '@/domain/age-restrictions';
import { PAYMENT_STATES, SUBSTITUTION_CAP_MAX_PENCE } from '@/domain/fulfilment';
import { idSchema, idTextSchema } from './common';
import { orderSlotSchema } from './delivery-slots';
import { multiBuySchema } from './product';

const strict = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/**
 * "If unavailable" for a basket or order line: the same chain's best match at no more than the price paid
 * (the default), no substitute, or another chain's equivalent up to +capPence a unit.
 */
export const substitutionPreferenceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('best_match') }),
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({
      kind: z.literal('other_store'),
      capPence: z
        .number({ error: 'capPence must be a number' })
        .int('capPence must be a whole number of pence')
        .min(1, 'capPence must be at least 1')
        .max(SUBSTITUTION_CAP_MAX_PENCE, `capPence must be at most ${SUBSTITUTION_CAP_MAX_PENCE}`),
    }),
  ],
  { error: 'substitution must be best_match, none or other_store' },
);
export type SubstitutionPreferenceInput = z.infer<typeof substitutionPreferenceSchema>;

export const lineOutcomeKindSchema = z.enum(['pending', 'picked', 'substituted', 'unavailable']);

/** What replaced a line, as the shopper and the picker see it. Prices in pounds. */
export const substituteViewSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  quantity: z.number().int(),
  price: z.number(),
});

export const timelineStepSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  state: z.enum(['done', 'current', 'estimated']),
  /** When it happened, or is expected; null for an estimated step with no honest estimate (src/domain/tracking-estimates.ts). */
  time: z.string().nullable(),
  location: z.string().nullable(),
  storeId: z.number().int().nullable(),
  chainState: z.enum(['pending', 'collecting', 'collected']).nullable(),
});

export const trackingLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  quantity: z.number().int(),
  /** Unit price paid at checkout, pounds. */
  price: z.number(),
  /** Issue 37 (optional, added after the spec): the multi-buy the line was placed with ("3 for £2"), or null. */
  multiBuy: multiBuySchema.nullable().optional(),
  substitution: substitutionPreferenceSchema,
  outcome: lineOutcomeKindSchema,
  substitute: substituteViewSchema.nullable(),
  /** What the shopper pays for the line after its outcome, pounds (0 when unavailable). */
  finalTotal: z.number(),
  /**
   * Issue 38 (optional, added after the spec): the age the buyer of what is delivered must be (null when none),
   * and whether the courier took the line back at the door (no valid ID / under age: not charged).
   */
  ageRestriction: z.union([z.literal(18), z.literal(16)]).nullable().optional(),
  refusedAtDoor: z.boolean().optional(),
});

/** GET /api/orders/:id/tracking (own orders only), and each event of its stream. */
export const orderTrackingSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  status: z.string(),
  badge: z.enum(['In Progress', 'Delivered', 'Cancelled']),
  deliveryOption: z.enum(['standard', 'express']),
  estimatedDelivery: z.string(),
  steps: z.array(timelineStepSchema),
  lines: z.array(trackingLineSchema),
  /** Money in pounds: what was authorised, what is charged after the outcomes, and the difference refunded. */
  subtotal: z.number(),
  deliveryFee: z.number(),
  originalTotal: z.number(),
  finalTotal: z.number(),
  refund: z.number(),
  /** The shopper may still cancel (no chain has started collecting). */
  canCancel: z.boolean(),
  /** The Everystore colleague working the order (first name), once someone has started. */
  agent: z.object({ name: z.string() }).nullable(),
});

// ---- Staff ----

export const fulfilmentChainStateSchema = z.enum(['pending', 'collecting', 'collected']);
/** Where the order's payment is: held, captured on delivery, a payment problem (staff act), written off, voided. */
export const paymentStateSchema = z.enum(PAYMENT_STATES);

/** GET /api/fulfilment/orders: the orders to work, soonest delivery first. */
export const fulfilmentOrderSummarySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  status: z.string(),
  deliveryOption: z.enum(['standard', 'express']),
  estimatedDelivery: z.string(),
  /** The booked delivery slot (null for orders placed before slots): the work list is grouped by it. */
  deliverySlot: orderSlotSchema.nullable(),
  deliveryPostcode: z.string(),
  itemCount: z.number().int(),
  chains: z.array(z.object({ storeId: z.number().int(), storeName: z.string(), state: fulfilmentChainStateSchema })),
  paymentState: paymentStateSchema,
  /** The order's revision: 1 as placed, one more per change the shopper made (issue 34); pick the current one. */
  revision: z.number().int(),
  amendedAt: z.string().nullable(),
});
export const fulfilmentOrderListSchema = z.array(fulfilmentOrderSummarySchema);
export const fulfilmentListQuerySchema = z.object({
  view: z.enum(['open', 'all'], { error: 'view must be "open" or "all"' }).default('open'),
});

export const substituteSuggestionSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  /** Unit price, pounds. */
  price: z.number(),
  /** The most of it the shopper's cap allows for this line. */
  maxQuantity: z.number().int(),
});

export const pickingLineSchema = trackingLineSchema.extend({
  category: z.string(),
  /** Replacements the shopper's preference and cap allow, best first (empty for "Don't substitute"). */
  suggestions: z.array(substituteSuggestionSchema),
});

/** A chain's picking list: its branch, state and lines sorted by aisle (category). */
export const pickingListSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  storeColor: z.string(),
  branchAddress: z.string(),
  state: fulfilmentChainStateSchema,
  lines: z.array(pickingLineSchema),
});

/** GET /api/fulfilment/orders/:id, and the answer of every staff move. */
export const fulfilmentOrderSchema = fulfilmentOrderSummarySchema.extend({
  notes: z.string().nullable(),
  pickingLists: z.array(pickingListSchema),
  steps: z.array(timelineStepSchema),
  subtotal: z.number(),
  deliveryFee: z.number(),
  originalTotal: z.number(),
  finalTotal: z.number(),
  refund: z.number(),
  /** Which moves the order allows now (the buttons shown). */
  can: z.object({ outForDelivery: z.boolean(), deliver: z.boolean(), cancel: z.boolean() }),
  /** Issue 38: the order has age-restricted lines, so delivering it needs the ID check's answer (optional: added after the spec). */
  idCheckRequired: z.boolean().optional(),
  /** The payment: what checkout authorised (pounds), where it is, and a write-off's who and when. */
  payment: z.object({
    state: paymentStateSchema,
    authorised: z.number(),
    /** Retry the capture or write it off: only while the payment has a problem. */
    canRetry: z.boolean(),
    canWriteOff: z.boolean(),
    writtenOff: z.object({ by: z.string().nullable(), at: z.string() }).nullable(),
  }),
});

export const fulfilmentOrderParamsSchema = z.object({ id: idTextSchema('id') });
export const chainParamsSchema = z.object({ id: idTextSchema('id'), storeId: idTextSchema('storeId') });
export const lineParamsSchema = z.object({ id: idTextSchema('id'), lineId: idTextSchema('lineId') });

/** POST /api/fulfilment/orders/:id/lines/:lineId */
export const lineOutcomeInputSchema = z.discriminatedUnion(
  'outcome',
  [
    z.strictObject({ outcome: z.literal('picked') }, strict),
    z.strictObject({ outcome: z.literal('unavailable') }, strict),
    z.strictObject(
      {
        outcome: z.literal('substituted'),
        productId: idSchema('productId'),
        quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(99, 'quantity must be at most 99'),
      },
      strict,
    ),
  ],
  { error: 'outcome must be picked, substituted or unavailable' },
);

export const ID_CHECK_REQUIRED_MESSAGE = 'Choose the ID check’s outcome before marking the order delivered';

/**
 * POST /api/fulfilment/orders/:id/deliver: for an order with age-restricted lines, what the ID check at the door
 * found (issue 38): "ID checked (Challenge 25)", or "Refused: no valid ID / under age" (those lines go back, not
 * charged). Orders without such lines send nothing.
 */
export const deliverInputSchema = z.strictObject(
  { idCheck: z.enum(ID_CHECK_VALUES, { error: 'idCheck must be id_checked or refused' }).optional() },
  strict,
);

/** POST /api/fulfilment/orders/:id/cancel */
export const staffCancelSchema = z.strictObject(
  { reason: z.string({ error: 'reason is required' }).trim().min(3, 'reason must be at least 3 characters').max(300, 'reason must be at most 300 characters') },
  strict,
);

/** POST /api/fulfilment/orders/:id/payment/retry: nothing to send (the amount is the order's final total). */
export const paymentRetrySchema = z.strictObject({}, strict);

/** POST /api/fulfilment/orders/:id/payment/write-off: why (the shopper sees it on the order's history). */
export const paymentWriteOffSchema = z.strictObject(
  { reason: z.string({ error: 'reason is required' }).trim().min(3, 'reason must be at least 3 characters').max(300, 'reason must be at most 300 characters') },
  strict,
);

/** 409 when a substitute would take the order above what checkout authorised: both amounts, pounds. */
export const aboveAuthorisationErrorSchema = z.object({ message: z.string(), code: z.literal('above_authorisation'), finalTotal: z.number(), authorised: z.number() });

/** 409 when a retried capture is refused again (nothing changed): the amount and the processor's reason in the message. */
export const captureFailedErrorSchema = z.object({ message: z.string(), code: z.literal('capture_failed') });

/** 409 on a move the order's state does not allow. */
export const illegalMoveErrorSchema = z.object({ message: z.string(), code: z.literal('illegal_move') });

export type OrderTracking = z.infer<typeof orderTrackingSchema>;
export type DeliverInput = z.infer<typeof deliverInputSchema>;
export type TimelineStepView = z.infer<typeof timelineStepSchema>;
export type TrackingLine = z.infer<typeof trackingLineSchema>;
export type FulfilmentOrder = z.infer<typeof fulfilmentOrderSchema>;
export type FulfilmentOrderSummary = z.infer<typeof fulfilmentOrderSummarySchema>;
export type PickingList = z.infer<typeof pickingListSchema>;
export type PickingLine = z.infer<typeof pickingLineSchema>;
export type LineOutcomeInput = z.infer<typeof lineOutcomeInputSchema>;
