import { describe, expect, it } from 'vitest';
import { answeredWithError, isConstraintViolation, isUniqueViolation } from './errors';

/** What drizzle throws: its own error, the driver's under it as `cause`. */
const wrapped = (fields: Record<string, unknown>) => Object.assign(new Error('Failed query: INSERT ...'), { cause: Object.assign(new Error(String(fields.message ?? 'x')), fields) });

describe('errors the database reported', () => {
  it('finds a constraint violation under drizzle’s wrapper, by SQLSTATE and by constraint or message', () => {
    const unique = wrapped({ code: '23505', severity: 'ERROR', constraint: 'orders_order_number_unique', message: 'duplicate key value' });
    expect(isUniqueViolation(unique, 'order_number')).toBe(true);
    expect(isUniqueViolation(unique, 'store_reviews_user_store_idx')).toBe(false);
    // PGlite names the constraint in the message only.
    const check = wrapped({ code: '23514', severity: 'ERROR', message: 'new row violates check constraint "delivery_slots_within_capacity"' });
    expect(isConstraintViolation(check, '23514', 'delivery_slots_within_capacity')).toBe(true);
    expect(isUniqueViolation(check, 'delivery_slots_within_capacity')).toBe(false);
  });

  it('tells an error the database answered from a lost connection or a backend ended under the statement', () => {
    expect(answeredWithError(wrapped({ code: '22012', severity: 'ERROR', message: 'division by zero' }))).toBe(true);
    expect(answeredWithError(wrapped({ code: '57P01', severity: 'FATAL', message: 'terminating connection due to administrator command' }))).toBe(false);
    expect(answeredWithError(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(answeredWithError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(false);
    expect(answeredWithError(undefined)).toBe(false);
  });
});
