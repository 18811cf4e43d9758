import type { FastifyRequest } from 'fastify';
import { tooMany } from '@/domain/errors';
import { hitAll, type RateLimitRule } from './service';

const MINUTE = 60 * 1000;

interface Window {
  limit: number;
  windowMs: number;
}

/**
 * The limits of the account endpoints, and of the test processor's tokens. Per account stops guessing one
 * password from many addresses; per IP stops one address trying many accounts (set higher: households and
 * offices share an address).
 */
export const LIMITS = {
  login: { ip: { limit: 30, windowMs: MINUTE }, account: { limit: 10, windowMs: MINUTE } },
  register: { ip: { limit: 20, windowMs: MINUTE }, account: { limit: 5, windowMs: MINUTE } },
  resend: { ip: { limit: 10, windowMs: MINUTE }, account: { limit: 3, windowMs: 10 * MINUTE } },
  password: { ip: { limit: 30, windowMs: MINUTE }, account: { limit: 10, windowMs: MINUTE } },
  /** Asking for a forgotten-password code: each one is an e-mail, so few per address. */
  reset: { ip: { limit: 10, windowMs: MINUTE }, account: { limit: 3, windowMs: 10 * MINUTE } },
  /** Using a code: wrong guesses are also capped per code (PASSWORD_RESET_MAX_ATTEMPTS). */
  resetCode: { ip: { limit: 30, windowMs: MINUTE }, account: { limit: 10, windowMs: MINUTE } },
  /**
   * Cards turned into payment tokens (the test processor; no session needed): per IP only, since every shopper
   * in test mode types the same few cards. Enough for a household's checkouts, too few for trying cards in bulk.
   */
  cardToken: { ip: { limit: 20, windowMs: MINUTE } },
} as const satisfies Record<string, { ip: Window; account?: Window }>;

export type LimitedAction = keyof typeof LIMITS;

const MESSAGES: Record<LimitedAction, string> = {
  login: 'Too many sign-in attempts. Please wait a minute and try again.',
  register: 'Too many registration attempts. Please wait a minute and try again.',
  resend: 'Too many codes requested. Please wait a few minutes before asking for another one.',
  password: 'Too many password change attempts. Please wait a minute and try again.',
  reset: 'Too many password reset requests. Please wait a few minutes and try again.',
  resetCode: 'Too many password reset attempts. Please wait a minute and try again.',
  cardToken: 'Too many card attempts. Please wait a minute and try again.',
};

export function limitKeys(action: LimitedAction, ip: string, account: string): { ip: string; account: string } {
  return { ip: `${action}:ip:${ip}`, account: `${action}:account:${account.toLowerCase()}` };
}

/**
 * Counts the attempt against the action's limits (per IP, and per account where it has one); over either one
 * answers 429 with Retry-After. Returns the keys.
 */
export async function enforceLimit(request: FastifyRequest, action: LimitedAction, account = ''): Promise<{ ip: string; account: string }> {
  const keys = limitKeys(action, request.ip, account);
  const limits: { ip: Window; account?: Window } = LIMITS[action];
  const rules: RateLimitRule[] = [{ key: keys.ip, ...limits.ip }, ...(limits.account ? [{ key: keys.account, ...limits.account }] : [])];
  const blocked = await hitAll(request.server.database.db, rules);
  if (blocked) {
    const seconds = Math.max(1, Math.ceil((blocked.resetAt.getTime() - Date.now()) / 1000));
    throw tooMany(MESSAGES[action], seconds);
  }
  return keys;
}
