import { describe, expect, it } from 'vitest';
import { fieldLabel, missingFieldsMessage } from './field-label';

describe('field labels', () => {
  it.each([
    ['firstName', 'First Name'],
    ['addressLine1', 'Address Line 1'],
    ['phoneNumber', 'Phone Number'],
    ['email', 'Email'],
    ['passwordConfirm', 'Password Confirm'],
  ])('%s -> %s', (name, label) => {
    expect(fieldLabel(name)).toBe(label);
  });

  it('builds the section 8 message', () => {
    expect(missingFieldsMessage(['firstName', 'city'])).toBe('Please complete all required fields: First Name, City');
  });
});
