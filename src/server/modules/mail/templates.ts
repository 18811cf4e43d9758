import type { OrderTracking } from '@/contracts/fulfilment';
import type { OrderDetail } from '@/contracts/orders';
import { formatPounds } from '@/domain/money';
import { DELIVERY_LABELS } from '@/domain/order-status';
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
    for (const item of store.items) lines.push(`  ${item.quantity} x ${item.name}  ${formatPounds(item.price * item.quantity)}`);
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

/** Who an order's e-mails go to: the account that placed it (its address and first name), never the shipping details. */
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
    for (const l of unavailable) lines.push(`  ${l.quantity} x ${l.name} (${l.storeName})  -${formatPounds(l.price * l.quantity)}`);
    lines.push('');
  }
  if (substituted.length === 0 && unavailable.length === 0) lines.push('Everything you ordered was available.', '');
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

/** Sent when the order is delivered, with what was finally charged. */
export function deliveredMail(order: OrderTracking, to: MailRecipient): MailMessage {
  const body = [
    `Hello ${to.name},`,
    '',
    `Your Everystore order ${order.orderNumber} has been delivered. Thank you for shopping with us.`,
    '',
    ...outcomeLines(order),
    '',
    'Everystore - One Order. Every Store.',
  ];
  return { to: to.email, subject: `Your Everystore order ${order.orderNumber} has been delivered`, body: body.join('\n') };
}

/**
 * Sent when the order is cancelled, by the shopper or by Everystore (`reason` is the cancellation as the order's
 * history records it): the authorisation is voided, so nothing is charged and the whole order total is released.
 */
export function cancelledMail(order: OrderTracking, to: MailRecipient, reason: string): MailMessage {
  const body = [
    `Hello ${to.name},`,
    '',
    `Your Everystore order ${order.orderNumber} has been cancelled.`,
    reason,
    '',
    `Order total: ${formatPounds(order.originalTotal)}`,
    `Nothing will be charged: the ${formatPounds(order.originalTotal)} held on your card has been released in full.`,
    '',
    'Everystore - One Order. Every Store.',
  ];
  return { to: to.email, subject: `Your Everystore order ${order.orderNumber} has been cancelled`, body: body.join('\n') };
}
