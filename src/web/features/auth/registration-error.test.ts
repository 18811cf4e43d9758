import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/web/lib/api';
import { describeRegistrationFailure } from './registration-error';
import { safeRedirect } from './safe-redirect';

const failure = (status: number, body: unknown) => new ApiRequestError(status, JSON.stringify(body));

describe('describeRegistrationFailure', () => {
  it('lists missing fields in spaced capitalised form and flags the address', () => {
    const out = describeRegistrationFailure(failure(400, { message: 'x', missingFields: ['firstName', 'addressLine1'] }));
    expect(out.message).toBe('Please complete all required fields: First Name, Address Line 1');
    expect(out.flagAddress).toBe(true);
  });

  it('uses the server message; an e-mail address is not the postal address', () => {
    const taken = describeRegistrationFailure(failure(409, { message: 'An account with this email address already exists.' }));
    expect(taken).toEqual({ message: 'An account with this email address already exists.', flagAddress: false, fields: {} });
    expect(describeRegistrationFailure(failure(400, { message: 'Please enter your address' })).flagAddress).toBe(true);
  });

  it('falls back to "Registration failed"', () => {
    expect(describeRegistrationFailure(new Error('Failed to fetch')).message).toBe('Registration failed');
    expect(describeRegistrationFailure(new ApiRequestError(502, 'Bad Gateway')).message).toBe('Registration failed');
  });
});

describe('safeRedirect', () => {
  it.each([
    [null, '/'],
    ['/profile', '/profile'],
    ['/search?q=milk&store=2', '/search?q=milk&store=2'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/\tevil', '/'],
  ])('%s -> %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
