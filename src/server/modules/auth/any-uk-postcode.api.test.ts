import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResponseSchema, safeUserSchema } from '@/contracts/auth';
import { isCoveredPostcode } from '@/domain/delivery-area';
import { createUser, registrationBody, sessionCookieOf, TEST_PASSWORD } from '../../test/auth-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 13: an address is an address. Registration and the profile take any valid UK postcode; only checkout
 * refuses a delivery outside the covered districts (delivery-area.ts), so these postcodes must stay accepted here.
 */
let t: TestApp;
let ipCounter = 0;
const ip = () => `10.13.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const OUTSIDE = ['G2 1DU', 'sw1a1aa', 'EH21 6AA', 'BT1 5GS'];

function send(method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) {
  return t.app.inject({ method, url, payload, remoteAddress: ip(), headers: cookie ? { cookie } : {} });
}

describe('any valid UK postcode is an address', () => {
  it('the postcodes used here are all outside the delivery area', () => {
    for (const postcode of OUTSIDE) expect(isCoveredPostcode(postcode), postcode).toBe(false);
  });

  it.each(OUTSIDE)('registers with %s', async (postcode) => {
    const res = await send('POST', '/api/register', registrationBody({ postcode, city: 'Elsewhere' }));
    expect(res.statusCode).toBe(201);
    expect(parseBody(registerResponseSchema, res).postcode.replace(' ', '')).toBe(postcode.replace(' ', '').toUpperCase());
  });

  it('saves an uncovered postcode on the profile', async () => {
    const user = await createUser(t.database.db);
    const cookie = sessionCookieOf(await send('POST', '/api/login', { email: user.email, password: TEST_PASSWORD }))!;
    const profile = { firstName: 'Grace', lastName: 'Hopper', phoneNumber: '+447700900999', addressLine1: '1 George Square', addressLine2: null, city: 'Glasgow', county: null, postcode: 'g21du' };
    const res = await send('PUT', '/api/profile', profile, cookie);
    expect(res.statusCode).toBe(200);
    expect(parseBody(safeUserSchema, res)).toMatchObject({ city: 'Glasgow', postcode: 'G2 1DU' });
  });

  it('still refuses a postcode that is not one, naming the field', async () => {
    const res = await send('POST', '/api/register', registrationBody({ postcode: 'EH1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('postcode');
  });
});
