import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hit, hitAll, refund } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const rule = (key: string) => ({ key, limit: 3, windowMs: 60_000 });

describe('rate limits in the database', () => {
  it('counts hits in a fixed window and refuses past the limit', async () => {
    const now = new Date('2025-05-12T10:00:00Z');
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push(await hit(t.database.db, rule('a'), now));
    expect(counts.map((c) => c.count)).toEqual([1, 2, 3, 4]);
    expect(counts.map((c) => c.allowed)).toEqual([true, true, true, false]);
    expect(counts[3]!.resetAt.toISOString()).toBe('2025-05-12T10:01:00.000Z');
  });

  it('starts a new window once the old one has passed', async () => {
    const start = new Date('2025-05-12T10:00:00Z');
    for (let i = 0; i < 5; i++) await hit(t.database.db, rule('b'), start);
    const later = await hit(t.database.db, rule('b'), new Date('2025-05-12T10:01:00.001Z'));
    expect(later).toMatchObject({ count: 1, allowed: true });
    expect(later.resetAt.toISOString()).toBe('2025-05-12T10:02:00.001Z');
  });

  it('keeps keys apart', async () => {
    const now = new Date();
    await hit(t.database.db, rule('c1'), now);
    expect((await hit(t.database.db, rule('c2'), now)).count).toBe(1);
  });

  it('counts concurrent hits exactly (one atomic upsert)', async () => {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(t.database.db, rule('d'), now)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('refunds a hit, never below zero', async () => {
    const now = new Date();
    await hit(t.database.db, rule('e'), now);
    await refund(t.database.db, 'e');
    await refund(t.database.db, 'e');
    expect((await hit(t.database.db, rule('e'), now)).count).toBe(1);
  });

  it('hitAll counts every rule and reports the first one over', async () => {
    const now = new Date();
    const rules = [{ key: 'f-ip', limit: 10, windowMs: 60_000 }, { key: 'f-account', limit: 1, windowMs: 60_000 }];
    expect(await hitAll(t.database.db, rules, now)).toBeNull();
    expect((await hitAll(t.database.db, rules, now))?.key).toBe('f-account');
    expect((await hit(t.database.db, rules[0]!, now)).count).toBe(3);
  });
});
