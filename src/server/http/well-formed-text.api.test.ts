import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contracts/common';
import { cartSchema } from '@/contracts/cart';
import { paymentAuthorisations } from '../db/schema';
import { BROKEN_TEXT } from './errors';
import { registrationBody } from '../test/auth-factories';
import { addToBasket, cardToken, orderBody, orderTableCounts, productsFromChains, shopper, type ProductPick, setBasket } from '../test/order-factories';
import { parseBody } from '../test/parse-body';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * "Well-formed text only": a lone UTF-16 surrogate (half an emoji, JSON "\ud83d") was a 500 from POST /api/orders
 * on both databases (PostgreSQL's jsonb refuses it). Now any such string is a 400 naming its field, on every
 * route (http/fuzz.api.test.ts walks them all); these are the cases spelt out.
 */
let t: TestApp;
let picks: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  picks = await productsFromChains(t.database.db, [1, 2]);
});
afterAll(() => t.close());

const authorisationCount = async () => (await t.database.db.select({ id: paymentAuthorisations.id }).from(paymentAuthorisations)).length;
/** JSON.stringify writes a lone surrogate as its \u escape, exactly as a client would send it. */
const post = (method: 'POST' | 'PUT', url: string, cookie: string | null, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers }, payload: JSON.stringify(body) });
const brokenAt = (field: string) => ({ message: `${field}: ${BROKEN_TEXT}`, fields: { [field]: BROKEN_TEXT } });

describe('POST /api/orders with half an emoji in the shipping details', () => {
  let before: Awaited<ReturnType<typeof orderTableCounts>>;
  let authorisations: number;
  beforeEach(async () => {
    before = await orderTableCounts(t.database.db);
    authorisations = await authorisationCount();
  });

  it('is a 400 naming shippingDetails.name; no order, no authorisation, the basket kept', async () => {
    const { cookie } = await shopper(t.database.db);
    await addToBasket(t, cookie, picks[0]!.id);
    const body = orderBody(picks.slice(0, 1), { paymentToken: await cardToken(t.database.db) });
    const res = await post('POST', '/api/orders', cookie, { ...body, shippingDetails: { ...body.shippingDetails, name: 'Ann \ud83d' } }, { 'idempotency-key': 'half-an-emoji' });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res)).toEqual(brokenAt('shippingDetails.name'));
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    expect(await authorisationCount()).toBe(authorisations);
    const basket = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(basket.items.map((line) => line.product.id)).toEqual([picks[0]!.id]);

    // The same press, mended, goes through: the refused key was never claimed.
    const mended = await post('POST', '/api/orders', cookie, { ...body, shippingDetails: { ...body.shippingDetails, name: 'Ann 😀' } }, { 'idempotency-key': 'half-an-emoji' });
    expect(mended.statusCode).toBe(201);
  });

  it.each([
    ['a high half at the end', { name: 'Ann \ud83d' }, 'shippingDetails.name'],
    ['a low half at the start', { name: '\ude00Ann' }, 'shippingDetails.name'],
    ['a high half in the middle', { name: 'An\ud800n' }, 'shippingDetails.name'],
    ['the halves the wrong way round', { name: 'Ann \ude00\ud83d' }, 'shippingDetails.name'],
    ['a half in a nested field', { address: { line1: '12 Princes Street', line2: 'Flat \udfff', city: 'Edinburgh', county: null, postcode: 'EH1 3DX' } }, 'shippingDetails.address.line2'],
  ])('%s is named, however deep', async (_case, details, field) => {
    const { cookie } = await shopper(t.database.db);
    const body = orderBody(picks.slice(0, 1));
    const res = await post('POST', '/api/orders', cookie, { ...body, shippingDetails: { ...body.shippingDetails, ...details } });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res)).toEqual(brokenAt(field));
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    expect(await authorisationCount()).toBe(authorisations);
  });

  it('names a broken line of the order by its index, and a broken notes field', async () => {
    const { cookie } = await shopper(t.database.db);
    const body = orderBody(picks.slice(0, 2));
    const items = [body.items[0], { ...body.items[1], note: '\ud83d' }];
    expect(parseBody(apiErrorSchema, await post('POST', '/api/orders', cookie, { ...body, items }))).toEqual(brokenAt('items.1.note'));
    expect(parseBody(apiErrorSchema, await post('POST', '/api/orders', cookie, { ...body, notes: 'Ring twice \udc00' }))).toEqual(brokenAt('notes'));
  });

  it('keeps a whole emoji, written raw or as its escaped pair', async () => {
    const { cookie } = await shopper(t.database.db);
    const body = orderBody(picks.slice(0, 1), { notes: 'Ring twice 😀', paymentToken: await cardToken(t.database.db) });
    await setBasket(t, cookie, body);
    const escaped = JSON.stringify(body).replace('😀', '\\ud83d\\ude00');
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie, 'content-type': 'application/json' }, payload: escaped });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ notes: string }>().notes).toBe('Ring twice 😀');
  });
});

describe('every JSON body, with or without a contract', () => {
  it.each([
    ['POST', '/api/register', 'firstName', registrationBody({ firstName: 'Ada\ud83d' })],
    // Sign-in reads the email before its contract (for the per-address limit): the parser still turns it away.
    ['POST', '/api/login', 'email', { email: 'ada\udc00@example.com', password: 'x' }],
    ['POST', '/api/stores/1/reviews', 'reviewText', { rating: 4, reviewText: 'Quick and friendly \ud83d' }],
    // A key is text the client sent too (the contract would drop it, but it is not well-formed either way).
    ['POST', '/api/cart/items', '\ufffd', { productId: 1, quantity: 1, ['\ud83d']: 1 }],
    // A body that is just a string.
    ['POST', '/api/cart/items', 'body', '\ud83d'],
  ] as const)('%s %s names %s', async (method, url, field, body) => {
    const { cookie } = await shopper(t.database.db);
    const res = await post(method, url, cookie, body);
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res)).toEqual(brokenAt(field));
  });

  it('still answers a NUL character as before', async () => {
    const { cookie } = await shopper(t.database.db);
    const res = await post('POST', '/api/stores/1/reviews', cookie, { rating: 4, reviewText: 'a\u0000b' });
    expect(parseBody(apiErrorSchema, res)).toEqual({ message: 'reviewText: text must not contain NUL characters', fields: { reviewText: 'must not contain NUL characters' } });
  });
});
