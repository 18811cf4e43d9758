/**
 * Idempotency keys as card processors define them: a client sends the same key when it retries one request;
 * the server answers the first outcome again and never does the work twice.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Keys are kept at least this long. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** A request still marked started after this long died with its process; a retry may take it over. */
export const IDEMPOTENCY_LOCK_MS = 30_000;

export interface IdempotencyRecord {
  requestHash: string;
  state: 'started' | 'finished';
  lockedAt: Date;
}

/**
 * - start: no record, do the work.
 * - replay: finished with this body, answer the stored response.
 * - mismatch: the key was used for another body (422).
 * - in_flight: another request with this key is working now (wait for it, then 409).
 * - resume: started long ago and never finished (its process died): take it over and finish it.
 */
export type IdempotencyDecision = 'start' | 'replay' | 'mismatch' | 'in_flight' | 'resume';

export function decideIdempotency(record: IdempotencyRecord | null, requestHash: string, now: Date, lockMs = IDEMPOTENCY_LOCK_MS): IdempotencyDecision {
  if (!record) return 'start';
  if (record.requestHash !== requestHash) return 'mismatch';
  if (record.state === 'finished') return 'replay';
  return now.getTime() - record.lockedAt.getTime() < lockMs ? 'in_flight' : 'resume';
}

/** JSON with object keys sorted, so the same body always hashes the same whatever order its fields came in. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonicalJson(value[i]);
    return `${out}]`;
  }
  // Keys in UTF-16 code unit order (sort's default for strings); undefined members are left out, as JSON does.
  let out = '{';
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key];
    if (member === undefined) continue;
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonicalJson(member)}`;
  }
  return `${out}}`;
}
