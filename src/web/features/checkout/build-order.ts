import type { CartLine } from '@/contracts/cart';
import type { CheckoutDetails, PaymentForm, PlaceOrderInput } from '@/contracts/orders';
import { cartTotals, type CartTotals, type DeliveryOption } from '@/domain/cart';
import { pricedLineOf } from '@/web/lib/priced-line';
import { authorisationHoldPence } from '@/domain/order-money';

/** The highest age the basket's lines ask for (18 for alcohol, 16 for an energy drink), or null. */
export function basketRestrictedAge(lines: readonly CartLine[]): number | null {
  return lines.reduce<number | null>((age, l) => (l.product.ageRestriction && (age === null || l.product.ageRestriction > age) ? l.product.ageRestriction : age), null);
}

/** The summary's figures from the lines' shelf price, discount and multi-buy: the rule the server charges by. */
export function checkoutTotals(lines: readonly CartLine[], option: DeliveryOption): CartTotals {
  return cartTotals(
    lines.map((l) => pricedLineOf(l.product, l.quantity)),
    option,
  );
}

/**
 * What the card may be held for: the total plus what each line's "If unavailable" may add (the same rule the
 * server authorises by: authorisationHoldPence). More than the total only where another store's dearer
 * equivalent is allowed.
 */
export function checkoutHoldPence(lines: readonly CartLine[], totalPence: number): number {
  return authorisationHoldPence({ totalPence, lines: lines.map((l) => ({ quantity: l.quantity, preference: l.substitution })) });
}

/** What the payment step hands over: a saved card of the shopper's, or a card typed in (kept for next time when ticked). */
export type CheckoutPayment = { savedCardId: string } | { card: PaymentForm; saveCard: boolean };

/** How the order pays: a fresh token (and whether to save its card), or a saved card (issue 36). */
export type OrderPayment = Pick<PlaceOrderInput, 'paymentToken' | 'paymentMethodId' | 'saveCard'>;

/** POST /api/orders' body: the lines at the prices shown with their "If unavailable", the details and the payment; never the card itself. */
export function buildOrder(lines: readonly CartLine[], details: CheckoutDetails, payment: OrderPayment): PlaceOrderInput {
  return {
    items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, price: l.unitPrice, lineTotal: l.lineTotal, substitution: l.substitution })),
    shippingDetails: {
      name: `${details.firstName} ${details.lastName}`,
      email: details.email,
      phone: details.phone,
      address: { line1: details.address1, line2: details.address2, city: details.city, county: details.county, postcode: details.postcode },
    },
    deliveryOption: details.deliveryOption,
    deliverySlot: details.deliverySlot,
    notes: details.notes,
    ...payment,
    marketingConsent: details.marketingConsent,
    // Issue 38: only for a basket with age-restricted lines.
    ...(details.restrictedAge ? { dateOfBirth: details.dateOfBirth, ageDeclaration: true as const } : {}),
  };
}
