/**
 * What a service says when it will not do what it was asked, in the shop's own words. Services throw these and
 * never an HTTP status: one mapping (src/server/http/errors.ts, `statusOf`) turns each kind into its status and
 * the API's one error shape `{ message, fields?, ...details }`.
 */
export type DomainErrorKind =
  /** The request itself is wrong (a field names what): 400. */
  | 'invalid'
  /** Nobody is signed in, or the session has ended: 401. */
  | 'unauthenticated'
  /** The card was declined: 402. */
  | 'payment_declined'
  /** Signed in, but not allowed: 403. */
  | 'forbidden'
  /** No such thing, or not the asker's to see: 404. */
  | 'not_found'
  /** It clashes with the current state (sold out, changed prices, a full slot, a request in flight): 409. */
  | 'conflict'
  /** Well-formed but cannot be processed (an idempotency key reused with another body): 422. */
  | 'unprocessable'
  /** Too many attempts: 429, with a Retry-After. */
  | 'too_many';

export interface DomainErrorDetails {
  /** Field name -> what is wrong with it. */
  fields?: Record<string, string>;
  /** More of the answer beside message and fields, e.g. { code: 'price_changed', changes: [...] }. */
  extra?: Record<string, unknown>;
  /** With too_many: seconds until a retry may succeed. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly fields?: Record<string, string>;
  readonly extra?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
    if (details.fields) this.fields = details.fields;
    if (details.extra) this.extra = details.extra;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const invalid = (message: string, fields?: Record<string, string>) => new DomainError('invalid', message, fields ? { fields } : {});
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new DomainError('conflict', message, extra ? { extra } : {});
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const tooMany = (message: string, retryAfterSeconds: number) => new DomainError('too_many', message, { retryAfterSeconds });
