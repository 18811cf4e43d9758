import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@/contracts/product';
import type { ModerationStatus } from '@/domain/reviews';
import { productReviews, products } from '../../db/schema';
import { createUser } from '../../test/auth-factories';
import { addToBasket, orderBody, placeOrderRequest, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
/** The stable pick with no orders and no reviews: featured first, then by id. */
let baseline: number[];
/** Four available, unfeatured, unrestricted products that the stable pick leaves out. */
let picks: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  const candidates = await t.database.db
    .select({ id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent, featured: products.featured, abvPercent: products.abvPercent, caffeineMgPerLitre: products.caffeineMgPerLitre, activeIngredient: products.activeIngredient })
    .from(products)
    .where(eq(products.available, true))
    .orderBy(desc(products.featured), asc(products.id));
  baseline = candidates.slice(0, 12).map((p) => p.id);
  // Ordered without a date of birth, so none that the age rules restrict (the catalogue's last ids include drinks).
  picks = candidates.filter((p) => !p.featured && p.discountPercent === 0 && p.abvPercent === null && p.caffeineMgPerLitre === null && p.activeIngredient === null).slice(-4);
});
afterAll(() => t.close());

const popular = async () => parseBody(productSchema.array(), await t.app.inject({ method: 'GET', url: '/api/products/popular' })).map((p) => p.id);

async function review(productId: number, rating: number, moderationStatus: ModerationStatus = 'approved') {
  const user = await createUser(t.database.db);
  await t.database.db.insert(productReviews).values({ productId, userId: user.id, rating, moderationStatus });
}

async function order(pick: ProductPick, quantity: number) {
  const { cookie } = await shopper(t.database.db);
  await addToBasket(t, cookie, pick.id, quantity);
  const res = await placeOrderRequest(t, cookie, orderBody([{ ...pick, quantity }]));
  expect(res.statusCode).toBe(201);
}

describe('GET /api/products/popular', () => {
  it('orders by units ordered, then approved average rating, then number of ratings, then the stable pick', async () => {
    // Ids rise from fourStars to pending, so each tie-break below puts them against the id order.
    const [fourStars, oneFive, twoFives, pending] = picks;
    expect(picks).toHaveLength(4);
    expect(await popular()).toEqual(baseline);
    expect(baseline.some((id) => picks.some((p) => p.id === id))).toBe(false);

    // Ratings: two fives before one five (same average, more ratings) before a four; a review awaiting moderation counts for nothing.
    await review(oneFive!.id, 5);
    await review(fourStars!.id, 4);
    await review(twoFives!.id, 5);
    await review(twoFives!.id, 5);
    await review(pending!.id, 5, 'pending');
    expect(await popular()).toEqual([twoFives!.id, oneFive!.id, fourStars!.id, ...baseline].slice(0, 12));

    // Units ordered outrank any rating: 2 units before 1 unit, then the rated ones.
    await order(fourStars!, 1);
    await order(pending!, 2);
    expect(await popular()).toEqual([pending!.id, fourStars!.id, twoFives!.id, oneFive!.id, ...baseline].slice(0, 12));

    // Units are summed across orders, and an unavailable product never shows however often it sold.
    await order(oneFive!, 2);
    await order(oneFive!, 1);
    expect((await popular()).slice(0, 4)).toEqual([oneFive!.id, pending!.id, fourStars!.id, twoFives!.id]);
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, oneFive!.id));
    expect((await popular()).slice(0, 3)).toEqual([pending!.id, fourStars!.id, twoFives!.id]);
  });
});
