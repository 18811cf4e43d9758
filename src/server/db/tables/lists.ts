import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './shoppers';
import { timestamps } from './shared';

/**
 * Shopping lists (issue 35): named lists a shopper keeps, each shareable read-only through a long random token
 * (null when not shared; a new token replaces the old, so revoking is setting it back to null).
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shareToken: text('share_token'),
    ...timestamps,
  },
  (t) => [index('shopping_lists_user_idx').on(t.userId, t.id), uniqueIndex('shopping_lists_share_token_idx').on(t.shareToken)],
);

/**
 * A list's lines, in the shopper's order: a product (with how many), or text not yet matched to one; a matched
 * line may keep the shopper's own words beside its product. A product appears once a list (adding it again adds
 * to its quantity). Products are never deleted (the seed updates them in place), as for basket lines.
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    text: text('text'),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [
    index('shopping_list_items_list_idx').on(t.listId, t.position),
    uniqueIndex('shopping_list_items_list_product_idx').on(t.listId, t.productId),
    check('shopping_list_items_quantity_range', sql`${t.quantity} >= 1 AND ${t.quantity} <= 99`),
    check('shopping_list_items_what', sql`${t.productId} IS NOT NULL OR ${t.text} IS NOT NULL`),
  ],
);
