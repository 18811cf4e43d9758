import type { OrderTracking } from '@/contracts/fulfilment';
import { notFound } from '@/domain/errors';
import type { Db } from '../../db/client';
import { loadOrder } from '../fulfilment/load';
import { toTracking } from '../fulfilment/views';

/** The shopper's own order's tracking; another shopper's is 404, exactly like a missing one. */
export async function getTracking(db: Db, userId: number, orderId: number): Promise<OrderTracking> {
  const loaded = await loadOrder(db, orderId, { ownerId: userId });
  if (!loaded) throw notFound(`Order ${orderId} not found`);
  return toTracking(loaded);
}
