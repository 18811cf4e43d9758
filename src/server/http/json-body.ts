import type { FastifyInstance } from 'fastify';
import { brokenTextError, HttpError } from './errors';
import { findText, isWellFormedText } from './text-walk';

/**
 * The escapes that write a NUL or half of a UTF-16 pair. Parsed text holds either only when the body spells it
 * so: JSON refuses a raw NUL in a string, and a body decoded from UTF-8 cannot carry a lone half (checked
 * anyway, as it costs one native scan).
 */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/**
 * Fastify's own JSON parser (prototype-poisoning protection kept), refusing text PostgreSQL cannot store: a NUL
 * character, or a lone UTF-16 surrogate (half an emoji). No shopper types either. This covers every JSON body,
 * including the few read without a contract (sign-in, registration's missing fields). The walk runs only when
 * the raw body has an escape that could write one (so a normal body costs one regex test).
 */
export function jsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    parse(request, body, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (SUSPECT_ESCAPE.test(body) || !isWellFormedText(body)) {
        const found = findText(value, (text) => text.includes('\u0000') || !isWellFormedText(text));
        if (found !== null) {
          if (!isWellFormedText(found.text)) return done(brokenTextError(found.path), undefined);
          const field = found.path || 'body';
          return done(new HttpError(400, `${field}: text must not contain NUL characters`, { [field]: 'must not contain NUL characters' }), undefined);
        }
      }
      done(null, value);
    });
  });
}
