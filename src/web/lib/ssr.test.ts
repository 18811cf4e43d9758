import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '@/domain/errors';
import { isNotFound } from './ssr';

describe('isNotFound', () => {
  it('knows a service saying the thing does not exist, and an error carrying a 404', () => {
    expect(isNotFound(notFound('Product 9 not found'))).toBe(true);
    expect(isNotFound(Object.assign(new Error('gone'), { statusCode: 404 }))).toBe(true);
  });

  it('leaves every other refusal and failure alone', () => {
    expect(isNotFound(conflict('Taken'))).toBe(false);
    expect(isNotFound(Object.assign(new Error('bad'), { statusCode: 400 }))).toBe(false);
    expect(isNotFound(new Error('boom'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
