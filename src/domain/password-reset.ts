/** Forgotten-password codes: six digits like the e-mail verification codes, but they live longer. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** Wrong guesses allowed per code; after that the code is dead and a new one has to be requested. */
export const PASSWORD_RESET_MAX_ATTEMPTS = 5;
/** The answer to every request for a code, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account exists for that e-mail, we have sent a code to reset the password.';
/** One answer for a wrong, expired, used or locked code: which of them it was is nobody's business. */
export const PASSWORD_RESET_INVALID_MESSAGE = 'That code is not valid or has expired. Please check the e-mail or request a new code.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You are signed in, and signed out on every other device.';
