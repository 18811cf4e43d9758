import { eq, inArray, sql } from 'drizzle-orm';
import { AGE_DECLARATION_MESSAGE, DATE_OF_BIRTH_REQUIRED_MESSAGE } from '@/contracts/orders';
import {
  ageRefusal,
  ALCOHOL_SLOT_CODE,
  ALCOHOL_SLOT_MESSAGE,
  alcoholSlotAllowed,
  hasAlcohol,
  medicinePackChangeRefusal,
  PACK_LIMIT_CODE,
  requiredAge,
  type RestrictedFacts,
  UNDER_AGE_CODE,
} from '@/domain/age-restrictions';
import type { Slot } from '@/domain/delivery-slots';
import { conflict, invalid } from '@/domain/errors';
import type { Db } from '../../db/client';
import { products, users } from '../../db/schema';
import { restrictedFactColumns } from '../products/restricted-columns';

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

type Quantities = readonly { productId: number; quantity: number }[];

/**
 * A change of an order (issue 34) under the same rules as checkout: new lines within the two-pack limit, an order
 * with alcohol in a slot inside off-sales hours, and age-restricted lines added only with the date of birth and
 * declaration, to a shopper old enough on the (new) delivery day. A slot moved for lines already restricted is
 * judged by the profile's date of birth, when there is one.
 */
export async function checkChange(
  db: Db,
  userId: number,
  change: { before: Quantities; after: Quantities; linesChanged: boolean; slotMoved: boolean; slot: Slot },
  input: { dateOfBirth?: string | undefined; ageDeclaration?: true | undefined },
): Promise<void> {
  if (!change.linesChanged && !change.slotMoved) return;
  const ids = [...new Set([...change.before, ...change.after].map((l) => l.productId))];
  const facts = new Map((await db.select({ id: products.id, name: products.name, ...restrictedFactColumns }).from(products).where(inArray(products.id, ids))).map((p) => [p.id, p]));
  const withFacts = (lines: Quantities) => lines.flatMap((l) => (facts.has(l.productId) ? [{ ...facts.get(l.productId)!, quantity: l.quantity }] : []));
  const before = withFacts(change.before);
  const after = withFacts(change.after);
  if (change.linesChanged) {
    const packs = medicinePackChangeRefusal(before, after);
    if (packs) throw conflict(packs, { code: PACK_LIMIT_CODE });
  }
  ageCheckedSlot(change.slot, after);
  const had = new Map(change.before.map((l) => [l.productId, l.quantity]));
  const added = after.filter((l) => requiredAge([l]) !== null && l.quantity > (had.get(l.id) ?? 0));
  if (added.length > 0) return checkAgeOfShopper(db, userId, after, input, change.slot);
  if (change.slotMoved && requiredAge(after) !== null) {
    const [row] = await db.select({ dateOfBirth: users.dateOfBirth }).from(users).where(eq(users.id, userId));
    const refusal = row?.dateOfBirth ? ageRefusal(after, row.dateOfBirth, change.slot.date) : null;
    if (refusal) throw conflict(refusal, { code: UNDER_AGE_CODE });
  }
}
