import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newPasswordSchema } from '@/contracts/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { passwords } from '../auth/password';

export const staffAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: '--email must be an email address' })),
  firstName: z.string().trim().min(1).max(100).default('Everystore'),
  lastName: z.string().trim().min(1).max(100).default('Staff'),
  /** Set this password (read from stdin); otherwise a new account gets a random one, printed once. */
  password: newPasswordSchema.optional(),
});
export type StaffAccountInput = z.input<typeof staffAccountSchema>;

/** A random password that meets the registration policy (each character class present), about 100 bits. */
export function randomPassword(): string {
  return `${randomBytes(16).toString('base64url')}-Aa7`;
}

/**
 * Creates a staff account, or promotes an existing account (shopper) to staff. A new account gets the given
 * password or a random one, returned so the command line prints it once; an existing account keeps its
 * password unless one is given. Never reachable through the public API.
 */
export async function createOrPromoteStaff(
  db: Db,
  input: StaffAccountInput,
): Promise<{ userId: number; email: string; created: boolean; password: string | null }> {
  const data = staffAccountSchema.parse(input);
  const [existing] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${data.email}`);
  if (existing) {
    const passwordHash = data.password ? await passwords.hash(data.password) : undefined;
    await db
      .update(users)
      .set({ role: 'staff', updatedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, existing.id));
    return { userId: existing.id, email: existing.email, created: false, password: data.password ?? null };
  }
  const password = data.password ?? randomPassword();
  const [row] = await db
    .insert(users)
    .values({
      email: data.email,
      passwordHash: await passwords.hash(password),
      firstName: data.firstName,
      lastName: data.lastName,
      // Staff accounts are not delivered to: the address fields hold the office.
      addressLine1: 'Everystore',
      city: 'London',
      postcode: 'EC1A 1BB',
      phoneNumber: '',
      emailVerified: true,
      role: 'staff',
    })
    .returning({ id: users.id, email: users.email });
  return { userId: row!.id, email: row!.email, created: true, password };
}
