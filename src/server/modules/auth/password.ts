import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum (Password Storage Cheat Sheet): 19 MiB of memory, 2 iterations, 1 lane.
 * `algorithm` is written as its number because the package declares Algorithm as an ambient const enum,
 * which isolatedModules cannot read at run time (2 = Argon2id).
 */
export const ARGON2_ALGORITHM_ID = 2;
export const ARGON2_OPTIONS = {
  algorithm: ARGON2_ALGORITHM_ID as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashing and checking passwords, as an object so tests can count the verifications (the login runs one
 * for unknown addresses too; see dummyHash).
 */
export const passwords = {
  hash(plain: string): Promise<string> {
    return hash(plain, ARGON2_OPTIONS);
  },
  async verify(stored: string, plain: string): Promise<boolean> {
    try {
      return await verify(stored, plain);
    } catch {
      // A malformed stored hash is a failed sign-in, not a crash.
      return false;
    }
  },
};

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows. Signing in with an unknown address is checked against it, so
 * the answer takes as long as for a real account and the timing does not tell which addresses exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= passwords.hash(randomBytes(18).toString('base64url'));
  return dummy;
}

/** True when a stored hash was made with weaker (older) parameters than today's, so it is upgraded at sign-in. */
export function needsRehash(stored: string): boolean {
  try {
    const o = parseOptions(stored);
    return (
      o.algorithm !== ARGON2_OPTIONS.algorithm ||
      o.memoryCost < ARGON2_OPTIONS.memoryCost ||
      o.timeCost < ARGON2_OPTIONS.timeCost ||
      o.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
