import { orderItems } from '../../db/schema';

/**
 * An order line as the shopper's orders and fulfilment read it: what was ordered and what picking did to it.
 * One list of columns for both readers (orders/queries.ts, fulfilment/load.ts); each adds what it shows besides.
 */
export const orderLineColumns = {
  id: orderItems.id,
  productId: orderItems.productId,
  productName: orderItems.productName,
  pricePence: orderItems.pricePence,
  multibuyQuantity: orderItems.multibuyQuantity,
  multibuyPricePence: orderItems.multibuyPricePence,
  quantity: orderItems.quantity,
  storeId: orderItems.storeId,
  substitution: orderItems.substitution,
  outcome: orderItems.outcome,
  substituteProductId: orderItems.substituteProductId,
  substituteName: orderItems.substituteName,
  substituteStoreId: orderItems.substituteStoreId,
  substituteQuantity: orderItems.substituteQuantity,
  substitutePricePence: orderItems.substitutePricePence,
  refusedAtDoor: orderItems.refusedAtDoor,
};

/** The row those columns read (the table's own types). */
export type OrderLineRow = Pick<typeof orderItems.$inferSelect, keyof typeof orderLineColumns>;
