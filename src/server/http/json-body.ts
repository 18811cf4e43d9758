import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The path of the first string holding a NUL character, or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nulPath(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Fastify's own JSON parser (prototype-poisoning protection kept), refusing text holding a NUL character:
 * PostgreSQL cannot store one, and no shopper types one. The walk runs only when the raw body has the escape.
 */
export function jsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    parse(request, body, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (body.includes('\\u0000')) {
        const field = nulPath(value, '');
        if (field !== null) return done(new HttpError(400, `${field || 'body'}: text must not contain NUL characters`, { [field || 'body']: 'must not contain NUL characters' }), undefined);
      }
      done(null, value);
    });
  });
}
