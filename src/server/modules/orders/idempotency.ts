import { createHash } from 'node:crypto';
import { and, eq, lt, type Placeholder, sql } from 'drizzle-orm';
import { conflict, DomainError } from '@/domain/errors';
import { canonicalJson, decideIdempotency, IDEMPOTENCY_LOCK_MS, IDEMPOTENCY_RETENTION_MS } from '@/domain/idempotency';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';

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

/** A key in a statement: its values, or the placeholders of a prepared statement. */
export interface KeyValues {
  userId: number | Placeholder;
  key: string | Placeholder;
}

/**
 * What claimKey hands back: the answer to replay, or the right to do the work under this key. `tookOver`: the
 * key was a dead request's, which may have authorised a payment before it died.
 */
export type Claim = { kind: 'replay'; answer: StoredAnswer } | { kind: 'owner'; tookOver: boolean };

const RETENTION = sql.raw(`interval '${IDEMPOTENCY_RETENTION_MS / 1000} seconds'`);
const WAIT_STEPS_MS = [10, 20, 40, 80, 120, 200, 300, 400, 500, 600, 800, 1000];

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('base64url');
}

/** The key claim's insert, prepared per database (exported for bench/order-replay.ts, which replays its SQL). */
export const claimQuery = preparedPerDatabase((db) =>
  db
    .insert(idempotencyKeys)
    .values({ userId: sql.placeholder('userId'), key: sql.placeholder('key'), requestHash: sql.placeholder('hash'), state: 'started' })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      // A key older than the retention is a new key.
      set: { requestHash: sql`excluded.request_hash`, state: 'started', lockedAt: sql`now()`, responseStatus: null, responseBody: null, orderId: null, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}`),
    })
    .returning({ key: idempotencyKeys.key })
    .prepare('everystore_claim_key'),
);

/**
 * Claims a key for one request. A new key (or one older than the retention) is ours at once; a finished one
 * with the same body is replayed; another body is 422; one in flight is waited for, then 409; one whose
 * owner died (stale lock) is taken over by an update that only matches while the lock is still stale.
 */
export async function claimKey(db: Db, ref: KeyRef, hash: string, lockMs = IDEMPOTENCY_LOCK_MS): Promise<Claim> {
  const inserted = await claimQuery(db).execute({ userId: ref.userId, key: ref.key, hash });
  if (inserted.length > 0) return { kind: 'owner', tookOver: false };
  return claimExisting(db, ref, hash, lockMs);
}

/** After the insert found the key taken: replay it, refuse, wait for its owner, or take over a dead one. */
async function claimExisting(db: Db, ref: KeyRef, hash: string, lockMs = IDEMPOTENCY_LOCK_MS): Promise<Claim> {
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
      throw new DomainError('unprocessable', 'This Idempotency-Key was already used for a different request', { fields: { 'Idempotency-Key': 'was used with another body' } });
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
      if (taken.length > 0) return { kind: 'owner', tookOver: true };
      continue;
    }
    const wait = WAIT_STEPS_MS[attempt];
    if (wait === undefined) throw conflict('A request with this Idempotency-Key is still being processed. Retry shortly.');
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** The answer under the key, finished: the update as a query builder, to run or to embed in the order's own statement. */
export function finishKeyQuery(db: Db, ref: KeyValues, answer: { status: number | Placeholder; json: string | Placeholder; orderId: number | null | Placeholder }) {
  return db
    .update(idempotencyKeys)
    // As SQL: set() takes values, not a prepared statement's placeholders.
    .set({ state: 'finished', responseStatus: sql`${answer.status}`, responseBody: sql`${answer.json}::json`, orderId: sql`${answer.orderId}` })
    .where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key)));
}

/** A refusal kept as the key's answer (replayed to a retry). */
export async function finishKey(db: Db, ref: KeyRef, answer: StoredAnswer): Promise<void> {
  await finishKeyQuery(db, ref, { status: answer.status, json: JSON.stringify(answer.body), orderId: null });
}

/** An unexpected failure is not an answer: the key is freed so that a retry starts again. */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key), eq(idempotencyKeys.state, 'started')));
}

export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}`));
}

const staleFor = (olderThanMs: number) =>
  and(eq(idempotencyKeys.state, 'started'), lt(idempotencyKeys.lockedAt, sql`now() - ${Math.floor(olderThanMs)} * interval '1 millisecond'`));

/** Keys still `started` after `olderThanMs`: requests that died, perhaps after authorising. */
export async function staleKeys(db: Db, olderThanMs: number, limit: number): Promise<KeyRef[]> {
  return db.select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key }).from(idempotencyKeys).where(staleFor(olderThanMs)).limit(limit);
}

/** Frees a stale key, only while it is still started and stale (a retry that took it over in the meantime keeps it). */
export async function dropStaleKey(db: Db, ref: KeyRef, olderThanMs: number): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key), staleFor(olderThanMs)));
}
