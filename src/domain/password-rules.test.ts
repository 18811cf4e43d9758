import { describe, expect, it } from 'vitest';
import { passwordProblems, PASSWORD_RULES } from './password-rules';

describe('password rules', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblems('Groceries#2025')).toEqual([]);
  });

  it('lists every broken rule with the spec message, in order', () => {
    expect(passwordProblems('abc')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(passwordProblems('ABCDEFG1!')).toEqual(['Password must contain at least one lowercase letter']);
  });

  it('counts a space or a non-ASCII symbol as special', () => {
    expect(passwordProblems('Pass word1')).toEqual([]);
    expect(passwordProblems('Password1£')).toEqual([]);
  });

  it('has five rules with labels for the checklist', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);
  });
});
