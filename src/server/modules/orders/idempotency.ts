import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { canonicalJson, decideIdempotency, IDEMPOTENCY_LOCK_MS, IDEMPOTENCY_RETENTION_MS } from '@/domain/idempotency';
import type { Db } from '../../db/client';
import type { Param } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';
import { HttpError } from '../../http/errors';

export interface StoredAnswer {
  status: number;
  body: unknown;
  /** The body as JSON text, when it was already written out (a new order's, stored with its key). */
  json?: string;
}

export interface KeyRef {
  userId: number;
  key: string;
}

/** A key in a statement: its values, or the placeholders of a statement template (db/prepared.ts). */
export interface KeyParams {
  userId: Param<number>;
  key: Param<string>;
}

/** What begin() hands back: either the answer to replay, or the right to do the work under this key. */
export type Claim = { kind: 'replay'; answer: StoredAnswer } | { kind: 'owner' };

const RETENTION = sql.raw(`interval '${IDEMPOTENCY_RETENTION_MS / 1000} seconds'`);
const WAIT_STEPS_MS = [10, 20, 40, 80, 120, 200, 300, 400, 500, 600, 800, 1000];

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('base64url');
}

/**
 * Claims a key for one request. A new key (or one older than the retention) is ours at once; a finished one
 * with the same body is replayed; another body is 422; one in flight is waited for, then 409; one whose
 * owner died (stale lock) is taken over by an update that only matches while the lock is still stale.
 */
export async function claimKey(db: Db, ref: KeyRef, hash: string, lockMs = IDEMPOTENCY_LOCK_MS): Promise<Claim> {
  const inserted = (await db.execute(claimStatement(ref, hash))) as unknown as { rows: unknown[] };
  if (inserted.rows.length > 0) return { kind: 'owner' };
  return claimExisting(db, ref, hash, lockMs);
}

/**
 * The first step of claimKey as one statement (to embed as a data-modifying CTE): takes a new key, or one older
 * than the retention, and returns a row exactly when the key is now ours.
 */
export function claimStatement(ref: KeyParams, hash: Param<string>): SQL {
  return sql`INSERT INTO idempotency_keys (user_id, key, request_hash, state) VALUES (${ref.userId}, ${ref.key}, ${hash}, 'started') ${CLAIM_CONFLICT}`;
}

/** claimStatement for the user of a relation with a `user_id` column (a CTE of the request's session): no row, no claim. */
export function claimForUserOfStatement(users: SQL, key: Param<string>, hash: Param<string>): SQL {
  return sql`INSERT INTO idempotency_keys (user_id, key, request_hash, state) SELECT user_id, ${key}, ${hash}, 'started' FROM ${users} ${CLAIM_CONFLICT}`;
}

const CLAIM_CONFLICT = sql`ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash, state = 'started', locked_at = now(), response_status = NULL,
      response_body = NULL, order_id = NULL, created_at = now()
    WHERE idempotency_keys.created_at < now() - ${RETENTION}
    RETURNING 1`;

/** After claimStatement found the key taken: replay it, refuse, wait for its owner, or take over a dead one. */
export async function claimExisting(db: Db, ref: KeyRef, hash: string, lockMs = IDEMPOTENCY_LOCK_MS): Promise<Claim> {
  for (let attempt = 0; ; attempt++) {
    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        state: idempotencyKeys.state,
        lockedAt: idempotencyKeys.lockedAt,
        responseStatus: idempotencyKeys.responseStatus,
        responseBody: idempotencyKeys.responseBody,
        now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key)));
    if (!row) return claimKey(db, ref, hash, lockMs);
    const decision = decideIdempotency(row, hash, row.now, lockMs);
    if (decision === 'mismatch') {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request', { 'Idempotency-Key': 'was used with another body' });
    }
    if (decision === 'replay') return { kind: 'replay', answer: { status: row.responseStatus!, body: row.responseBody } };
    if (decision === 'resume') {
      const taken = await db
        .update(idempotencyKeys)
        .set({ lockedAt: sql`now()` })
        // Still stale at the moment of the update: of two retries taking over at once, only the first matches.
        .where(
          and(
            eq(idempotencyKeys.userId, ref.userId),
            eq(idempotencyKeys.key, ref.key),
            eq(idempotencyKeys.state, 'started'),
            lt(idempotencyKeys.lockedAt, sql`now() - ${sql.raw(`interval '${lockMs} milliseconds'`)}`),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) return { kind: 'owner' };
      continue;
    }
    const wait = WAIT_STEPS_MS[attempt];
    if (wait === undefined) throw new HttpError(409, 'A request with this Idempotency-Key is still being processed. Retry shortly.');
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** The finished answer under the key (inside the order's transaction when it is a placed order). */
export async function finishKey(db: Db, ref: KeyRef, answer: StoredAnswer): Promise<void> {
  await db.execute(finishKeyStatement(ref, answer.status, JSON.stringify(answer.body), null));
}

/** The finishing update as a statement, also embedded in the order's own statement (a data-modifying CTE). */
export function finishKeyStatement(ref: KeyParams, status: Param<number>, bodyJson: Param<string>, orderId: Param<number | null>): SQL {
  return sql`UPDATE idempotency_keys SET state = 'finished', response_status = ${status}, response_body = ${bodyJson}::json, order_id = ${orderId}
    WHERE user_id = ${ref.userId} AND key = ${ref.key} RETURNING 1`;
}

/** An unexpected failure is not an answer: the key is freed so that a retry starts again. */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key), eq(idempotencyKeys.state, 'started')));
}

export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}`));
}
