import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { emailOutbox, favourites, priceChanges, products } from '../../db/schema';
import { createUser } from '../../test/auth-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { savePreferences } from '../notifications/preferences';
import { unsubscribe } from '../notifications/unsubscribe';
import { sendPriceAlerts } from './alerts';
import { importFeed } from './import';

/** Price-drop alerts (issue 37), on both databases: who gets one, what it says, and at most one a day. */

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
let fell: { id: number; name: string; pricePence: number };
let back: { id: number; name: string; pricePence: number };
let steady: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const pick = (brand: string) =>
    db
      .select({ id: products.id, name: products.name, pricePence: products.pricePence })
      .from(products)
      .where(and(eq(products.storeId, 1), eq(products.brand, brand), eq(products.discountPercent, 0), eq(products.available, true)))
      .orderBy(asc(products.id))
      .limit(1)
      .then((rows) => rows[0]!);
  fell = await pick('Heinz');
  back = await pick('Cadbury');
  steady = await pick('Kellogg\'s');
  // The seeded prices have stood three days; the out-of-stock one went out two days ago.
  await db.update(priceChanges).set({ validFrom: new Date(Date.now() - 3 * DAY) });
  await importFeed(db, { storeId: 1, format: 'csv', at: new Date(Date.now() - 2 * DAY), text: `product,price,available\n${back.id},${(back.pricePence / 100).toFixed(2)},no` });
  // Today: one favourite is 20% off, the other is back.
  await importFeed(db, {
    storeId: 1,
    format: 'csv',
    text: `product,price,promotion,available\n${fell.id},${(fell.pricePence / 100).toFixed(2)},20% off,yes\n${back.id},${(back.pricePence / 100).toFixed(2)},,yes`,
  });
});
afterAll(() => t.close());

async function shopperWithFavourites(priceDrops: boolean) {
  const user = await createUser(t.database.db);
  await t.database.db.insert(favourites).values([fell, back, steady].map((p) => ({ userId: user.id, productId: p.id })));
  await savePreferences(t.database.db, user.id, { deliveryUpdates: true, offers: false, priceDrops });
  return user;
}
const mailsTo = (email: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

describe('npm run alerts:send', () => {
  it('sends one e-mail listing the favourites that fell or came back, old and new price, to those who asked', async () => {
    const wants = await shopperWithFavourites(true);
    const never = await shopperWithFavourites(false);
    const gone = await shopperWithFavourites(true);
    const token = t.app.unsubscribeTokens.sign(gone.id, 'price_drops');
    await unsubscribe(t.database.db, t.app.unsubscribeTokens, token, false);

    await sendPriceAlerts(t.database.db, t.app.mailer);
    const [mail, ...more] = await mailsTo(wants.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Prices have dropped on your favourites', kind: 'price_drops', userId: wants.id, suppressedAt: null });
    const now = `£${(Math.round(fell.pricePence * 0.8) / 100).toFixed(2)}`;
    expect(mail!.body).toContain(`- ${fell.name} (Tesco): now ${now}, was £${(fell.pricePence / 100).toFixed(2)}`);
    expect(mail!.body).toContain(`- ${back.name} (Tesco): back in stock at £${(back.pricePence / 100).toFixed(2)}`);
    expect(mail!.body).not.toContain(steady.name);
    expect(mail!.body).toMatch(/\/unsubscribe\?token=/);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(await mailsTo(never.email)).toEqual([]);
    expect(await mailsTo(gone.email)).toEqual([]);
  });

  it('sends at most one a day, however often it runs, at once or later', async () => {
    const user = await shopperWithFavourites(true);
    const runs = await Promise.all([sendPriceAlerts(t.database.db, t.app.mailer), sendPriceAlerts(t.database.db, t.app.mailer)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    // Another drop the same day waits for tomorrow.
    await importFeed(t.database.db, { storeId: 1, format: 'csv', text: `product,price,promotion,available\n${fell.id},${(fell.pricePence / 100).toFixed(2)},30% off,yes` });
    await sendPriceAlerts(t.database.db, t.app.mailer);
    expect(await mailsTo(user.email)).toHaveLength(1);
    // Tomorrow it is told, of that drop alone (the window starts at the last alert).
    await sendPriceAlerts(t.database.db, t.app.mailer, new Date(Date.now() + DAY));
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain(`now £${(Math.round(fell.pricePence * 0.7) / 100).toFixed(2)}, was £${(Math.round(fell.pricePence * 0.8) / 100).toFixed(2)}`);
    expect(mails[1]!.body).not.toContain(back.name);
  });

  it('sends nothing when no favourite moved', async () => {
    const user = await createUser(t.database.db);
    await t.database.db.insert(favourites).values({ userId: user.id, productId: steady.id });
    await savePreferences(t.database.db, user.id, { deliveryUpdates: true, offers: false, priceDrops: true });
    await sendPriceAlerts(t.database.db, t.app.mailer);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(Number((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM price_alerts_sent WHERE user_id = ${user.id}`) as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });
});
