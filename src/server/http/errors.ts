import type { z } from 'zod';
import { DomainError, type DomainErrorKind } from '@/domain/errors';
import { findText, isWellFormedText } from './text-walk';

/** An error with an HTTP status and the API's one error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside message and fields, e.g. { code: 'price_changed', changes: [...] }. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** The API's one error shape for this error. */
  toBody(): Record<string, unknown> {
    return { ...this.extra, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (message: string) => new HttpError(404, message);

export const BROKEN_TEXT = 'must be valid text (it has a broken character, such as half an emoji)';

/** The 400 for text that is not well-formed Unicode, naming the field ('' is the body itself). */
export function brokenTextError(path: string): HttpError {
  const field = path || 'body';
  return new HttpError(400, `${field}: ${BROKEN_TEXT}`, { [field]: BROKEN_TEXT });
}

/**
 * Parses input with a contract; a failure is a 400 whose message names the field. Every route reads its body,
 * query and params through here, so this is where text that is not well-formed (a lone UTF-16 surrogate, which
 * PostgreSQL refuses) is turned away: before the contract, so even a field the contract would drop is named.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const broken = findText(input, (text) => !isWellFormedText(text));
  if (broken) throw brokenTextError(broken.path);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    if (!(key in fields)) fields[key] = issue.message;
  }
  const [firstKey, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid request'];
  const message = firstMessage.toLowerCase().startsWith(firstKey.toLowerCase()) ? firstMessage : `${firstKey}: ${firstMessage}`;
  throw new HttpError(400, message, fields);
}

/** The one mapping from what a service refused to the HTTP status it answers with. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many: 429,
};

/** A service's refusal as the API's error: its status and the one error shape. */
export function httpErrorOf(error: DomainError): HttpError {
  return new HttpError(STATUS_OF[error.kind], error.message, error.fields, error.extra);
}

/** Any error a route lets through, as an HttpError when it is an answer (not a failure); else null. */
export function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return httpErrorOf(error);
  return null;
}
