import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { conflict, DomainError, type DomainErrorKind, forbidden, invalid, notFound, tooMany, unauthenticated } from '@/domain/errors';
import { errorHandler } from './error-handler';
import { asHttpError, HttpError, httpErrorOf, STATUS_OF } from './errors';

const EXPECTED: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many: 429,
};

describe('the one mapping from a domain refusal to HTTP', () => {
  it.each(Object.entries(EXPECTED))('%s answers %i', (kind, status) => {
    expect(STATUS_OF[kind as DomainErrorKind]).toBe(status);
    expect(httpErrorOf(new DomainError(kind as DomainErrorKind, 'no')).statusCode).toBe(status);
  });

  it('maps every kind, and no other', () => {
    expect(Object.keys(STATUS_OF).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('the helpers say the kind their name says', () => {
    expect([invalid('a'), unauthenticated('b'), forbidden('c'), notFound('d'), conflict('e'), tooMany('f', 3)].map((e) => e.kind)).toEqual([
      'invalid',
      'unauthenticated',
      'forbidden',
      'not_found',
      'conflict',
      'too_many',
    ]);
  });

  it('keeps the one error shape: extra beside message and fields', () => {
    expect(httpErrorOf(invalid('slot: bad', { slot: 'bad' })).toBody()).toEqual({ message: 'slot: bad', fields: { slot: 'bad' } });
    expect(httpErrorOf(conflict('Full', { code: 'slot_unavailable', slot: 'x' })).toBody()).toEqual({ code: 'slot_unavailable', slot: 'x', message: 'Full' });
    expect(httpErrorOf(notFound('Gone')).toBody()).toEqual({ message: 'Gone' });
  });

  it('asHttpError passes an HttpError through, maps a DomainError, and leaves anything else', () => {
    const http = new HttpError(400, 'bad');
    expect(asHttpError(http)).toBe(http);
    expect(asHttpError(forbidden('no'))).toMatchObject({ statusCode: 403, message: 'no' });
    expect(asHttpError(new Error('boom'))).toBeNull();
    expect(asHttpError('boom')).toBeNull();
  });
});

describe('errorHandler with a DomainError', () => {
  async function answerTo(error: Error) {
    const app = Fastify();
    app.setErrorHandler(errorHandler(1024));
    app.get('/', async () => {
      throw error;
    });
    try {
      return await app.inject({ method: 'GET', url: '/' });
    } finally {
      await app.close();
    }
  }

  it('answers too_many with 429, the body, and Retry-After', async () => {
    const res = await answerTo(tooMany('Slow down', 42));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({ message: 'Slow down' });
  });

  it('answers with the same status and body as the HttpError it maps to, without Retry-After', async () => {
    const error = conflict('Taken', { code: 'review_exists', reviewId: 7 });
    const [domain, http] = [await answerTo(error), await answerTo(httpErrorOf(error))];
    expect(domain.statusCode).toBe(409);
    expect(domain.json()).toEqual(http.json());
    expect(domain.json()).toEqual({ code: 'review_exists', reviewId: 7, message: 'Taken' });
    expect(domain.headers['retry-after']).toBeUndefined();
  });
});
