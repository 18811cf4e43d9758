import { z } from 'zod';
import { multiBuySchema } from './product';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY, DELIVERY_OPTIONS } from '@/domain/cart';
import { PAYMENT_TOKEN_MAX_LENGTH } from '@/domain/payment-test-mode';
import { normalizePostcode, UK_POSTCODE_PATTERN } from '@/domain/postcode';
import { cartSchema } from './cart';
import { cardCvcSchema, cardExpirySchema, cardholderNameSchema, cardNumberSchema } from './test-processor';
import { coveredPostcode, deliverySlotIdSchema, orderSlotSchema, SLOT_REQUIRED_MESSAGE } from './delivery-slots';
import { idSchema } from './common';
import { ORDER_MONEY_STATES } from '@/domain/order-money';
import { DAY_FULL_CODE, EMAIL_UNVERIFIED_CODE, TOO_MANY_ORDERS_CODE } from '@/domain/order-limits';
import { ALREADY_IN_BASKET_CODE } from '@/domain/reorder';
import { ALCOHOL_SLOT_CODE, isCalendarDate, UNDER_AGE_CODE } from '@/domain/age-restrictions';
import { lineOutcomeKindSchema, substitutionPreferenceSchema } from './fulfilment';

/**
 * Checkout and orders: the checkout forms (section 5's rules and messages), POST /api/orders (section 7's
 * payload plus the payment token and marketing consent), and the order shapes the orders screens read.
 */
const strict = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) };

export const MAX_ORDER_LINES = 100;
export const NOTES_MAX_LENGTH = 500;

const text = (min: number, message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `${message.replace(/ is required$/, '')} is too long`);

const email = z.string({ error: 'Please enter a valid email address' }).trim().toLowerCase().max(254, 'Please enter a valid email address').pipe(z.email({ error: 'Please enter a valid email address' }));
const phone = z.string({ error: 'Please enter a valid phone number' }).trim().min(10, 'Please enter a valid phone number').max(20, 'Please enter a valid phone number');
const postcode = z
  .string({ error: 'Valid postcode is required' })
  .trim()
  .toUpperCase()
  .min(5, 'Valid postcode is required')
  .max(10, 'Valid postcode is required')
  .regex(UK_POSTCODE_PATTERN, 'Valid postcode is required')
  .transform(normalizePostcode);
/** A delivery address must lie in the delivery area (issue 13): said on the details step, before paying. */
const deliveryPostcode = coveredPostcode(postcode);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .nullish()
    .transform((v) => v || null);
export const deliveryOptionSchema = z.enum(DELIVERY_OPTIONS, { error: 'deliveryOption must be "standard" or "express"' });

export const DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Please enter your date of birth';
export const AGE_DECLARATION_MESSAGE = 'Please confirm you are old enough to buy the age-restricted items';
export const AGE_DECLARATION_TEXT = 'I confirm I am old enough to buy the age-restricted items in my basket, and I will show ID on delivery if asked';

/** A date of birth: a real day (YYYY-MM-DD), in the past, after 1900. */
export const dateOfBirthSchema = z
  .string({ error: DATE_OF_BIRTH_REQUIRED_MESSAGE })
  .trim()
  .min(1, DATE_OF_BIRTH_REQUIRED_MESSAGE)
  .refine(isCalendarDate, 'Please enter a valid date of birth')
  .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), 'Please enter a valid date of birth');

/** The checkout's first step (section 5, "Checkout details"). */
export const checkoutDetailsSchema = z.object({
  email,
  phone,
  firstName: text(2, 'First name is required'),
  lastName: text(2, 'Last name is required'),
  address1: text(5, 'Address is required', 200),
  address2: optionalText(200, 'Address line 2'),
  city: text(2, 'City is required'),
  /** Optional, as at registration and on the profile: a UK address does not need one. */
  county: optionalText(100, 'County'),
  postcode: deliveryPostcode,
  sameAsBilling: z.boolean(),
  deliveryOption: deliveryOptionSchema,
  /** The slot picked under the delivery option (issue 12): a real shop books one before payment. */
  deliverySlot: z.string({ error: SLOT_REQUIRED_MESSAGE }).min(1, SLOT_REQUIRED_MESSAGE),
  notes: optionalText(NOTES_MAX_LENGTH, 'Notes'),
  acceptTerms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  marketingConsent: z.boolean(),
  /**
   * Issue 38: the age the basket's restricted lines ask for (set by the page from the basket, null when none); then
   * the date of birth and the declaration are required.
   */
  restrictedAge: z.number().nullable().optional(),
  dateOfBirth: z.string().optional(),
  ageDeclaration: z.boolean().optional(),
}).superRefine((v, ctx) => {
  if (!v.restrictedAge) return;
  const dob = dateOfBirthSchema.safeParse(v.dateOfBirth ?? '');
  if (!dob.success) ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: dob.error.issues[0]!.message });
  if (v.ageDeclaration !== true) ctx.addIssue({ code: 'custom', path: ['ageDeclaration'], message: AGE_DECLARATION_MESSAGE });
});

/**
 * The checkout's payment step, checked in the browser with the processor's own card rules: the card then goes
 * to the test processor for a token, and its number, expiry and CVC are never sent to the shop.
 */
export const paymentFormSchema = z.object({
  cardholderName: cardholderNameSchema,
  cardNumber: cardNumberSchema,
  expiry: cardExpirySchema,
  cvc: cardCvcSchema,
});

export const orderLineInputSchema = z.strictObject(
  {
    productId: idSchema('productId'),
    quantity: z
      .number({ error: 'quantity must be a number' })
      .int('quantity must be a whole number')
      .min(CART_MIN_QUANTITY, `quantity must be at least ${CART_MIN_QUANTITY}`)
      .max(CART_MAX_QUANTITY, `quantity must be at most ${CART_MAX_QUANTITY}`),
    /** The unit price the shopper saw (pounds, after discount): checked against today's, never charged. */
    price: z
      .number({ error: 'price must be a number' })
      .min(0, 'price must not be negative')
      .max(100_000, 'price is too large')
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'price must be in whole pence'),
    /** "If unavailable" for this line (the basket line's preference); best match when absent. */
    substitution: substitutionPreferenceSchema.optional(),
    /**
     * Issue 37: the line's total the shopper saw (pounds, with any multi-buy): checked against today's as the price
     * is (a multi-buy started or ended since is a price change), never charged. Absent: only the price is checked.
     */
    lineTotal: z
      .number({ error: 'lineTotal must be a number' })
      .min(0, 'lineTotal must not be negative')
      .max(10_000_000, 'lineTotal is too large')
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'lineTotal must be in whole pence')
      .optional(),
  },
  strict,
);

export const shippingDetailsSchema = z.strictObject(
  {
    name: text(2, 'Name is required'),
    email,
    phone,
    address: z.strictObject(
      {
        line1: text(5, 'Address is required', 200),
        line2: optionalText(200, 'Address line 2'),
        city: text(2, 'City is required'),
        /** Optional (absent, null or empty all read as none), as at registration. */
        county: optionalText(100, 'County'),
        postcode: deliveryPostcode,
      },
      strict,
    ),
  },
  strict,
);

/**
 * Whether an order can be changed (and cancelled) now: until its slot's cut-off, while some chain has not started
 * picking; a chain that has started is locked (its lines cannot change) while the others stay open.
 */
export const changeWindowSchema = z.object({
  open: z.boolean(),
  /** ISO time changes close (the slot's cut-off); null for an order without a slot. */
  until: z.string().nullable(),
  /** Why it cannot be changed now ('Too late to change this order: ...'); null while it can. */
  reason: z.string().nullable(),
  /** Chains already picking: their lines are locked ('Tesco is already picking your order'). */
  lockedStores: z.array(z.object({ storeId: z.number().int(), storeName: z.string(), message: z.string() })),
});

/** A line of PATCH /api/orders/:id: as at checkout, and whether to keep its "If unavailable" for the product. */
export const changeOrderLineSchema = orderLineInputSchema.extend({
  /** "Remember my choice": the next basket with this product starts with the same substitution choice. */
  rememberSubstitution: z.boolean({ error: 'rememberSubstitution must be true or false' }).optional(),
});

/**
 * PATCH /api/orders/:id (issue 34), header Idempotency-Key required. `items` is the whole new list of lines
 * (lines not listed are removed; prices as the shopper saw them, checked as at checkout); `deliverySlot` moves
 * the delivery (a slot of the order's delivery option); `notes` replaces the notes (null or '' clears them).
 * Absent fields stay as they are; at least one is needed.
 */
export const changeOrderSchema = z
  .strictObject(
    {
      items: z
        .array(changeOrderLineSchema, { error: 'items must be a list' })
        .min(1, 'items must not be empty: to remove everything, cancel the order')
        .max(MAX_ORDER_LINES, `items must have at most ${MAX_ORDER_LINES} lines`)
        .optional(),
      deliverySlot: deliverySlotIdSchema.optional(),
      notes: z.string({ error: 'notes must be text' }).trim().max(NOTES_MAX_LENGTH, 'notes is too long').nullable().optional(),
      /** Issue 38, when the change adds age-restricted lines: as at checkout (the profile's date of birth stands). */
      dateOfBirth: dateOfBirthSchema.optional(),
      ageDeclaration: z.literal(true, { error: AGE_DECLARATION_MESSAGE }).optional(),
    },
    strict,
  )
  .superRefine((v, ctx) => {
    if (v.items === undefined && v.deliverySlot === undefined && v.notes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'items, deliverySlot or notes is required' });
    }
    const seen = new Set<number>();
    v.items?.forEach((line, i) => {
      if (seen.has(line.productId)) ctx.addIssue({ code: 'custom', path: ['items', i, 'productId'], message: `items: product ${line.productId} is listed twice` });
      seen.add(line.productId);
    });
  });

/** POST /api/orders. Header Idempotency-Key (optional; the web app always sends one). */
export const placeOrderSchema = z
  .strictObject(
    {
      items: z.array(orderLineInputSchema, { error: 'items must be a list' }).min(1, 'items must not be empty').max(MAX_ORDER_LINES, `items must have at most ${MAX_ORDER_LINES} lines`),
      shippingDetails: shippingDetailsSchema,
      deliveryOption: deliveryOptionSchema,
      /**
       * The delivery slot's id (GET /api/delivery-slots). Optional, so section 7's payload stays valid: without
       * one the server books the option's earliest available slot.
       */
      deliverySlot: deliverySlotIdSchema.optional(),
      notes: optionalText(NOTES_MAX_LENGTH, 'notes'),
      /** A single-use token from the processor for a card typed in; or else paymentMethodId, one of the shopper's saved cards. */
      paymentToken: z.string({ error: 'paymentToken is required' }).min(1, 'paymentToken is required').max(PAYMENT_TOKEN_MAX_LENGTH, 'paymentToken is too long').optional(),
      paymentMethodId: z.string({ error: 'paymentMethodId must be a saved card' }).min(1, 'paymentMethodId must be a saved card').max(PAYMENT_TOKEN_MAX_LENGTH, 'paymentMethodId is too long').optional(),
      /** With paymentToken: keep the card for next time once the payment authorises ("Save this card for next time"). */
      saveCard: z.boolean({ error: 'saveCard must be true or false' }).optional(),
      marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }).default(false),
      /**
       * Issue 38, for a basket with age-restricted lines: the shopper's date of birth (needed once: it is kept on the
       * profile, which then stands) and their declaration that they are old enough. Ignored for other baskets.
       */
      dateOfBirth: dateOfBirthSchema.optional(),
      ageDeclaration: z.literal(true, { error: AGE_DECLARATION_MESSAGE }).optional(),
    },
    strict,
  )
  .superRefine((v, ctx) => {
    if ((v.paymentToken === undefined) === (v.paymentMethodId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['paymentToken'], message: v.paymentToken === undefined ? 'paymentToken is required' : 'Pay with paymentToken or paymentMethodId, not both' });
    }
    if (v.saveCard && v.paymentToken === undefined) ctx.addIssue({ code: 'custom', path: ['saveCard'], message: 'saveCard goes with a new card (paymentToken)' });
    const seen = new Set<number>();
    v.items.forEach((line, i) => {
      if (seen.has(line.productId)) ctx.addIssue({ code: 'custom', path: ['items', i, 'productId'], message: `items: product ${line.productId} is listed twice` });
      seen.add(line.productId);
    });
  });

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  /** The unit price paid, pounds. */
  price: z.number(),
  quantity: z.number().int(),
  /**
   * Issue 37 (optional, so answers stored before it still parse): the multi-buy the line was placed with, kept
   * whatever the catalogue does later; the line as ordered costs its groups at the multi-buy price. Null: none.
   */
  multiBuy: multiBuySchema.nullable().optional(),
  storeId: z.number().int(),
  storeName: z.string(),
  storeColor: z.string(),
  image: z.string(),
  substitution: substitutionPreferenceSchema,
  /**
   * Added after the spec (optional, so answers stored before it still parse): what picking did to the line,
   * what replaced it, and what the line now costs, pounds (0 when unavailable or the order is cancelled).
   */
  outcome: lineOutcomeKindSchema.optional(),
  substitute: z.object({ name: z.string(), storeId: z.number().int(), storeName: z.string(), quantity: z.number().int(), price: z.number() }).nullable().optional(),
  finalTotal: z.number().optional(),
  /** Issue 38: an age-restricted line the courier took back at the door (no valid ID / under age), not charged. */
  refusedAtDoor: z.boolean().optional(),
});

/** One order as the orders list shows it. */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** ISO time the order was placed. */
  date: z.string(),
  status: z.string(),
  /** 'In Progress', 'Delivered' or 'Cancelled' (src/domain/order-status.ts). */
  badge: z.enum(['In Progress', 'Delivered', 'Cancelled']),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  itemCount: z.number().int(),
  items: z.array(orderItemSchema),
  deliveryOption: deliveryOptionSchema,
  /** The end of the delivery slot (or, for orders placed before slots, the option's promise). */
  estimatedDelivery: z.string(),
  /** The booked delivery slot; null for orders placed before slots existed. */
  deliverySlot: orderSlotSchema.nullable(),
  /**
   * Added after the spec (optional, so answers stored before it still parse), from src/domain/order-money.ts
   * as tracking has them: `total` stays what was ordered; `finalTotal` is what the order comes to after
   * substitutions and unavailable lines (0 when cancelled), `refunded` what goes back, pounds.
   */
  finalTotal: z.number().optional(),
  refunded: z.number().optional(),
  moneyState: z.enum(ORDER_MONEY_STATES).optional(),
  /**
   * Changing an order (issue 34; optional, so answers stored before it still parse): its revision (1 as placed,
   * one more per change), when it was last changed, and whether the shopper may change it now.
   */
  revision: z.number().int().optional(),
  amendedAt: z.string().nullable().optional(),
  changeWindow: z.lazy(() => changeWindowSchema).optional(),
});

export const orderStatusStepSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  description: z.string().nullable(),
  timestamp: z.string(),
  location: z.string().nullable(),
});

export const shippingDetailsViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), county: z.string().nullable(), postcode: z.string() }),
});

/** GET /api/orders/:id and the answer of POST /api/orders (201). */
export const orderDetailSchema = orderSummarySchema.extend({
  stores: z.array(z.object({ storeId: z.number().int(), storeName: z.string(), storeColor: z.string(), items: z.array(orderItemSchema), subtotal: z.number() })),
  shippingDetails: shippingDetailsViewSchema,
  notes: z.string().nullable(),
  payment: z.object({ brand: z.string(), last4: z.string() }),
  history: z.array(orderStatusStepSchema),
});

export const ordersQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page is too large').default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int('pageSize must be a whole number').min(1, 'pageSize must be at least 1').max(50, 'pageSize must be at most 50').default(10),
});

/** GET /api/orders */
export const ordersPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  hasMore: z.boolean(),
});

/** 409 when a client price differs from today's: the current prices, so the basket can be refreshed. */
export const priceChangedErrorSchema = z.object({
  message: z.string(),
  code: z.literal('price_changed'),
  changes: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      expected: z.number(),
      current: z.number(),
      /** Issue 37, when the line's total moved (a multi-buy started or ended): what the shopper saw and today's, pounds. */
      expectedLineTotal: z.number().optional(),
      currentLineTotal: z.number().optional(),
    }),
  ),
});

/**
 * 409 when PATCH /api/orders/:id cannot change the order: past its cut-off or no longer open (too_late), a line
 * of a chain already picking changed (store_locked, naming the chains), or another change of it is in flight
 * (order_busy). With the order as it is now.
 */
export const orderChangeRefusedSchema = z.object({
  message: z.string(),
  code: z.enum(['too_late', 'store_locked', 'order_busy']),
  storeIds: z.array(z.number().int()).optional(),
  order: orderDetailSchema,
});

/** 409 when lines cannot be bought now. */
export const unavailableErrorSchema = z.object({
  message: z.string(),
  code: z.literal('unavailable'),
  lines: z.array(z.object({ productId: z.number().int(), name: z.string() })),
});

/** 409 when the order's lines are not the basket's (another tab ordered it, or it changed elsewhere): the basket as it is now. */
export const basketChangedErrorSchema = z.object({ message: z.string(), code: z.literal('basket_changed'), cart: cartSchema });

/**
 * 409 when age-restricted lines cannot be sold (issue 38): the shopper is too young for them on the delivery date
 * (under_age), or the basket has alcohol and the slot lies outside 10:00-22:00 (alcohol_slot).
 */
export const ageRefusedErrorSchema = z.object({ message: z.string(), code: z.enum([UNDER_AGE_CODE, ALCOHOL_SLOT_CODE]) });

/** 402 when the card is refused. */
export const paymentDeclinedErrorSchema = z.object({ message: z.string(), code: z.literal('payment_declined') });

/** 402 when the payment token is spent, expired, unknown or forged: the card is entered again for a new one. */
export const paymentTokenErrorSchema = z.object({ message: z.string(), code: z.literal('payment_token') });

/** 403 when the account's e-mail address is not verified yet: nothing was claimed, charged or written. */
export const emailUnverifiedErrorSchema = z.object({ message: z.string(), code: z.literal(EMAIL_UNVERIFIED_CODE) });

/**
 * The account's limits: 429 (with Retry-After) past the orders of one hour; 409 past the open orders of the
 * slot's day (`date`, UK). Nothing is charged, and the Idempotency-Key is freed for a later try.
 */
export const orderLimitErrorSchema = z.discriminatedUnion('code', [
  z.object({ message: z.string(), code: z.literal(TOO_MANY_ORDERS_CODE) }),
  z.object({ message: z.string(), code: z.literal(DAY_FULL_CODE), date: z.string() }),
]);

/**
 * POST /api/orders/:id/reorder's body, optional (section 7 sends none): `confirm: true` adds the lines even when
 * the basket already holds some of them; without it that is a 409 (alreadyInBasketErrorSchema).
 */
export const reorderInputSchema = z.strictObject({ confirm: z.boolean({ error: 'confirm must be true or false' }).optional() }, strict);

/** 409 from an unconfirmed re-order whose lines are partly in the basket already: nothing was added. */
export const alreadyInBasketErrorSchema = z.object({
  message: z.string(),
  code: z.literal(ALREADY_IN_BASKET_CODE),
  /** `quantity`: what the order adds; `inBasket`: what the basket holds now. */
  lines: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int(), inBasket: z.number().int() })),
});

/** POST /api/orders/:id/reorder */
export const reorderResultSchema = z.object({
  cart: cartSchema,
  added: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() })),
  unavailable: z.array(z.object({ productId: z.number().int(), name: z.string() })),
  priceChanged: z.array(z.object({ productId: z.number().int(), name: z.string(), was: z.number(), now: z.number() })),
  /** Lines that could not be added in full because the basket holds at most 99 of one item. */
  capped: z.array(z.object({ productId: z.number().int(), name: z.string() })),
});

export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;
export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type PaymentForm = z.output<typeof paymentFormSchema>;
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;
export type ShippingDetails = z.output<typeof shippingDetailsSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrdersPage = z.infer<typeof ordersPageSchema>;
export type OrderStatusStep = z.infer<typeof orderStatusStepSchema>;
export type ChangeWindow = z.infer<typeof changeWindowSchema>;
export type ChangeOrderInput = z.input<typeof changeOrderSchema>;
export type ChangeOrder = z.output<typeof changeOrderSchema>;
export type OrderChangeRefused = z.infer<typeof orderChangeRefusedSchema>;
export type PriceChangedError = z.infer<typeof priceChangedErrorSchema>;
export type UnavailableError = z.infer<typeof unavailableErrorSchema>;
export type BasketChangedError = z.infer<typeof basketChangedErrorSchema>;
export type ReorderResult = z.infer<typeof reorderResultSchema>;
export type OrderLimitError = z.infer<typeof orderLimitErrorSchema>;
export type AgeRefusedError = z.infer<typeof ageRefusedErrorSchema>;
export type AlreadyInBasketError = z.infer<typeof alreadyInBasketErrorSchema>;
