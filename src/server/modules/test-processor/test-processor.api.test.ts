import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiErrorSchema } from '@/contracts/common';
import { orderDetailSchema } from '@/contracts/orders';
import { cardTokenSchema } from '@/contracts/test-processor';
import { CARD_MESSAGES } from '@/domain/card';
import { NOT_A_TEST_CARD_MESSAGE, PAYMENT_TOKEN_LIFETIME_MINUTES } from '@/domain/payment-test-mode';
import { buildApp } from '../../app';
import { paymentTokens } from '../../db/schema';
import { CARDS, cardRequest, orderBody, productsFromChains, shopper, setBasket } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LIMITS } from '../rate-limit/limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/test-processor/tokens';
let clients = 0;
/** Each test's requests from an address of their own, so the per-address limit is met only where it is tested. */
const newAddress = () => `203.0.113.${++clients}`;
const tokenise = (payload: unknown, options: { address?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress: options.address ?? newAddress(), headers: options.headers ?? {} });
const tokenCount = async () => ((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM payment_tokens`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('POST /api/test-processor/tokens', () => {
  it.each([
    [CARDS.ok, 'ok', '4242'],
    ['4000 0000 0000 0002', 'declined', '0002'],
    ['4000-0000-0000-9995', 'insufficient', '9995'],
  ])('turns the test card %s into a single-use token that keeps only its outcome, brand and last four', async (number, outcome, last4) => {
    const before = Date.now();
    const res = await tokenise(cardRequest(number));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = parseBody(cardTokenSchema, res);
    expect(answer).toMatchObject({ brand: 'Visa', last4 });
    // Opaque: 24 random bytes, nothing of the card in it.
    expect(answer.token).toMatch(/^tok_[0-9a-f]{48}$/);
    const lifetime = new Date(answer.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan((PAYMENT_TOKEN_LIFETIME_MINUTES - 1) * 60_000);
    expect(lifetime).toBeLessThanOrEqual((PAYMENT_TOKEN_LIFETIME_MINUTES + 1) * 60_000);
    const [row] = await t.database.db.select().from(paymentTokens).where(eq(paymentTokens.id, answer.token));
    expect(row).toMatchObject({ brand: 'visa', last4, outcome, usedAt: null, usedByKey: null });
    expect(JSON.stringify(row)).not.toContain(number.replace(/\D/g, '').slice(0, 12));
  });

  it('makes a different token every time, even for the same card', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) tokens.add(parseBody(cardTokenSchema, await tokenise(cardRequest())).token);
    expect(tokens.size).toBe(3);
  });

  it.each([
    ['a card that is not a test card', { number: CARDS.other }, 'number', NOT_A_TEST_CARD_MESSAGE],
    ['a number that fails the Luhn check', { number: '4242 4242 4242 4241' }, 'number', CARD_MESSAGES.number],
    ['letters for a number', { number: 'four two four two' }, 'number', CARD_MESSAGES.number],
    ['a very long number', { number: '4'.repeat(5_000) }, 'number', CARD_MESSAGES.number],
    ['no number', { number: undefined }, 'number', CARD_MESSAGES.number],
    ['a number that is a number', { number: 4242424242424242 }, 'number', CARD_MESSAGES.number],
    ['an expiry in the past', { expiry: '01/20' }, 'expiry', CARD_MESSAGES.expired],
    ['an expiry that is no date', { expiry: '13/99' }, 'expiry', CARD_MESSAGES.expiryFormat],
    ['a short CVC', { cvc: '12' }, 'cvc', CARD_MESSAGES.cvc],
    ['no cardholder name', { name: ' ' }, 'name', 'Cardholder name is required'],
    ['a field the processor does not take', { amount: 1 }, 'body', 'Unknown field: amount'],
  ])('refuses %s with a 400 naming the field, and makes no token', async (_name, change, field, message) => {
    const before = await tokenCount();
    const res = await tokenise({ ...cardRequest(), ...change });
    expect(res.statusCode).toBe(400);
    const error = parseBody(apiErrorSchema, res);
    expect(error.fields?.[field]).toBe(message);
    expect(error.message).toContain(field === 'body' ? message : `${field}: `);
    // A refusal never repeats the card back.
    expect(res.body).not.toMatch(/4242424242424241|5555555555554444/);
    expect(await tokenCount()).toBe(before);
  });

  it('needs no session, and starts none (a processor’s client library works before sign-in matters)', async () => {
    const res = await tokenise(cardRequest());
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
    const { cookie } = await shopper(t.database.db);
    expect((await tokenise(cardRequest(), { headers: { cookie } })).statusCode).toBe(201);
  });

  it.each<Record<string, string>>([{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }])('refuses a cross-site request (%j) with 403 and makes no token', async (headers) => {
    const before = await tokenCount();
    const res = await tokenise(cardRequest(), { headers });
    expect(res.statusCode).toBe(403);
    expect(parseBody(apiErrorSchema, res).message).toBe('Cross-site request refused');
    expect(await tokenCount()).toBe(before);
  });

  it('takes our own pages’ requests', async () => {
    const res = await tokenise(cardRequest(), { headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(201);
  });

  it(`limits an address to ${LIMITS.cardToken.ip.limit} cards a minute, refused cards counted too (trying cards in bulk), others unaffected`, async () => {
    const address = newAddress();
    const { limit } = LIMITS.cardToken.ip;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await tokenise(cardRequest(i % 2 ? CARDS.ok : CARDS.other), { address })).statusCode);
    expect(statuses).toEqual(Array.from({ length: limit }, (_, i) => (i % 2 ? 201 : 400)));
    const before = await tokenCount();
    const blocked = await tokenise(cardRequest(), { address });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(parseBody(apiErrorSchema, blocked).message).toMatch(/Too many card attempts/);
    expect(await tokenCount()).toBe(before);
    expect((await tokenise(cardRequest())).statusCode).toBe(201);
  });
});

describe('the card reaches the processor and nothing else', () => {
  it('is never logged, nor stored, nor sent to the order, on the way to a placed order or a refusal', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Logging everything, request and errors included.
    const app = await buildApp({ database: t.database, env: t.app.env, webRoot: null, logger: { level: 'trace', stream } });
    try {
      const { cookie } = await shopper(t.database.db);
      const [pick] = await productsFromChains(t.database.db, [3]);
      const card = { ...cardRequest(), cvc: '9731', name: 'Ada Cardholder-Secret' };
      const tokenised = await app.inject({ method: 'POST', url: URL, payload: card, remoteAddress: newAddress() });
      const { token } = parseBody(cardTokenSchema, tokenised);
      const body = orderBody([pick!], { paymentToken: token });
      expect(JSON.stringify(body)).not.toContain(CARDS.ok);
      await setBasket(t, cookie, body);
      const placed = await app.inject({ method: 'POST', url: '/api/orders', payload: body, headers: { cookie } });
      expect(parseBody(orderDetailSchema, placed).payment).toEqual({ brand: 'Visa', last4: '4242' });
      for (const refused of [{ ...card, number: CARDS.other }, { ...card, number: '4242424242424241' }, { ...card, expiry: '01/20' }]) {
        expect((await app.inject({ method: 'POST', url: URL, payload: refused, remoteAddress: newAddress() })).statusCode).toBe(400);
      }
      const log = lines.join('');
      expect(log).toContain('/api/test-processor/tokens');
      // The CVC as a value ("9731"), or any field named cvc: four digits alone also turn up in random ids and times.
      for (const secret of [CARDS.ok, CARDS.other, '4242424242424241', '"9731"', 'Cardholder-Secret']) expect(log).not.toContain(secret);
      expect(log).not.toMatch(/cvc/i);
      const tableText = async (table: string) => ((await t.database.db.execute(sql.raw(`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${table} t`))) as unknown as { rows: { rows: string }[] }).rows[0]!.rows;
      const everything = (await Promise.all(['payment_tokens', 'payment_authorisations', 'orders', 'idempotency_keys', 'email_outbox'].map(tableText))).join('');
      expect(everything).toContain('4242');
      for (const secret of [CARDS.ok, '"9731"', 'Cardholder-Secret']) expect(everything).not.toContain(secret);
      expect(everything).not.toMatch(/cvc/i);
    } finally {
      await app.close();
    }
  });
});
