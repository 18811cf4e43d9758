import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { alertLines, alertReason, PRICE_ALERT_SUBJECT, type AlertItem } from '@/domain/price-alerts';
import { linePricePence } from '@/domain/cart';
import { ukDate } from '@/domain/delivery-slots';
import type { Db } from '../../db/client';
import { favourites, priceAlertsSent, priceChanges, products, stores, users } from '../../db/schema';
import type { Mailer, MailMessage } from '../mail/mailer';
import { wantsMail } from '../notifications/preferences';
import { cheapestEquivalents } from './history';
import { productColumns } from '../products/service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a first alert (or one after a long gap) looks: a week at most. */
const LOOK_BACK_MAX_DAYS = 7;
/** The cluster-wide lock the timer takes, so one instance at a time runs the job. */
export const PRICE_ALERTS_LOCK = 720_037;

/**
 * The daily price-drop job (`npm run alerts:send`, and the app's timer): for each shopper who wants price-drop mail
 * (notification_preferences, through the outbox's own `wantsMail`) and has not had one today, the favourites whose
 * price fell since their last alert (or the last day) or that came back in stock. The day's price_alerts_sent row
 * and the message are written in one transaction: the row's key is what makes it at most one a day, whichever
 * instance or command runs. The message is an optional one, so it carries the unsubscribe link and is checked
 * again when it is sent.
 */
export async function sendPriceAlerts(db: Db, mailer: Mailer, now = new Date()): Promise<{ sent: number }> {
  const day = ukDate(now);
  const shoppers = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        sql`EXISTS (SELECT 1 FROM ${favourites} f WHERE f.user_id = ${users.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${priceAlertsSent} a WHERE a.user_id = ${users.id} AND a.day = ${day}::date)`,
        wantsMail(sql`${users.id}`, sql`'price_drops'::text`),
      ),
    );
  let sent = 0;
  for (const shopper of shoppers) {
    const [last] = await db.select({ sentAt: priceAlertsSent.sentAt }).from(priceAlertsSent).where(eq(priceAlertsSent.userId, shopper.id)).orderBy(desc(priceAlertsSent.sentAt)).limit(1);
    const since = new Date(Math.max(last?.sentAt.getTime() ?? now.getTime() - DAY_MS, now.getTime() - LOOK_BACK_MAX_DAYS * DAY_MS));
    const items = await changedFavourites(db, shopper.id, since);
    if (items.length === 0) continue;
    const message: MailMessage = {
      to: shopper.email,
      subject: PRICE_ALERT_SUBJECT,
      body: [`Hello ${shopper.firstName},`, '', 'Good news on your favourites:', '', ...alertLines(items), '', 'Everystore - One Order. Every Store.'].join('\n'),
      optional: { kind: 'price_drops', userId: shopper.id },
    };
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx.insert(priceAlertsSent).values({ userId: shopper.id, day, sentAt: now }).onConflictDoNothing().returning({ userId: priceAlertsSent.userId });
      // Another run sent today's meanwhile.
      if (!claimed) return null;
      return mailer.queue(tx, message);
    });
    if (queued === null) continue;
    if (mailer.needsDelivery) await mailer.deliverQueued(queued, message);
    else mailer.written(message);
    sent += 1;
  }
  return { sent };
}

/** The shopper's favourites whose price fell since `since`, or that came back in stock, with a cheaper equivalent elsewhere. */
async function changedFavourites(db: Db, userId: number, since: Date): Promise<AlertItem[]> {
  const rows = await db
    .select({ product: productColumns, storeName: stores.name })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(favourites.userId, userId))
    .orderBy(products.name);
  const changed: { row: (typeof rows)[number]; before: AlertItem['before'] }[] = [];
  for (const row of rows) {
    // What stood when the window began (a product recorded since has nothing to compare with).
    const [before] = await db
      .select({ pricePence: priceChanges.pricePence, discountPercent: priceChanges.discountPercent, available: priceChanges.available })
      .from(priceChanges)
      .where(and(eq(priceChanges.productId, row.product.id), lte(priceChanges.validFrom, since)))
      .orderBy(desc(priceChanges.validFrom), desc(priceChanges.id))
      .limit(1);
    if (before && alertReason(before, row.product) !== null) changed.push({ row, before });
  }
  const equivalents = await cheapestEquivalents(db, changed.map((c) => c.row));
  return changed.map(({ row, before }) => {
    const other = equivalents.get(row.product.id);
    const cheaper = other && linePricePence(other) < linePricePence(row.product);
    return {
      name: row.product.name,
      storeName: row.storeName,
      before,
      now: row.product,
      cheaperElsewhere: cheaper ? { name: other.name, storeName: other.storeName, pence: linePricePence(other) } : null,
    };
  });
}
