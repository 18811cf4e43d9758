import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeUserSchema } from '@/contracts/auth';
import { cartSchema } from '@/contracts/cart';
import { apiErrorSchema } from '@/contracts/common';
import { users } from '../../db/schema';
import { createUser, loginThroughApi, registrationBody, signedInCookie } from '../../test/auth-factories';
import { productsFromChains } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOrPromoteStaff } from './staff-accounts';

/** Staff accounts come from the command line only (scripts/staff-create.ts runs createOrPromoteStaff). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('createOrPromoteStaff (npm run staff:create)', () => {
  it('creates a staff account with a one-time random password that signs in on the same /api/login', async () => {
    const made = await createOrPromoteStaff(t.database.db, { email: 'Picker@Everystore.example', firstName: 'Priya', lastName: 'Shah' });
    expect(made.created).toBe(true);
    expect(made.email).toBe('picker@everystore.example');
    expect(made.password).toMatch(/^[\w-]{20,}$/);
    const cookie = await loginThroughApi(t.app, 'picker@everystore.example', made.password!);
    const me = parseBody(safeUserSchema, await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } }));
    expect(me).toMatchObject({ role: 'staff', firstName: 'Priya', emailVerified: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/fulfilment/orders', headers: { cookie } })).statusCode).toBe(200);
  });

  it('promotes an existing shopper, keeping their password unless one is given', async () => {
    const shopper = await createUser(t.database.db);
    const promoted = await createOrPromoteStaff(t.database.db, { email: shopper.email.toUpperCase() });
    expect(promoted).toEqual({ userId: shopper.id, email: shopper.email, created: false, password: null });
    await loginThroughApi(t.app, shopper.email, shopper.password);

    await createOrPromoteStaff(t.database.db, { email: shopper.email, password: 'New-Staff-Pass-9' });
    await loginThroughApi(t.app, shopper.email, 'New-Staff-Pass-9');
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, shopper.id));
    expect(row!.role).toBe('staff');
  });

  it('refuses a weak password given on stdin', async () => {
    await expect(createOrPromoteStaff(t.database.db, { email: 'weak@everystore.example', password: 'short' })).rejects.toThrow(/at least 8 characters/);
  });
});

describe('the public API', () => {
  it('never makes staff: registration refuses a role field, and new accounts are shoppers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...registrationBody(), role: 'staff' } });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toContain('role');
    const ok = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody() });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().role).toBe('shopper');
    const profile = await t.app.inject({ method: 'PUT', url: '/api/profile', payload: { role: 'staff' }, headers: { cookie: await signedInCookie(t.database.db, ok.json().id) } });
    expect(profile.statusCode).toBe(400);
  });
});

describe('the basket line’s "If unavailable"', () => {
  it('defaults to best match, changes with PATCH, and is refused when malformed', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signedInCookie(t.database.db, user.id);
    const [pick] = await productsFromChains(t.database.db, [2]);
    const added = parseBody(cartSchema, await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId: pick!.id }, headers: { cookie } }));
    const line = added.items[0]!;
    expect(line.substitution).toEqual({ kind: 'best_match' });
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/cart/items/${line.id}`, payload, headers: { cookie } });

    const changed = parseBody(cartSchema, await patch({ substitution: { kind: 'other_store', capPence: 50 } }));
    expect(changed.items[0]).toMatchObject({ quantity: 1, substitution: { kind: 'other_store', capPence: 50 } });
    const both = parseBody(cartSchema, await patch({ quantity: 3, substitution: { kind: 'none' } }));
    expect(both.items[0]).toMatchObject({ quantity: 3, substitution: { kind: 'none' } });

    for (const [payload, field] of [
      [{ substitution: { kind: 'other_store', capPence: 501 } }, 'capPence'],
      [{ substitution: { kind: 'cheapest' } }, 'substitution'],
      [{}, 'quantity'],
    ] as const) {
      const res = await patch(payload);
      expect(res.statusCode).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toContain(field);
    }
  });
});
