import { describe, expect, it } from 'vitest';
import { DB_ID_MAX, parseIdText } from './ids';

describe('parseIdText', () => {
  it('reads a positive whole number up to the database maximum', () => {
    expect(parseIdText('1')).toBe(1);
    expect(parseIdText('42')).toBe(42);
    expect(parseIdText(String(DB_ID_MAX))).toBe(DB_ID_MAX);
  });

  it.each(['', '0', '-3', '+3', '007', '1.5', '12abc', ' 12', '1e3', '2147483648', '99999999999999999999'])('refuses %j', (text) => {
    expect(parseIdText(text)).toBeNull();
  });
});
