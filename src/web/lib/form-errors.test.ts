import { describe, expect, it, vi } from 'vitest';
import { setServerFieldErrors } from './form-errors';

describe('setServerFieldErrors', () => {
  it('sets each field the form has, with the server’s message and options, and skips the others', () => {
    const setError = vi.fn();
    setServerFieldErrors(setError, { email: 'Email is taken', postcode: 'Enter a UK postcode', 'items.0.price': 'x' }, { email: '', postcode: '' }, { shouldFocus: true });
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'Email is taken' }, { shouldFocus: true }],
      ['postcode', { message: 'Enter a UK postcode' }, { shouldFocus: true }],
    ]);
  });

  it('does nothing without fields, and never matches inherited names', () => {
    const setError = vi.fn();
    setServerFieldErrors(setError, undefined, { email: '' });
    setServerFieldErrors(setError, { toString: 'x', constructor: 'y' }, { email: '' });
    expect(setError).not.toHaveBeenCalled();
  });
});
