import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/auth-factories';
import { freshDatabase } from '../test/database-template';
import type { Database } from './client';
import { type FullRow, rowsAsJson, rowsFromJson } from './records';
import { orders, orderStatuses } from './schema';

/**
 * Rows written as one JSON parameter (records.ts), on the test run's database (PGlite, or PostgreSQL with
 * TEST_DB=postgres). The order's statement writes its rows this way, so a column the table gains is a column
 * every such write must give: the type checker says so (below), and the database reads exactly the table's columns.
 */
describe('rows as JSON, read back as the table’s own row type', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(true));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('names every column of the table by its database name, nulls included', () => {
    const row: FullRow<typeof orderStatuses> = { id: 1, orderId: 2, status: 'Confirmed', timestamp: new Date('2026-11-29T10:00:00Z'), description: null, location: null, storeId: null, actorId: null };
    const [json] = JSON.parse(rowsAsJson(orderStatuses, [row])) as Record<string, unknown>[];
    expect(Object.keys(json!).sort()).toEqual(
      Object.values(getTableColumns(orderStatuses))
        .map((c) => c.name)
        .sort(),
    );
    expect(json).toMatchObject({ order_id: 2, store_id: null, timestamp: '2026-11-29T10:00:00.000Z' });
  });

  it('refuses, at type-check time, a row that leaves out a column', () => {
    // @ts-expect-error actorId is missing: a whole row gives every column (npm run typecheck fails without this error)
    const partial: FullRow<typeof orderStatuses> = { id: 1, orderId: 2, status: 'Confirmed', timestamp: new Date(), description: null, location: null, storeId: null };
    expect(Object.keys(partial)).not.toContain('actorId');
  });

  it('inserts many rows in one statement whose text does not depend on their count', async () => {
    const { db } = database;
    const user = await createUser(db);
    const [order] = await db
      .insert(orders)
      .values({
        userId: user.id,
        orderNumber: 'ES-RECORD',
        subtotalPence: 100,
        deliveryFeePence: 0,
        totalPence: 100,
        authorisedPence: 100,
        status: 'Confirmed',
        deliveryOption: 'standard',
        shippingDetails: { name: 'Rec Ords', email: 'rec@example.com', phone: '07700900123', address: { line1: '1 High Street', line2: null, city: 'Edinburgh', county: 'Midlothian', postcode: 'EH1 3DX' } },
        paymentProvider: 'test',
        paymentBrand: 'Visa',
        paymentLast4: '4242',
        paymentAuthorisationId: 'auth_records',
      })
      .returning({ id: orders.id });
    const at = new Date('2026-11-29T10:00:00Z');
    const rows: FullRow<typeof orderStatuses>[] = [1, 2, 3].map((n) => ({
      id: 900_000 + n,
      orderId: order!.id,
      status: `Step ${n}`,
      timestamp: new Date(at.getTime() + n * 1000),
      description: n === 2 ? 'the second' : null,
      location: null,
      storeId: n === 3 ? 1 : null,
      actorId: null,
    }));
    const insert = (few: FullRow<typeof orderStatuses>[]) => db.insert(orderStatuses).select(rowsFromJson(orderStatuses, sql`${rowsAsJson(orderStatuses, few)}`));
    expect(insert(rows.slice(0, 1)).toSQL().sql).toBe(insert(rows).toSQL().sql);
    await insert(rows);
    const back = await db.select().from(orderStatuses).where(eq(orderStatuses.orderId, order!.id)).orderBy(orderStatuses.id);
    expect(back).toEqual(rows);
  });
});
