/** E-mail verification codes: six digits, short-lived, a few guesses each. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong guesses allowed per code; after that a new code has to be requested. */
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const INVALID_CODE_MESSAGE = 'Please enter a valid 6-digit verification code';

/** Keeps only digits and at most six of them: what the code input accepts while typing. */
export function sanitizeCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}
