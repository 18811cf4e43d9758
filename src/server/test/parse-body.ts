import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/**
 * Reads a response body through its contract: a body that drifts from the schema fails the test with zod's account
 * of every mismatch, and so does a field the contract does not describe (zod would drop it silently, and the
 * client would never see it typed).
 */
export function parseBody<S extends z.ZodType>(schema: S, response: { json(): unknown }): z.infer<S> {
  const body = response.json();
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`The response body does not match its contract:\n${z.prettifyError(result.error)}`);
  if (!isDeepStrictEqual(result.data, body)) {
    throw new Error(`The response body has fields its contract does not describe: ${unknownFields(body, result.data).join(', ')}`);
  }
  return result.data;
}

/** Paths in the body that the parsed value lost. */
function unknownFields(body: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(body) && Array.isArray(parsed)) return body.flatMap((item, i) => unknownFields(item, parsed[i], `${path}[${i}]`));
  if (body && typeof body === 'object' && parsed && typeof parsed === 'object') {
    return Object.entries(body).flatMap(([key, value]) =>
      key in parsed ? unknownFields(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return isDeepStrictEqual(body, parsed) ? [] : [`${path} (changed by the schema)`];
}

/** parseBody for a fetch Response (tests that talk to a real server over HTTP). */
export async function parseFetched<S extends z.ZodType>(schema: S, response: Response): Promise<z.infer<S>> {
  const body: unknown = await response.json();
  return parseBody(schema, { json: () => body });
}
