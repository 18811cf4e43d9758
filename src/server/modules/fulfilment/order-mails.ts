import { eq } from 'drizzle-orm';
import type { Move, NewStatus } from '@/domain/fulfilment';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { MailMessage } from '../mail/mailer';
import {
  cancelledMail,
  deliveredMail,
  outForDeliveryMail,
  paymentProblemMail,
  paymentTakenMail,
  paymentWrittenOffMail,
  type MailRecipient,
} from '../mail/templates';
import type { LoadedOrder } from './load';
import { toTracking } from './views';

/**
 * The e-mails of an order's moves, one per move that changes what the shopper gets or pays: out for delivery,
 * delivered (with what was charged of the hold), a payment problem, a payment taken or written off, a cancel.
 * They go to the owner's account address (users.email), greeted by the order's name.
 */
export async function mailsOfMoves(tx: Db, after: LoadedOrder, moves: readonly Move[], rows: readonly NewStatus[]): Promise<MailMessage[]> {
  const kinds = new Set(moves.map((m) => m.type));
  const mailed = ['out_for_delivery', 'deliver', 'cancel', 'payment_failed', 'payment_taken', 'write_off'] as const;
  if (!mailed.some((k) => kinds.has(k))) return [];
  const to = await recipientOf(tx, after);
  const tracking = toTracking(after);
  const held = after.order.authorisedPence;
  return moves.flatMap((move): MailMessage[] => {
    switch (move.type) {
      // Delivery updates the shopper can turn off (issue 36); the rest are service messages.
      case 'out_for_delivery':
        return [{ ...outForDeliveryMail(tracking, to), optional: { kind: 'delivery_updates', userId: after.order.userId } }];
      case 'deliver':
        return [{ ...deliveredMail(tracking, to, { heldPence: held, taken: !kinds.has('payment_failed') }), optional: { kind: 'delivery_updates', userId: after.order.userId } }];
      case 'cancel':
        return [cancelledMail(tracking, to, rows.at(-1)!.description, held)];
      case 'payment_failed':
        return [paymentProblemMail(tracking, to, held)];
      case 'payment_taken':
        return [paymentTakenMail(tracking, to, held)];
      case 'write_off':
        return [paymentWrittenOffMail(tracking, to, held)];
      default:
        return [];
    }
  });
}

/** The account that placed the order (its address, greeted by its first name), as the confirmation is; never the shipping contact. */
async function recipientOf(tx: Db, loaded: LoadedOrder): Promise<MailRecipient> {
  const [owner] = await tx.select({ name: users.firstName, email: users.email }).from(users).where(eq(users.id, loaded.order.userId));
  return owner!;
}
