import { z } from 'zod';
import { CART_MAX_QUANTITY } from '@/domain/cart';
import { FILL_STRATEGIES } from '@/domain/list-fill';
import { countListLines, LIST_TEXT_MAX_CHARS, LIST_TEXT_MAX_LINES } from '@/domain/list-lines';
import { LIST_ITEM_TEXT_MAX_LENGTH, LIST_NAME_MAX_LENGTH, MAX_LIST_ITEMS, SHARE_TOKEN_BYTES } from '@/domain/shopping-lists';
import { cartSchema } from './cart';
import { idSchema, idTextSchema } from './common';
import { productSchema } from './product';

const strict = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) };

const quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(CART_MAX_QUANTITY, `quantity must be at most ${CART_MAX_QUANTITY}`);

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(LIST_NAME_MAX_LENGTH, `name must be at most ${LIST_NAME_MAX_LENGTH} characters`);

const itemText = z
  .string({ error: 'text must be text' })
  .trim()
  .min(1, 'text must not be empty')
  .max(LIST_ITEM_TEXT_MAX_LENGTH, `text must be at most ${LIST_ITEM_TEXT_MAX_LENGTH} characters`);

/** A line to add: a product with how many (and, optionally, the shopper's own words for it), or text alone. */
export const addListItemSchema = z
  .strictObject({ productId: idSchema('productId').optional(), text: itemText.optional(), quantity: quantity.default(1) }, strict)
  .refine((v) => v.productId !== undefined || v.text !== undefined, { message: 'productId or text is required', path: ['productId'] });

/** PATCH /api/lists/:id/items/:itemId: how many, another product (a changed match), or the words; at least one. */
export const updateListItemSchema = z
  .strictObject({ quantity: quantity.optional(), productId: idSchema('productId').nullable().optional(), text: itemText.nullable().optional() }, strict)
  .refine((v) => v.quantity !== undefined || v.productId !== undefined || v.text !== undefined, { message: 'quantity, productId or text is required', path: ['quantity'] });

/** POST /api/lists: a name, and the lines to start with (a pasted list saved in one go). */
export const createListSchema = z.strictObject(
  { name, items: z.array(addListItemSchema, { error: 'items must be a list' }).max(MAX_LIST_ITEMS, `items: a list holds at most ${MAX_LIST_ITEMS} lines`).default([]) },
  strict,
);

/** PATCH /api/lists/:id */
export const updateListSchema = z.strictObject({ name }, strict);

/** /api/lists/:id/items/:itemId */
export const listItemParamsSchema = z.object({ id: idTextSchema('id'), itemId: idTextSchema('itemId') });

/** A share link's token: base64url of SHARE_TOKEN_BYTES random bytes. Anything else is no list (404, not 400). */
export const SHARE_TOKEN_LENGTH = Math.ceil((SHARE_TOKEN_BYTES * 4) / 3);
export const shareTokenParamsSchema = z.object({ token: z.string() });
export const isShareToken = (token: string) => token.length === SHARE_TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(token);

export const listItemSchema = z.object({
  id: z.number().int(),
  /** Null for a line kept as text. */
  productId: z.number().int().nullable(),
  product: productSchema.nullable(),
  /** The shopper's words: the whole line when not matched, else what they typed for it (or null). */
  text: z.string().nullable(),
  quantity: z.number().int(),
  position: z.number().int(),
});

export const listSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  itemCount: z.number().int(),
  shared: z.boolean(),
  updatedAt: z.string(),
});

/** GET /api/lists: the shopper's lists, most recently changed first. */
export const listSummariesSchema = z.array(listSummarySchema);

/** GET /api/lists/:id (and the answer of every change to a list or its lines). */
export const shoppingListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The share link's token while shared, else null. */
  shareToken: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(listItemSchema),
});

/** POST /api/lists/:id/share */
export const listShareSchema = z.object({ token: z.string(), path: z.string() });

/** GET /api/shared-lists/:token: read-only, nobody's name or ids but the lines'. */
export const sharedListSchema = z.object({
  name: z.string(),
  items: z.array(listItemSchema.omit({ id: true, position: true })),
});

/** POST /api/lists/parse: a pasted list, at most LIST_TEXT_MAX_CHARS characters and LIST_TEXT_MAX_LINES lines. */
export const parseListInputSchema = z.strictObject(
  {
    text: z
      .string({ error: 'text is required' })
      .max(LIST_TEXT_MAX_CHARS, `text must be at most ${LIST_TEXT_MAX_CHARS.toLocaleString('en-GB')} characters`)
      .refine((t) => countListLines(t) <= LIST_TEXT_MAX_LINES, `text must be at most ${LIST_TEXT_MAX_LINES} lines`),
  },
  strict,
);

/** One product a pasted line could be, and how many of it the line asks for. */
export const listMatchSchema = z.object({ product: productSchema, quantity: z.number().int() });

export const parsedLineSchema = z.object({
  /** The item as pasted (bullets and all). */
  raw: z.string(),
  /** What was looked for ('semi skimmed milk'), how many, and the measure or container named ('4 pints', 'tin'). */
  text: z.string(),
  quantity: z.number().int(),
  unit: z.string().nullable(),
  /** The overall best match, or null: the line is kept as text. */
  best: listMatchSchema.nullable(),
  /** The top match at each chain that has one, the best first: what the shopper can change it to. */
  matches: z.array(listMatchSchema),
});

export const parsedListSchema = z.object({ lines: z.array(parsedLineSchema) });

/** POST /api/lists/:id/to-basket */
export const toBasketInputSchema = z.strictObject(
  {
    strategy: z.enum(FILL_STRATEGIES, { error: `strategy must be one of ${FILL_STRATEGIES.join(', ')}` }),
    /** 'one-store': the chain (default: the one that fills most lines, then costs least). */
    storeId: idSchema('storeId').optional(),
    /** 'cheapest': from at most this many chains. */
    maxStores: z.number({ error: 'maxStores must be a number' }).int('maxStores must be a whole number').min(1, 'maxStores must be from 1 to 8').max(8, 'maxStores must be from 1 to 8').optional(),
    /** Put the chosen strategy's lines in the basket; without it the answer only says what each would cost. */
    confirm: z.boolean({ error: 'confirm must be true or false' }).optional(),
  },
  strict,
);

export const strategyFiguresSchema = z.object({
  totalPence: z.number().int(),
  storeIds: z.array(z.number().int()),
  storeNames: z.array(z.string()),
  /** Lines this way cannot fill (text lines and products no chain it uses has). */
  missing: z.number().int(),
  /** Lines it buys under another brand than the list's. */
  brandChanges: z.number().int(),
});

export const fillLineSchema = z.object({
  itemId: z.number().int(),
  text: z.string().nullable(),
  quantity: z.number().int(),
  listed: productSchema.nullable(),
  /** What the strategy buys, or null when it cannot fill the line. */
  chosen: productSchema.nullable(),
  match: z.enum(['listed', 'same-product', 'own-brand']).nullable(),
  brandChanged: z.boolean(),
  costPence: z.number().int().nullable(),
});

export const toBasketResultSchema = z.object({
  strategy: z.enum(FILL_STRATEGIES),
  /** "Cheapest £41.20 from 5 stores · Fewest stores £43.05 from Tesco and Aldi · Tesco only £46.80, 2 lines missing" */
  summary: z.string(),
  cheapest: strategyFiguresSchema,
  fewestStores: strategyFiguresSchema,
  /** The chain asked for, or the one that fills most; null when no chain sells anything on the list. */
  oneStore: strategyFiguresSchema.nullable(),
  /** Each chain alone, to choose the one store from. */
  stores: z.array(strategyFiguresSchema.extend({ storeId: z.number().int() })),
  /** The chosen strategy, line by line. */
  lines: z.array(fillLineSchema),
  /** Whether the lines were put in the basket (confirm: true). */
  added: z.boolean(),
  /** Lines the basket could not take in full (at most 99 of one product). */
  capped: z.array(z.object({ productId: z.number().int(), name: z.string() })),
  /** The basket afterwards, when added. */
  cart: cartSchema.nullable(),
});

export type AddListItem = z.input<typeof addListItemSchema>;
export type UpdateListItem = z.output<typeof updateListItemSchema>;
export type CreateList = z.output<typeof createListSchema>;
export type CreateListInput = z.input<typeof createListSchema>;
export type ListItem = z.infer<typeof listItemSchema>;
export type ListSummary = z.infer<typeof listSummarySchema>;
export type ShoppingList = z.infer<typeof shoppingListSchema>;
export type ListShare = z.infer<typeof listShareSchema>;
export type SharedList = z.infer<typeof sharedListSchema>;
export type ListMatch = z.infer<typeof listMatchSchema>;
export type ParsedLine = z.infer<typeof parsedLineSchema>;
export type ParsedList = z.infer<typeof parsedListSchema>;
export type ToBasketInput = z.input<typeof toBasketInputSchema>;
export type StrategyFigures = z.infer<typeof strategyFiguresSchema>;
export type FillLine = z.infer<typeof fillLineSchema>;
export type ToBasketResult = z.infer<typeof toBasketResultSchema>;
