import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  loginModalSchema,
  loginSchema,
  missingRegisterFields,
  profileUpdateSchema,
  registerSchema,
  safeUserSchema,
  verifyEmailSchema,
} from './auth';

/** The first message for each field, as the forms (zodResolver) and the server (parseInput) show them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.') || 'body';
    out[key] ??= issue.message;
  }
  return out;
}

const valid = {
  email: 'ada@example.com',
  password: 'Groceries#2025',
  passwordConfirm: 'Groceries#2025',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Princes Street',
  city: 'Edinburgh',
  postcode: 'EH1 3DX',
  phoneNumber: '07700900123',
};

describe('registerSchema', () => {
  it('normalises what it accepts', () => {
    const out = registerSchema.parse({ ...valid, email: ' Ada@Example.COM ', postcode: 'eh13dx', phoneNumber: '07700 900-123', addressLine2: '  ', county: undefined });
    expect(out).toMatchObject({ email: 'ada@example.com', postcode: 'EH1 3DX', phoneNumber: '07700900123', addressLine2: null, county: null });
  });

  it.each([
    [{ email: 'ada@' }, 'email', 'Please enter a valid email address'],
    [{ password: 'Ab1!', passwordConfirm: 'Ab1!' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'abcdefg1!', passwordConfirm: 'abcdefg1!' }, 'password', 'Password must contain at least one uppercase letter'],
    [{ password: 'ABCDEFG1!', passwordConfirm: 'ABCDEFG1!' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ password: 'Abcdefgh!', passwordConfirm: 'Abcdefgh!' }, 'password', 'Password must contain at least one number'],
    [{ password: 'Abcdefgh1', passwordConfirm: 'Abcdefgh1' }, 'password', 'Password must contain at least one special character'],
    [{ password: `A#1${'a'.repeat(130)}` }, 'password', 'Password must be at most 128 characters'],
    [{ passwordConfirm: '' }, 'passwordConfirm', 'Password confirmation is required'],
    [{ passwordConfirm: 'Groceries#2026' }, 'passwordConfirm', "Passwords don't match"],
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ addressLine1: '' }, 'addressLine1', 'Address line 1 is required'],
    [{ city: '' }, 'city', 'City/Town is required'],
    [{ postcode: 'EH1' }, 'postcode', 'Postcode is too short'],
    [{ postcode: 'EH1 3DX 999' }, 'postcode', 'Postcode is too long'],
    [{ postcode: 'ABCDE' }, 'postcode', 'Please enter a valid UK postcode (e.g., SW1A 1AA)'],
    [{ phoneNumber: '077009' }, 'phoneNumber', 'Please enter a valid phone number'],
    [{ phoneNumber: '1207700900123' }, 'phoneNumber', 'Please enter a valid UK phone number'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'First name is too long'],
  ])('%j -> %s: %s', (change, field, message) => {
    expect(messages(registerSchema, { ...valid, ...change })[field]).toBe(message);
  });

  it('says the passwords differ even while other fields are still wrong', () => {
    expect(messages(registerSchema, { ...valid, firstName: '', passwordConfirm: 'Other#123' })).toMatchObject({
      firstName: 'First name is required',
      passwordConfirm: "Passwords don't match",
    });
  });

  it('refuses fields nobody may set', () => {
    expect(messages(registerSchema, { ...valid, emailVerified: true, id: 7 }).body).toBe('Unknown field: emailVerified, id');
  });

  it('lists missing required fields in the spec order', () => {
    expect(missingRegisterFields({ ...valid, firstName: ' ', city: null, postcode: undefined })).toEqual(['firstName', 'city', 'postcode']);
    expect(missingRegisterFields(valid)).toEqual([]);
    expect(missingRegisterFields('nonsense')).toHaveLength(9);
  });
});

describe('loginSchema and loginModalSchema', () => {
  it('use the same rules, the modal with full stops', () => {
    expect(messages(loginSchema, { email: 'x', password: 'short' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(messages(loginModalSchema, { email: 'x', password: 'short' })).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
    expect(loginSchema.parse({ email: ' ADA@example.com', password: 'whatever1' }).email).toBe('ada@example.com');
  });
});

describe('profileUpdateSchema', () => {
  const profile = { firstName: 'Ada', lastName: 'L', phoneNumber: '07700900123', addressLine1: '1 Road', city: 'Leeds', postcode: 'ls11aa' };

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['phoneNumber', 'Phone number is required'],
    ['addressLine1', 'Address line 1 is required'],
    ['city', 'City is required'],
    ['postcode', 'Postcode is required'],
  ])('requires %s', (field, message) => {
    expect(messages(profileUpdateSchema, { ...profile, [field]: '' })[field]).toBe(message);
  });

  it('has no email and normalises the postcode', () => {
    expect(messages(profileUpdateSchema, { ...profile, email: 'x@example.com' }).body).toBe('Unknown field: email');
    expect(profileUpdateSchema.parse({ ...profile, county: null }).postcode).toBe('LS1 1AA');
  });
});

describe('verifyEmailSchema and changePasswordSchema', () => {
  it.each(['12345', '1234567', '12a456'])('refuses the code %s', (code) => {
    expect(messages(verifyEmailSchema, { code }).code).toBe('Please enter a valid 6-digit verification code');
  });

  it('applies the registration rules to the new password', () => {
    expect(messages(changePasswordSchema, { currentPassword: '', newPassword: 'weak', newPasswordConfirm: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      newPasswordConfirm: 'Password confirmation is required',
    });
  });
});

describe('safeUserSchema', () => {
  it('drops anything secret', () => {
    const user = safeUserSchema.parse({ id: 1, ...valid, addressLine2: null, county: null, emailVerified: false, role: 'shopper', passwordHash: 'h', verificationToken: 't' });
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('verificationToken');
    expect(user).not.toHaveProperty('password');
  });
});
