/**
 * E-mail kinds and the shopper's choices (issue 36). Service messages (order confirmations, changes,
 * cancellations, refunds, payment problems, account codes) are always sent; the other kinds each have a switch.
 */
export const OPTIONAL_MAIL_KINDS = ['delivery_updates', 'offers', 'price_drops'] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];
export type MailKind = 'service' | OptionalMailKind;

/** The choice a shopper who never chose has: delivery updates on; offers and price drops never pre-ticked. */
export const DEFAULT_PREFERENCES: Record<OptionalMailKind, boolean> = { delivery_updates: true, offers: false, price_drops: false };

/** How each kind is named to the shopper (settings, unsubscribe page, the e-mail's footer). */
export const MAIL_KIND_LABELS: Record<OptionalMailKind, { title: string; description: string }> = {
  delivery_updates: { title: 'Delivery updates', description: 'When your order is out for delivery and when it has been delivered' },
  offers: { title: 'Offers and news', description: 'Deals across the eight stores, at most once a week' },
  price_drops: { title: 'Price drops on favourites', description: 'When a favourite gets cheaper or is back in stock, at most once a day' },
};

export const SERVICE_MESSAGES_NOTE = 'Order confirmations, changes, cancellations, refunds and payment problems are always sent: they are part of your order.';

/** The footer of every e-mail that is not a service message: why it came and how to stop it. */
export const unsubscribeFooter = (kind: OptionalMailKind, link: string) =>
  `You get these e-mails because "${MAIL_KIND_LABELS[kind].title}" is on in your account. To stop them: ${link}`;
