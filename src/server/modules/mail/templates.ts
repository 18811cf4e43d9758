import type { OrderTracking } from '@/contracts/fulfilment';
import type { OrderDetail } from '@/contracts/orders';
import { formatPence, formatPounds, poundsToPence } from '@/domain/money';
import { DELIVERY_LABELS } from '@/domain/order-status';
import { orderedItemPence } from '@/domain/order-money';
import { VERIFICATION_CODE_TTL_MS } from '@/domain/verification-code';
import type { MailMessage } from './mailer';

export function verificationMail(to: string, firstName: string, code: string): MailMessage {
  const minutes = Math.round(VERIFICATION_CODE_TTL_MS / 60_000);
  return {
    to,
    subject: `Your Everystore verification code: ${code}`,
    body: [
      `Hello ${firstName},`,
      '',
      `Your Everystore verification code is ${code}.`,
      `It expires in ${minutes} minutes. If you did not create an Everystore account, you can ignore this e-mail.`,
      '',
      'Everystore - One Order. Every Store.',
    ].join('\n'),
  };
}

/** Made once: toLocaleDateString with options builds a new formatter on every call (a tenth of a millisecond). */
const ESTIMATE_FORMAT = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/**
 * The order confirmation: number, lines by store, totals and the delivery estimate. It goes to the account (`to`:
 * its verified address and first name); the shipping details' name and e-mail are the delivery contact, never mailed.
 */
export function orderConfirmationMail(order: OrderDetail, to: MailRecipient): MailMessage {
  const estimate = ESTIMATE_FORMAT.format(new Date(order.estimatedDelivery));
  const lines: string[] = [`Hello ${to.name},`, '', `Thank you for your order ${order.orderNumber}. Here is what you ordered:`, ''];
  for (const store of order.stores) {
    lines.push(`${store.storeName}`);
    for (const item of store.items) lines.push(`  ${item.quantity} x ${item.name}  ${formatPence(orderedItemPence(item))}`);
    lines.push('');
  }
  lines.push(
    `Subtotal: ${formatPounds(order.subtotal)}`,
    `${DELIVERY_LABELS[order.deliveryOption].name} (${DELIVERY_LABELS[order.deliveryOption].timing}): ${formatPounds(order.deliveryFee)}`,
    `Total (including VAT): ${formatPounds(order.total)}`,
    `Paid with: ${order.payment.brand} ending ${order.payment.last4}`,
    '',
    order.deliverySlot ? `Delivery slot: ${order.deliverySlot.label}` : `Estimated delivery: ${estimate}`,
    `Delivering to: ${[order.shippingDetails.address.line1, order.shippingDetails.address.line2, order.shippingDetails.address.city, order.shippingDetails.address.postcode].filter(Boolean).join(', ')}`,
    '',
    'We collect everything from each store and deliver it together.',
    'Everystore - One Order. Every Store.',
  );
  return { to: to.email, subject: `Your Everystore order ${order.orderNumber} is confirmed`, body: lines.join('\n') };
}

/**
 * "Your order has changed" (issue 34): what changed, one line each, the lines as they are now and the new total
 * against the old. A service message: always sent.
 */
export function orderChangedMail(order: OrderDetail, to: MailRecipient, changes: readonly string[], oldTotalPence: number): MailMessage {
  const lines: string[] = [`Hello ${to.name},`, '', `You changed your order ${order.orderNumber}. What changed:`, ...changes.map((c) => `  - ${c}`), '', 'Your order now:', ''];
  for (const store of order.stores) {
    lines.push(`${store.storeName}`);
    for (const item of store.items) lines.push(`  ${item.quantity} x ${item.name}  ${formatPence(orderedItemPence(item))}`);
    lines.push('');
  }
  lines.push(
    `New total (including VAT): ${formatPounds(order.total)} (was ${formatPence(oldTotalPence)})`,
    `Paid with: ${order.payment.brand} ending ${order.payment.last4}`,
    ...(order.deliverySlot ? [`Delivery slot: ${order.deliverySlot.label}`] : []),
    '',
    'Everystore - One Order. Every Store.',
  );
  return { to: to.email, subject: `Your order has changed: ${order.orderNumber}`, body: lines.join('\n') };
}

/** Who an order's fulfilment e-mails go to: the owner's account address, greeted by the order's name. */
export interface MailRecipient {
  name: string;
  email: string;
}

/** The substitutions and refunds of an order, line by line, and the money after them. */
function outcomeLines(order: OrderTracking): string[] {
  const lines: string[] = [];
  const substituted = order.lines.filter((l) => l.substitute !== null);
  const unavailable = order.lines.filter((l) => l.outcome === 'unavailable');
  if (substituted.length > 0) {
    lines.push('Substitutions:');
    for (const l of substituted) {
      const s = l.substitute!;
      lines.push(`  ${l.quantity} x ${l.name} (${l.storeName}) -> ${s.quantity} x ${s.name} (${s.storeName})  ${formatPounds(s.price * s.quantity)}`);
    }
    lines.push('');
  }
  if (unavailable.length > 0) {
    lines.push('Unavailable (refunded):');
    for (const l of unavailable) lines.push(`  ${l.quantity} x ${l.name} (${l.storeName})  -${formatPence(orderedItemPence(l))}`);
    lines.push('');
  }
  // Issue 38: age-restricted lines the courier took back at the door.
  const refused = order.lines.filter((l) => l.refusedAtDoor);
  if (refused.length > 0) {
    lines.push('Refused at the door (no valid ID / under age), not charged:');
    for (const l of refused) {
      const s = l.substitute;
      lines.push(s ? `  ${s.quantity} x ${s.name} (${s.storeName})  -${formatPounds(s.price * s.quantity)}` : `  ${l.quantity} x ${l.name} (${l.storeName})  -${formatPence(orderedItemPence(l))}`);
    }
    lines.push('');
  }
  if (substituted.length === 0 && unavailable.length === 0 && refused.length === 0) lines.push('Everything you ordered was available.', '');
  lines.push(`Order total: ${formatPounds(order.originalTotal)}`, `Final total: ${formatPounds(order.finalTotal)}`);
  if (order.refund > 0) lines.push(`Refund: ${formatPounds(order.refund)} (you are only charged the final total)`);
  return lines;
}

/** Sent when the consolidated order leaves for delivery. */
export function outForDeliveryMail(order: OrderTracking, to: MailRecipient): MailMessage {
  const body = [
    `Hello ${to.name},`,
    '',
    `Your Everystore order ${order.orderNumber} is out for delivery: everything from every store, together.`,
    '',
    ...outcomeLines(order),
    '',
    'Everystore - One Order. Every Store.',
  ];
  return { to: to.email, subject: `Your Everystore order ${order.orderNumber} is out for delivery`, body: body.join('\n') };
}

/** The payment at checkout and after delivery: what was held, and what became of it. Pence. */
export interface PaymentFacts {
  /** What checkout authorised (the total plus the substitutions' headroom). */
  heldPence: number;
  /** Whether delivery's capture took the final total (false: a payment problem, told in its own e-mail). */
  taken: boolean;
}

/** What was held, what was charged and what went back to the card. */
function settlementLines(order: OrderTracking, payment: PaymentFacts): string[] {
  const finalPence = poundsToPence(order.finalTotal);
  if (!payment.taken) return [`We could not take your payment yet: nothing has been charged, and we will e-mail you about it.`];
  const released = payment.heldPence - finalPence;
  return [
    `Held on your card at checkout: ${formatPence(payment.heldPence)}`,
    `Charged: ${formatPence(finalPence)}${released > 0 ? ` (the other ${formatPence(released)} has been released)` : ''}`,
  ];
}

/** Sent when the order is delivered: the substitutions and refunds, the final total, and what was charged of the hold. */
export function deliveredMail(order: OrderTracking, to: MailRecipient, payment: PaymentFacts): MailMessage {
  const body = [
    `Hello ${to.name},`,
    '',
    `Your Everystore order ${order.orderNumber} has been delivered. Thank you for shopping with us.`,
    '',
    ...outcomeLines(order),
    ...settlementLines(order, payment),
    '',
    'Everystore - One Order. Every Store.',
  ];
  return { to: to.email, subject: `Your Everystore order ${order.orderNumber} has been delivered`, body: body.join('\n') };
}

/** Sent when delivery's capture failed: nothing was charged, and the shopper is never charged more than was held. */
export function paymentProblemMail(order: OrderTracking, to: MailRecipient, heldPence: number): MailMessage {
  const body = [
    `Hello ${to.name},`,
    '',
    `Your Everystore order ${order.orderNumber} was delivered, but we could not take your payment of ${formatPounds(order.finalTotal)}.`,
    'Nothing has been charged. Our team will try again or get in touch with you;',
    `we will never take more than the ${formatPence(heldPence)} held on your card at checkout.`,
    '',
    'Everystore - One Order. Every Store.',
  ];
  return { to: to.email, subject: `A problem with the payment for your Everystore order ${order.orderNumber}`, body: body.join('\n') };
}

/** Sent when a retried capture took the payment after a problem. */
export function paymentTakenMail(order: OrderTracking, to: MailRecipient, heldPence: number): MailMessage {
  const body = [
    `Hello ${to.name},`,
    '',
    `We have now taken the payment for your Everystore order ${order.orderNumber}.`,
    '',
    ...settlementLines(order, { heldPence, taken: true }),
    '',
    'Everystore - One Order. Every Store.',
  ];
  return { to: to.email, subject: `Payment taken for your Everystore order ${order.orderNumber}`, body: body.join('\n') };
}

/** Sent when staff write off a payment that could not be taken: nothing will be charged, the hold is released. */
export function paymentWrittenOffMail(order: OrderTracking, to: MailRecipient, heldPence: number): MailMessage {
  const body = [
    `Hello ${to.name},`,
    '',
    `We could not take the payment for your Everystore order ${order.orderNumber}, and we have written it off.`,
    `You will not be charged the ${formatPounds(order.finalTotal)}: the ${formatPence(heldPence)} held on your card has been released in full.`,
    '',
    'Everystore - One Order. Every Store.',
  ];
  return { to: to.email, subject: `Nothing to pay for your Everystore order ${order.orderNumber}`, body: body.join('\n') };
}

/**
 * Sent when the order is cancelled, by the shopper or by Everystore (`reason` is the cancellation as the order's
 * history records it): the authorisation is voided, so nothing is charged and the whole hold is released.
 */
export function cancelledMail(order: OrderTracking, to: MailRecipient, reason: string, heldPence: number): MailMessage {
  const body = [
    `Hello ${to.name},`,
    '',
    `Your Everystore order ${order.orderNumber} has been cancelled.`,
    reason,
    '',
    `Order total: ${formatPounds(order.originalTotal)}`,
    `Nothing will be charged: the ${formatPence(heldPence)} held on your card has been released in full.`,
    '',
    'Everystore - One Order. Every Store.',
  ];
  return { to: to.email, subject: `Your Everystore order ${order.orderNumber} has been cancelled`, body: body.join('\n') };
}
