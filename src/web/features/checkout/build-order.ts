import type { CartLine } from '@/contracts/cart';
import type { CheckoutDetails, PlaceOrderInput } from '@/contracts/orders';
import { cartTotals, type CartTotals, type DeliveryOption } from '@/domain/cart';
import { poundsToPence } from '@/domain/money';
import { authorisationHoldPence } from '@/domain/order-money';

/** The summary's figures from the lines' shelf price and discount: the rule the server charges by. */
export function checkoutTotals(lines: readonly CartLine[], option: DeliveryOption): CartTotals {
  return cartTotals(
    lines.map((l) => ({ pricePence: poundsToPence(l.product.price), discountPercent: l.product.discount, quantity: l.quantity })),
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

/** POST /api/orders' body: the lines at the prices shown with their "If unavailable", the details and the token; never the card itself. */
export function buildOrder(lines: readonly CartLine[], details: CheckoutDetails, paymentToken: string): PlaceOrderInput {
  return {
    items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, price: l.unitPrice, substitution: l.substitution })),
    shippingDetails: {
      name: `${details.firstName} ${details.lastName}`,
      email: details.email,
      phone: details.phone,
      address: { line1: details.address1, line2: details.address2, city: details.city, county: details.county, postcode: details.postcode },
    },
    deliveryOption: details.deliveryOption,
    deliverySlot: details.deliverySlot,
    notes: details.notes,
    paymentToken,
    marketingConsent: details.marketingConsent,
  };
}
