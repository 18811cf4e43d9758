import type { Cart, CartLine } from '@/contracts/cart';
import type { Product } from '@/contracts/product';
import { cartTotals, linePricePence } from '@/domain/cart';
import { penceToPounds, poundsToPence } from '@/domain/money';
import type { SessionUser } from '@/web/features/auth/use-user';

/** Test factories for the shell's component tests (never imported by the app). */

/** The one product factory of the web tests. */
export { makeProduct } from '@/web/features/stores/test-products';

/** The one store factory of the web tests. */
export { makeStore } from '@/web/features/stores/test-stores';

/** A cart as the server answers it, totals from the shared domain rules. */
export function makeCart(lines: { id: number; product: Product; quantity: number }[]): Cart {
  const priced = lines.map((l) => ({ pricePence: poundsToPence(l.product.price), discountPercent: l.product.discount, quantity: l.quantity }));
  const totals = cartTotals(priced);
  const items: CartLine[] = lines.map((l, i) => {
    const unit = linePricePence(priced[i]!);
    return { id: l.id, productId: l.product.id, quantity: l.quantity, product: l.product, unitPrice: penceToPounds(unit), lineTotal: penceToPounds(unit * l.quantity) };
  });
  return {
    items,
    itemCount: totals.itemCount,
    subtotal: penceToPounds(totals.subtotalPence),
    deliveryFee: penceToPounds(totals.deliveryFeePence),
    total: penceToPounds(totals.totalPence),
  };
}

export const SAMPLE_USER: SessionUser = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '07700900123',
  addressLine1: '1 Princes Street',
  addressLine2: null,
  city: 'Edinburgh',
  county: null,
  postcode: 'EH1 3DX',
  emailVerified: true,
};
