import type { SafeUser } from '@/contracts/auth';
import type { Cart, CartLine } from '@/contracts/cart';
import type { Product } from '@/contracts/product';
import type { Store } from '@/contracts/store';
import { cartTotals, linePricePence, lineTotalPence } from '@/domain/cart';
import { pricedLineOf } from '@/web/lib/priced-line';
import type { SubstitutionPreference } from '@/domain/fulfilment';
import { penceToPounds } from '@/domain/money';
import { lineSavingPence, offerSavingPence } from '@/domain/offer-savings';
import type { OperatorDetails } from '@/contracts/config';

/** Test factories for the web's component tests (never imported by the app). */

/** The one sample shopper of the web tests, signed in unless a test says otherwise. */
/** The company running the shop as a configured server answers GET /api/config/operator. */
export const OPERATOR: OperatorDetails = {
  name: 'Grocer Holdings Ltd',
  address: '10 Market Street, Leeds, LS1 6DT',
  companyNumber: 'SC123456',
  email: 'help@grocer.example',
  dataProtectionEmail: 'dpo@grocer.example',
  phone: '0113 496 0123',
};

export const ADA: SafeUser = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Princes Street',
  addressLine2: null,
  city: 'Edinburgh',
  county: null,
  postcode: 'EH1 3DX',
  phoneNumber: '07700900123',
  emailVerified: true,
  role: 'shopper',
};

/** A colleague who may use /fulfilment. */
export const STAFF: SafeUser = { ...ADA, id: 70, email: 'sam@everystore.example', firstName: 'Sam', lastName: 'Picker', role: 'staff' };

let nextProductId = 1;

/** A product as the API answers it, with sensible defaults. */
export function makeProduct(over: Partial<Product> = {}): Product {
  const id = over.id ?? nextProductId++;
  return {
    id,
    name: `Product ${id}`,
    price: 1,
    category: 'Pantry',
    categoryId: 10,
    storeId: 1,
    brand: 'Tesco',
    description: null,
    discount: 0,
    unit: '400g',
    available: true,
    featured: false,
    image: `/img/products/${id}.svg`,
    unitPrice: null,
    ageRestriction: null,
    multiBuy: null,
    ...over,
    // An offer's "was" is its shelf price unless a test says otherwise (the server sends one only when it is honest).
    wasPrice: over.wasPrice !== undefined ? over.wasPrice : (over.discount ?? 0) > 0 ? (over.price ?? 1) : null,
  };
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, hours: '8:00 AM - 8:00 PM' }));

/** A store as the API answers it. */
export function makeStore(over: Partial<Store> & { id: number; name: string }): Store {
  return {
    logoColor: '#00539F',
    logoImage: null,
    logoLetter: over.name[0]!,
    distance: 1,
    address: '1 High Street',
    city: 'Edinburgh',
    postcode: 'EH1 1AA',
    lat: 55.95,
    lng: -3.19,
    phone: '0131 555 0100',
    email: null,
    website: 'https://example.com',
    description: null,
    openingHours: WEEK,
    features: [],
    imageScale: 1.3,
    averageRating: 0,
    totalReviews: 0,
    ...over,
  };
}

/** A cart as the server answers it, totals from the shared domain rules. */
export function makeCart(lines: { id: number; product: Product; quantity: number; substitution?: SubstitutionPreference; addedUnitPrice?: number | null }[]): Cart {
  const priced = lines.map((l) => pricedLineOf(l.product, l.quantity));
  const totals = cartTotals(priced);
  const items: CartLine[] = lines.map((l, i) => {
    const line = priced[i]!;
    const unit = linePricePence(line);
    return {
      id: l.id,
      productId: l.product.id,
      quantity: l.quantity,
      product: l.product,
      unitPrice: penceToPounds(unit),
      wasUnitPrice: l.product.wasPrice,
      lineTotal: penceToPounds(lineTotalPence(line)),
      lineSaving: penceToPounds(lineSavingPence(line)),
      substitution: l.substitution ?? { kind: 'best_match' },
      addedUnitPrice: l.addedUnitPrice ?? null,
    };
  });
  return {
    items,
    itemCount: totals.itemCount,
    subtotal: penceToPounds(totals.subtotalPence),
    deliveryFee: penceToPounds(totals.deliveryFeePence),
    total: penceToPounds(totals.totalPence),
    saving: penceToPounds(offerSavingPence(priced)),
  };
}
