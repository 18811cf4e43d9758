import type { z } from 'zod';

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

/** Parses input with a contract; a failure is a 400 whose message names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
