import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export interface RateLimitRule {
  /** e.g. 'login:ip:203.0.113.7' or 'login:account:ann@example.com' */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  key: string;
  count: number;
  allowed: boolean;
  resetAt: Date;
}

/**
 * Counts one hit in a fixed window, in the database so every app instance shares the count. One atomic
 * upsert: concurrent requests cannot both read a stale count and slip past the limit.
 */
export async function hit(db: Db, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const resetAt = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  // Housekeeping on a small share of hits keeps the table small without a scheduler.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  return { key: rule.key, count: row!.count, allowed: row!.count <= rule.limit, resetAt: row!.resetAt };
}

/** Takes back one hit, e.g. after a successful sign-in, so only failures use up the allowance. */
export async function refund(db: Db, key: string): Promise<void> {
  await db.update(rateLimits).set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` }).where(eq(rateLimits.key, key));
}

/** Hits every rule (all of them, so each counter keeps counting) and returns the first one over its limit. */
export async function hitAll(db: Db, rules: RateLimitRule[], now = new Date()): Promise<RateLimitResult | null> {
  let blocked: RateLimitResult | null = null;
  for (const rule of rules) {
    const result = await hit(db, rule, now);
    if (!result.allowed && !blocked) blocked = result;
  }
  return blocked;
}
