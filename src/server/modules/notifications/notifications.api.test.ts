import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { apiErrorSchema } from '@/contracts/common';
import { notificationPreferencesSchema, unsubscribeStateSchema } from '@/contracts/notifications';
import { emailOutbox } from '../../db/schema';
import { deliveredOrder, staffMember } from '../../test/fulfilment-factories';
import { orderBody, placeOrderRequest, productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Mailer } from '../mail/mailer';
import { OutboxSender } from '../mail/sender';
import { smtpTransport } from '../mail/smtp-transport';

/**
 * Notification choices (issue 36): the settings, the checkout's consent as the same record, delivery e-mails
 * suppressed when turned off (when queued and when due), service e-mails always sent, and one-click unsubscribe
 * links that work without signing in and cannot be forged.
 */

let t: TestApp;
let picks: ProductPick[];
beforeAll(async () => {
  t = await createTestApp();
  picks = await productsFromChains(t.database.db, [2, 6]);
});
afterAll(() => t.close());

const get = (cookie: string | null) => t.app.inject({ method: 'GET', url: '/api/notification-preferences', headers: cookie ? { cookie } : {} });
const put = (cookie: string | null, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/notification-preferences', payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const mailsTo = (email: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id));
const tokenIn = (body: string) => decodeURIComponent(/\/unsubscribe\?token=([^\s]+)/.exec(body)![1]!);

describe('notification settings', () => {
  it('start with delivery updates on and offers and price drops off; a change is saved per shopper, offers’ consent with its time and place', async () => {
    const a = await shopper(t.database.db);
    const b = await shopper(t.database.db);
    expect(parseBody(notificationPreferencesSchema, await get(a.cookie))).toEqual({ deliveryUpdates: true, offers: false, priceDrops: false, offersConsent: { at: null, source: null } });
    const saved = parseBody(notificationPreferencesSchema, await put(a.cookie, { deliveryUpdates: false, offers: true, priceDrops: true }));
    expect(saved).toMatchObject({ deliveryUpdates: false, offers: true, priceDrops: true, offersConsent: { source: 'settings' } });
    expect(Date.now() - Date.parse(saved.offersConsent.at!)).toBeLessThan(60_000);
    expect(parseBody(notificationPreferencesSchema, await get(a.cookie))).toEqual(saved);
    expect(parseBody(notificationPreferencesSchema, await get(b.cookie))).toMatchObject({ deliveryUpdates: true, offers: false });
  });

  it('refuses a visitor (401), a cross-site request (403) and a malformed body (400 naming the field)', async () => {
    const a = await shopper(t.database.db);
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, { deliveryUpdates: false, offers: false, priceDrops: false })).statusCode).toBe(401);
    expect((await put(a.cookie, { deliveryUpdates: false, offers: false, priceDrops: false }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    for (const [body, message] of [
      [{ deliveryUpdates: 'no', offers: false, priceDrops: false }, /deliveryUpdates must be true or false/],
      [{ deliveryUpdates: false, offers: false }, /priceDrops must be true or false/],
      [{ deliveryUpdates: false, offers: false, priceDrops: false, userId: 2 }, /Unknown field: userId/],
    ] as const) {
      const res = await put(a.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toMatch(message);
    }
    expect(parseBody(notificationPreferencesSchema, await get(a.cookie)).deliveryUpdates).toBe(true);
  });

  it('takes the checkout’s ticked marketing box as consent to offers, recorded as given at checkout', async () => {
    const a = await shopper(t.database.db);
    const res = await placeOrderRequest(t, a.cookie, orderBody([picks[0]!], { marketingConsent: true }));
    expect(res.statusCode).toBe(201);
    expect(parseBody(notificationPreferencesSchema, await get(a.cookie))).toMatchObject({ offers: true, offersConsent: { source: 'checkout' } });
    const b = await shopper(t.database.db);
    await placeOrderRequest(t, b.cookie, orderBody([picks[0]!], { marketingConsent: false }));
    expect(parseBody(notificationPreferencesSchema, await get(b.cookie))).toMatchObject({ offers: false, offersConsent: { source: null } });
  });
});

describe('delivery e-mails follow the choice; service e-mails always go', () => {
  it('sends delivery updates with one-click unsubscribe headers and a link; turned off, the next delivery’s are suppressed and its confirmation still sent', async () => {
    const staff = await staffMember(t.database.db);
    const a = await shopper(t.database.db);
    await deliveredOrder(t, staff.cookie, a.cookie, [picks[0]!]);
    const sent = await mailsTo(a.user.email);
    const delivered = sent.find((m) => m.subject.includes('delivered'))!;
    expect(delivered).toMatchObject({ kind: 'delivery_updates', suppressedAt: null });
    expect(delivered.sentAt).not.toBeNull();
    expect(delivered.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(delivered.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=[^>]+>$/);
    expect(delivered.body).toMatch(/To stop them: http:\/\/localhost:\d+\/unsubscribe\?token=/);
    const confirmation = sent.find((m) => m.subject.includes('is confirmed'))!;
    expect(confirmation).toMatchObject({ kind: 'service', headers: null });

    await put(a.cookie, { deliveryUpdates: false, offers: false, priceDrops: false });
    const before = (await mailsTo(a.user.email)).length;
    await deliveredOrder(t, staff.cookie, a.cookie, [picks[1]!]);
    const next = (await mailsTo(a.user.email)).slice(0, (await mailsTo(a.user.email)).length - before);
    expect(next.map((m) => [m.kind, m.sentAt !== null, m.suppressedAt !== null]).sort()).toEqual([
      ['delivery_updates', false, true],
      ['delivery_updates', false, true],
      ['service', true, false],
    ]);
  });

  it('asks again when a queued message is due: turned off after queuing, it is suppressed, not sent', async () => {
    const smtp = await TestSmtpServer.start();
    const transport = smtpTransport(smtp.url, 'Everystore <shop@example.test>');
    const sender = new OutboxSender(t.database.db, transport);
    const mailer = new Mailer(t.database.db, sender, undefined, { tokens: t.app.unsubscribeTokens, origin: 'https://shop.example' });
    try {
      const a = await shopper(t.database.db);
      const b = await shopper(t.database.db);
      const message = (to: string, userId: number) => ({ to, subject: `update for ${userId}`, body: 'Out for delivery', optional: { kind: 'delivery_updates' as const, userId } });
      const [idA, idB] = [await mailer.queue(t.database.db, message(a.user.email, a.user.id)), await mailer.queue(t.database.db, message(b.user.email, b.user.id))];
      await put(a.cookie, { deliveryUpdates: false, offers: false, priceDrops: false });
      await sender.drainOnce();
      expect(smtp.received.map((m) => m.envelope.to[0])).toEqual([b.user.email]);
      // Over SMTP with its one-click headers.
      expect(smtp.received[0]!.headers['list-unsubscribe']).toMatch(/^<https:\/\/shop\.example\/api\/unsubscribe\?token=/);
      expect(smtp.received[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const [rowA] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, idA));
      const [rowB] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, idB));
      expect(rowA).toMatchObject({ sentAt: null });
      expect(rowA!.suppressedAt).not.toBeNull();
      expect(rowB!.sentAt).not.toBeNull();
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });
});

describe('unsubscribe links', () => {
  async function linkOf(email: string) {
    const [mail] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'delivery_updates'))).orderBy(desc(emailOutbox.id));
    return tokenIn(mail!.body);
  }

  it('one click, without signing in, turns the kind off; the page can undo it; the same token answers the same', async () => {
    const staff = await staffMember(t.database.db);
    const a = await shopper(t.database.db);
    await deliveredOrder(t, staff.cookie, a.cookie, [picks[0]!]);
    const token = await linkOf(a.user.email);
    const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(parseBody(unsubscribeStateSchema, await t.app.inject({ method: 'GET', url }))).toEqual({ kind: 'delivery_updates', title: 'Delivery updates', subscribed: true });
    // As a mail client sends it (RFC 8058): a form-encoded POST to the List-Unsubscribe URL, no cookie, no Origin.
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(res.statusCode).toBe(200);
      expect(parseBody(unsubscribeStateSchema, res).subscribed).toBe(false);
    }
    expect(parseBody(notificationPreferencesSchema, await get(a.cookie)).deliveryUpdates).toBe(false);
    const undo = await t.app.inject({ method: 'POST', url: '/api/unsubscribe/undo', payload: { token } });
    expect(parseBody(unsubscribeStateSchema, undo).subscribed).toBe(true);
    expect(parseBody(notificationPreferencesSchema, await get(a.cookie)).deliveryUpdates).toBe(true);
  });

  it('refuses a tampered token (another shopper, another kind, a changed signature) with 400, changing nothing', async () => {
    const staff = await staffMember(t.database.db);
    const a = await shopper(t.database.db);
    const b = await shopper(t.database.db);
    await deliveredOrder(t, staff.cookie, a.cookie, [picks[0]!]);
    const token = await linkOf(a.user.email);
    const [, kind, mac] = token.split('.');
    const forged = [`${b.user.id}.${kind}.${mac}`, `${a.user.id}.offers.${mac}`, `${a.user.id}.${kind}.${mac!.slice(0, -2)}AA`, 'x', `${token}x`];
    for (const bad of forged) {
      const res = await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${encodeURIComponent(bad)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(res.statusCode, bad).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toContain('This unsubscribe link is not valid');
    }
    expect(parseBody(notificationPreferencesSchema, await get(b.cookie)).deliveryUpdates).toBe(true);
    expect(parseBody(notificationPreferencesSchema, await get(a.cookie)).deliveryUpdates).toBe(true);
    // A browser page of another site cannot post it either.
    const cross = await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${encodeURIComponent(token)}`, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.statusCode).toBe(403);
  });
});
