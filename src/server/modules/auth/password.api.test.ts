import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieOf, TEST_PASSWORD } from '../../test/auth-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { messageResponseSchema } from '@/contracts/auth';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
let ipCounter = 0;
const ip = () => `10.4.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip(), headers: cookie ? { cookie } : {} });
const getUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

describe('POST /api/password', () => {
  const change = (cookie: string, body: object) => post('/api/password', body, cookie);
  const NEW = 'Brand#New2025';

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createUser(t.database.db);
    const here = sessionCookieOf(await post('/api/login', { email: user.email, password: TEST_PASSWORD }))!;
    const elsewhere = sessionCookieOf(await post('/api/login', { email: user.email, password: TEST_PASSWORD }))!;
    const res = await change(here, { currentPassword: TEST_PASSWORD, newPassword: NEW, newPasswordConfirm: NEW });
    expect(res.statusCode).toBe(200);
    expect(parseBody(messageResponseSchema, res).message).toMatch(/Password changed/);
    expect((await getUser(here)).statusCode).toBe(200);
    expect((await getUser(elsewhere)).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password: NEW })).statusCode).toBe(200);
  });

  it('refuses a wrong current password on the field', async () => {
    const user = await createUser(t.database.db);
    const cookie = sessionCookieOf(await post('/api/login', { email: user.email, password: TEST_PASSWORD }))!;
    const res = await change(cookie, { currentPassword: 'Not#TheOne1', newPassword: NEW, newPasswordConfirm: NEW });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).fields).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it.each([
    [{ newPassword: 'weakpass', newPasswordConfirm: 'weakpass' }, 'newPassword', 'Password must contain at least one uppercase letter'],
    [{ newPassword: NEW, newPasswordConfirm: 'Other#Pass1' }, 'newPasswordConfirm', "Passwords don't match"],
    [{ newPassword: TEST_PASSWORD, newPasswordConfirm: TEST_PASSWORD }, 'newPassword', 'New password must be different from your current password'],
  ])('applies the registration rules to the new password (%j)', async (body, field, message) => {
    const user = await createUser(t.database.db);
    const cookie = sessionCookieOf(await post('/api/login', { email: user.email, password: TEST_PASSWORD }))!;
    const res = await change(cookie, { currentPassword: TEST_PASSWORD, ...body });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).fields?.[field]).toBe(message);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/password', payload: { currentPassword: 'x', newPassword: NEW, newPasswordConfirm: NEW } });
    expect(res.statusCode).toBe(401);
  });
});
