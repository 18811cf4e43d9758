import { eq, sql } from 'drizzle-orm';
import { AGE_DECLARATION_MESSAGE, DATE_OF_BIRTH_REQUIRED_MESSAGE } from '@/contracts/orders';
import {
  ageRefusal,
  ALCOHOL_SLOT_CODE,
  ALCOHOL_SLOT_MESSAGE,
  alcoholSlotAllowed,
  hasAlcohol,
  requiredAge,
  type RestrictedFacts,
  UNDER_AGE_CODE,
} from '@/domain/age-restrictions';
import type { Slot } from '@/domain/delivery-slots';
import { conflict, invalid } from '@/domain/errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Issue 38 at checkout and on a change, on the server whatever the form did: an order with alcohol is delivered
 * inside off-sales hours, and an order with age-restricted lines needs the shopper's date of birth (given once,
 * then kept on the profile, which stands) and declaration, and the shopper old enough on the delivery day.
 */

type RestrictedLine = { name: string } & Pick<RestrictedFacts, 'abvPercent' | 'caffeineMgPerLitre'>;

/** The slots an order of these lines may have when the server chooses one: off-sales hours with alcohol. */
export const alcoholSlotFilter = (lines: readonly RestrictedLine[]) => (hasAlcohol(lines) ? (slot: Slot) => alcoholSlotAllowed(slot) : undefined);

/** The slot, if the lines may be delivered in it; 409 alcohol_slot otherwise. */
export function ageCheckedSlot<S extends Slot>(slot: S, lines: readonly RestrictedLine[]): S {
  if (hasAlcohol(lines) && !alcoholSlotAllowed(slot)) throw conflict(ALCOHOL_SLOT_MESSAGE, { code: ALCOHOL_SLOT_CODE });
  return slot;
}

export const DATE_OF_BIRTH_MISMATCH_MESSAGE = 'dateOfBirth is not the date of birth on your profile';

/**
 * The shopper's date of birth and declaration for age-restricted lines (400 naming the missing field), and their
 * age on the slot's day (409 under_age naming the lines). A date of birth given for the first time is kept on the
 * profile once it passes; a different one later is a 400: the profile's stands.
 */
export async function checkAgeOfShopper(
  db: Db,
  userId: number,
  lines: readonly RestrictedLine[],
  input: { dateOfBirth?: string | undefined; ageDeclaration?: true | undefined },
  slot: Pick<Slot, 'date'>,
): Promise<void> {
  if (requiredAge(lines) === null) return;
  const [row] = await db.select({ dateOfBirth: users.dateOfBirth }).from(users).where(eq(users.id, userId));
  const stored = row?.dateOfBirth ?? null;
  if (stored !== null && input.dateOfBirth !== undefined && input.dateOfBirth !== stored) {
    throw invalid(DATE_OF_BIRTH_MISMATCH_MESSAGE, { dateOfBirth: DATE_OF_BIRTH_MISMATCH_MESSAGE });
  }
  const dateOfBirth = stored ?? input.dateOfBirth;
  if (dateOfBirth === undefined) throw invalid(`dateOfBirth: ${DATE_OF_BIRTH_REQUIRED_MESSAGE}`, { dateOfBirth: DATE_OF_BIRTH_REQUIRED_MESSAGE });
  if (input.ageDeclaration !== true) throw invalid(`ageDeclaration: ${AGE_DECLARATION_MESSAGE}`, { ageDeclaration: AGE_DECLARATION_MESSAGE });
  const refusal = ageRefusal(lines, dateOfBirth, slot.date);
  if (refusal) throw conflict(refusal, { code: UNDER_AGE_CODE });
  if (stored === null) {
    // Kept once: two first orders at the same moment keep the first; the other must have given the same date.
    const [kept] = await db
      .update(users)
      .set({ dateOfBirth: sql`COALESCE(${users.dateOfBirth}, ${dateOfBirth}::date)` })
      .where(eq(users.id, userId))
      .returning({ dateOfBirth: users.dateOfBirth });
    if (kept && kept.dateOfBirth !== dateOfBirth) throw invalid(DATE_OF_BIRTH_MISMATCH_MESSAGE, { dateOfBirth: DATE_OF_BIRTH_MISMATCH_MESSAGE });
  }
}
