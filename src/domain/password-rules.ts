/** The registration password policy of accounts-reviews-orders.md section 5, shared by forms and server. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to burn server CPU. */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** Short text for the live checklist under the field. */
  label: string;
  /** The spec's validation message when the rule fails. */
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: 'An uppercase letter', message: 'Password must contain at least one uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'A lowercase letter', message: 'Password must contain at least one lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'number', label: 'A number', message: 'Password must contain at least one number', test: (p) => /[0-9]/.test(p) },
  // Anything that is not a letter or digit counts, so spaces and non-ASCII symbols qualify too.
  { id: 'special', label: 'A special character', message: 'Password must contain at least one special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
];

/** The messages of the rules a password breaks, in the order the spec lists them. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
