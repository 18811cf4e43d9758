import { and, asc, avg, count, eq, sql } from 'drizzle-orm';
import type { RatingSummary } from '@/contracts/common';
import type { Store } from '@/contracts/store';
import { distanceMiles, type Coords } from '@/domain/distance';
import { CENTRAL_EDINBURGH } from '@/domain/location';
import type { Db } from '../../db/client';
import { storeReviews, stores } from '../../db/schema';
import { summariseRatings } from '@/domain/reviews';
import { notFound } from '@/domain/errors';

/** All stores with distance in miles from `from` (default: central Edinburgh), nearest first, with rating summaries. */
export async function listStores(db: Db, from: Coords = CENTRAL_EDINBURGH): Promise<Store[]> {
  const ratings = db
    .select({ storeId: storeReviews.storeId, avg: avg(storeReviews.rating).as('avg'), n: count().as('n') })
    .from(storeReviews)
    .where(eq(storeReviews.moderationStatus, 'approved'))
    .groupBy(storeReviews.storeId)
    .as('ratings');
  const rows = await db
    .select({ store: stores, avg: ratings.avg, n: sql<number>`coalesce(${ratings.n}, 0)` })
    .from(stores)
    .leftJoin(ratings, eq(ratings.storeId, stores.id))
    .orderBy(asc(stores.id));
  return rows
    .map(({ store, avg: average, n }) => ({
      id: store.id,
      name: store.name,
      logoColor: store.logoColor,
      logoImage: store.logoImage,
      logoLetter: store.logoLetter,
      distance: distanceMiles(from, { lat: store.lat, lng: store.lng }),
      address: store.address,
      city: store.city,
      postcode: store.postcode,
      lat: store.lat,
      lng: store.lng,
      phone: store.phone,
      email: store.email,
      website: store.website,
      description: store.description,
      openingHours: store.openingHours,
      features: store.features,
      imageScale: store.imageScale,
      averageRating: average === null ? 0 : Math.round(Number(average) * 100) / 100,
      totalReviews: Number(n),
    }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
}

export async function storeExists(db: Db, storeId: number): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return row !== undefined;
}

export async function storeRating(db: Db, storeId: number): Promise<RatingSummary> {
  if (!(await storeExists(db, storeId))) throw notFound(`Store ${storeId} not found`);
  const rows = await db
    .select({ rating: storeReviews.rating, n: count() })
    .from(storeReviews)
    .where(and(eq(storeReviews.storeId, storeId), eq(storeReviews.moderationStatus, 'approved')))
    .groupBy(storeReviews.rating);
  return summariseRatings(rows);
}
