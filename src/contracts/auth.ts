import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@/domain/password-rules';
import { normalizePostcode, UK_POSTCODE_PATTERN } from '@/domain/postcode';
import { INVALID_CODE_MESSAGE, VERIFICATION_CODE_PATTERN } from '@/domain/verification-code';
import { apiErrorSchema } from './common';

/**
 * Accounts: one schema per shape, used by the forms (zodResolver) and by the server (parseInput), so the
 * messages of section 5 are the same on both sides. Bodies are strict: a field the client may not set
 * (id, emailVerified, a password hash, an e-mail change on the profile) is a 400, never silently stored.
 */
const strict = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) };

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists. Please sign in instead, or use a different email address.';
export const EMAIL_LOCKED_MESSAGE = 'Email cannot be changed';
export const UK_PHONE_PATTERN = /^(\+44|0)\d{10,11}$/;

/** Spaces and dashes are how people write phone numbers; the rule is about the digits. */
const compactPhone = (value: string) => value.replace(/[\s-]/g, '');

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));

/** Registration strength rules, each with its own message (section 5). */
export const newPasswordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, rule.message),
  z.string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` }).max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
);

const requiredText = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, `${message.replace(/ is required$/, '')} is too long`);

/** Optional text: empty or missing is stored as null. */
const optionalText = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .nullish()
    .transform((v) => v || null);

const ukPhone = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .min(10, 'Please enter a valid phone number')
    .max(20, 'Please enter a valid UK phone number')
    .refine((v) => UK_PHONE_PATTERN.test(compactPhone(v)), 'Please enter a valid UK phone number')
    .transform(compactPhone);

export const REGISTER_REQUIRED_FIELDS = [
  'email',
  'password',
  'passwordConfirm',
  'firstName',
  'lastName',
  'addressLine1',
  'city',
  'postcode',
  'phoneNumber',
] as const;

export const registerSchema = z
  .strictObject(
    {
      email: email('Please enter a valid email address'),
      password: newPasswordSchema,
      passwordConfirm: z.string({ error: 'Password confirmation is required' }).min(1, 'Password confirmation is required'),
      firstName: requiredText('First name is required'),
      lastName: requiredText('Last name is required'),
      addressLine1: requiredText('Address line 1 is required', 200),
      addressLine2: optionalText('Address line 2', 200),
      city: requiredText('City/Town is required'),
      county: optionalText('County'),
      postcode: z
        .string({ error: 'Postcode is too short' })
        .trim()
        .toUpperCase()
        .min(5, 'Postcode is too short')
        .max(10, 'Postcode is too long')
        .regex(UK_POSTCODE_PATTERN, 'Please enter a valid UK postcode (e.g., SW1A 1AA)')
        .transform(normalizePostcode),
      phoneNumber: ukPhone('Please enter a valid phone number'),
    },
    strict,
  )
  .refine((v) => v.password === v.passwordConfirm, {
    message: "Passwords don't match",
    path: ['passwordConfirm'],
    // Say so as soon as both passwords are there, even while other fields still have problems.
    when: (payload) => {
      const v = payload.value as { password?: unknown; passwordConfirm?: unknown };
      return typeof v?.password === 'string' && typeof v.passwordConfirm === 'string' && v.passwordConfirm.length > 0;
    },
  });

/** Required registration fields that are absent or blank: the server answers with their list (section 8). */
export function missingRegisterFields(body: unknown): string[] {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return REGISTER_REQUIRED_FIELDS.filter((field) => {
    const value = record[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

const makeLoginSchema = (stop: '' | '.') =>
  z.strictObject(
    {
      email: email(`Please enter a valid email address${stop}`),
      password: z
        .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters${stop}` })
        .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters${stop}`)
        .max(PASSWORD_MAX_LENGTH, INVALID_CREDENTIALS_MESSAGE),
    },
    strict,
  );

/** POST /api/login and the /auth login form. */
export const loginSchema = makeLoginSchema('');
/** The sign-in modal: the same rules, its messages end with a full stop (section 5). */
export const loginModalSchema = makeLoginSchema('.');

/** PUT /api/profile. Email is not part of it: it cannot be changed. */
export const profileUpdateSchema = z.strictObject(
  {
    firstName: requiredText('First name is required'),
    lastName: requiredText('Last name is required'),
    phoneNumber: ukPhone('Phone number is required'),
    addressLine1: requiredText('Address line 1 is required', 200),
    addressLine2: optionalText('Address line 2', 200),
    city: requiredText('City is required'),
    county: optionalText('County'),
    postcode: z
      .string({ error: 'Postcode is required' })
      .trim()
      .toUpperCase()
      .min(1, 'Postcode is required')
      .regex(UK_POSTCODE_PATTERN, 'Please enter a valid UK postcode')
      .transform(normalizePostcode),
  },
  strict,
);

/** POST /api/verify-email */
export const verifyEmailSchema = z.strictObject(
  { code: z.string({ error: INVALID_CODE_MESSAGE }).trim().regex(VERIFICATION_CODE_PATTERN, INVALID_CODE_MESSAGE) },
  strict,
);

/** POST /api/password: keeps this session, ends the others. */
export const changePasswordSchema = z
  .strictObject(
    {
      currentPassword: z
        .string({ error: 'Current password is required' })
        .min(1, 'Current password is required')
        .max(PASSWORD_MAX_LENGTH, 'Current password is incorrect'),
      newPassword: newPasswordSchema,
      newPasswordConfirm: z.string({ error: 'Password confirmation is required' }).min(1, 'Password confirmation is required'),
    },
    strict,
  )
  .refine((v) => v.newPassword === v.newPasswordConfirm, { message: "Passwords don't match", path: ['newPasswordConfirm'] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: 'New password must be different from your current password', path: ['newPassword'] });

/** The only user fields that ever leave the server: no hash, no verification secret. */
export const safeUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  county: z.string().nullable(),
  postcode: z.string(),
  phoneNumber: z.string(),
  emailVerified: z.boolean(),
  /** 'staff' may use /fulfilment; created only from the command line (npm run staff:create). */
  role: z.enum(['shopper', 'staff']),
  /** Added after the spec (issue 38): the UK date of birth given at a checkout with age-restricted lines, null until then. */
  dateOfBirth: z.string().nullable().optional(),
});

/** POST /api/register answers the user, optionally with a message to show instead of a plain welcome. */
export const registerResponseSchema = safeUserSchema.extend({ message: z.string().optional() });

/** A registration failure may list the required fields that were missing. */
export const registerErrorSchema = apiErrorSchema.extend({ missingFields: z.array(z.string()).optional() });

export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/dev/outbox?to= (development and tests only). */
export const outboxQuerySchema = z.object({ to: email('to must be an email address') });
export const outboxMessageSchema = z.object({ id: z.number().int(), to: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() });
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type SafeUser = z.infer<typeof safeUserSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** POST /api/password/forgot: always the same 202 answer, whether or not the address has an account. */
export const forgotPasswordSchema = z.strictObject({ email: email('Please enter a valid email address') }, strict);

/** POST /api/password/reset: the mailed code and a new password under the registration rules. */
export const resetPasswordSchema = z
  .strictObject(
    {
      email: email('Please enter a valid email address'),
      code: z.string({ error: INVALID_CODE_MESSAGE }).trim().regex(VERIFICATION_CODE_PATTERN, INVALID_CODE_MESSAGE),
      newPassword: newPasswordSchema,
      newPasswordConfirm: z.string({ error: 'Password confirmation is required' }).min(1, 'Password confirmation is required'),
    },
    strict,
  )
  .refine((v) => v.newPassword === v.newPasswordConfirm, { message: "Passwords don't match", path: ['newPasswordConfirm'] });

/** A successful reset answers the user, now signed in on a new session, and what to tell them. */
export const resetPasswordResponseSchema = safeUserSchema.extend({ message: z.string() });

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;
