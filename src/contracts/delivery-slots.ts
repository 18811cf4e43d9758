import { z } from 'zod';
import { DELIVERY_OPTIONS } from '@/domain/cart';
import { isCoveredPostcode, notDeliveredMessage } from '@/domain/delivery-area';
import { DELIVERY_DISTRICTS } from '@/domain/delivery-districts';
import { SLOT_ID_PATTERN } from '@/domain/delivery-slots';
import { normalizePostcode, UK_POSTCODE_PATTERN } from '@/domain/postcode';

/** Delivery slots (issue 12): what GET /api/delivery-slots answers, and the slot an order carries. */

/** Said wherever a postcode outside the delivery area is refused: the slot picker and the checkout (400). */
export const notCoveredMessage = (postcode: string) =>
  `${notDeliveredMessage(postcode)}: Everystore delivers across Edinburgh (postcodes ${DELIVERY_DISTRICTS[0]!.district} to ${DELIVERY_DISTRICTS.at(-1)!.district}).`;

export const SLOT_REQUIRED_MESSAGE = 'Please choose a delivery slot';

/** A slot's id as the client sends it back: its UK start, '2026-11-27T08:00'. */
export const deliverySlotIdSchema = z.string({ error: 'deliverySlot must be a slot id' }).max(16, 'deliverySlot must be a slot id').regex(SLOT_ID_PATTERN, 'deliverySlot must be a slot id');

/** Checks that a (valid) postcode lies in the delivery area; used by the checkout form and POST /api/orders. */
export const coveredPostcode = <T extends z.ZodType<string>>(schema: T) => schema.refine((p) => isCoveredPostcode(p), { error: (issue) => notCoveredMessage(String(issue.input)) });

/** GET /api/delivery-slots?option=standard|express&postcode=EH1 3DX */
export const deliverySlotsQuerySchema = z.object({
  option: z.enum(DELIVERY_OPTIONS, { error: 'option must be "standard" or "express"' }),
  /** The shopper's delivery postcode; without it the slots are given for the delivery area in general. */
  postcode: z
    .string()
    .trim()
    .max(10, 'postcode must be a valid UK postcode')
    .regex(UK_POSTCODE_PATTERN, 'postcode must be a valid UK postcode')
    .transform(normalizePostcode)
    .optional(),
});

export const slotStatusSchema = z.enum(['available', 'full', 'closed']);

/** The slot an order carries (null for orders placed before slots). Times are ISO instants. */
export const orderSlotSchema = z.object({
  id: z.string(),
  /** UK date, YYYY-MM-DD. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  /** 'Thu 27 Nov, 08:00–10:00' (UK time). */
  label: z.string(),
});

export const deliverySlotSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  /** '08:00–10:00' (UK time). */
  label: z.string(),
  /** Orders the slot can still take. */
  remaining: z.number().int(),
  /** 'available', 'full', or 'closed' (its cut-off has passed). */
  status: slotStatusSchema,
  available: z.boolean(),
});

export const deliveryDaySchema = z.object({
  /** UK date, YYYY-MM-DD. */
  date: z.string(),
  /** 'Thu 27 Nov' */
  label: z.string(),
  slots: z.array(deliverySlotSchema),
});

export const deliverySlotsSchema = z.object({
  option: z.enum(DELIVERY_OPTIONS),
  postcode: z.string().nullable(),
  /** False when the postcode is outside the delivery area: then `days` is empty and `message` says so. */
  covered: z.boolean(),
  district: z.object({ district: z.string(), name: z.string() }).nullable(),
  message: z.string().nullable(),
  /** Hours before a slot starts that its orders close. */
  cutoffHours: z.number(),
  days: z.array(deliveryDaySchema),
});

/** 409 when the chosen slot filled (or closed) while the shopper was paying: pick another. */
export const slotUnavailableErrorSchema = z.object({
  message: z.string(),
  code: z.literal('slot_unavailable'),
  slot: z.string(),
});

export type DeliverySlots = z.infer<typeof deliverySlotsSchema>;
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;
export type OrderSlot = z.infer<typeof orderSlotSchema>;
export type SlotUnavailableError = z.infer<typeof slotUnavailableErrorSchema>;
