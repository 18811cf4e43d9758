import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/contracts/cart';
import { checkoutDetailsSchema, type CheckoutDetailsInput } from '@/contracts/orders';
import { basketRestrictedAge, buildOrder } from './build-order';

/** Issue 38 in the checkout's form: the age step only for a basket with age-restricted lines. */
const line = (ageRestriction: 18 | 16 | null) => ({ productId: 1, quantity: 1, unitPrice: 6.29, substitution: { kind: 'best_match' }, product: { ageRestriction } }) as unknown as CartLine;
const details: CheckoutDetailsInput = {
  email: 'ada@example.com',
  phone: '07700900123',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Princes Street',
  address2: '',
  city: 'Edinburgh',
  county: '',
  postcode: 'EH1 3DX',
  sameAsBilling: true,
  deliveryOption: 'standard',
  deliverySlot: '2026-12-01T10:00',
  notes: '',
  acceptTerms: true,
  marketingConsent: false,
};

describe('the checkout’s age step', () => {
  it('asks the highest age of the basket: 18 with wine, 16 with only an energy drink, none without', () => {
    expect(basketRestrictedAge([line(null)])).toBeNull();
    expect(basketRestrictedAge([line(16), line(null)])).toBe(16);
    expect(basketRestrictedAge([line(16), line(18)])).toBe(18);
  });

  it('requires the date of birth and the declaration only when the basket asks an age', () => {
    expect(checkoutDetailsSchema.safeParse({ ...details, restrictedAge: null }).success).toBe(true);
    const missing = checkoutDetailsSchema.safeParse({ ...details, restrictedAge: 18 });
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['ageDeclaration', 'dateOfBirth']);
    expect(checkoutDetailsSchema.safeParse({ ...details, restrictedAge: 18, dateOfBirth: '1990-02-30', ageDeclaration: true }).success).toBe(false);
    expect(checkoutDetailsSchema.safeParse({ ...details, restrictedAge: 18, dateOfBirth: '1990-04-01', ageDeclaration: true }).success).toBe(true);
  });

  it('sends them with the order only then', () => {
    const payment = { paymentToken: 'tok_test' };
    const plain = buildOrder([line(null)], checkoutDetailsSchema.parse({ ...details, restrictedAge: null, dateOfBirth: '1990-04-01' }), payment);
    expect(plain).not.toHaveProperty('dateOfBirth');
    const wine = buildOrder([line(18)], checkoutDetailsSchema.parse({ ...details, restrictedAge: 18, dateOfBirth: '1990-04-01', ageDeclaration: true }), payment);
    expect(wine).toMatchObject({ dateOfBirth: '1990-04-01', ageDeclaration: true });
  });
});
