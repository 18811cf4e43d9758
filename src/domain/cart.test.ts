import { describe, expect, it } from 'vitest';
import { cartBadgeLabel, cartTotals, lineTotalPence } from './cart';

describe('cart totals', () => {
  it('is all zero for an empty cart, with no delivery fee', () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotalPence: 0, deliveryFeePence: 0, totalPence: 0 });
  });

  it('sums price times quantity, counts quantities and adds £3.99 delivery', () => {
    const totals = cartTotals([
      { pricePence: 140, discountPercent: 0, quantity: 2 },
      { pricePence: 250, discountPercent: 0, quantity: 1 },
    ]);
    expect(totals).toEqual({ itemCount: 3, subtotalPence: 530, deliveryFeePence: 399, totalPence: 929 });
  });

  it('charges the discounted price per unit, rounded to the penny before multiplying', () => {
    expect(lineTotalPence({ pricePence: 199, discountPercent: 25, quantity: 3 })).toBe(447);
    expect(cartTotals([{ pricePence: 199, discountPercent: 25, quantity: 3 }]).totalPence).toBe(846);
  });

  it('caps the badge at 99+', () => {
    expect(cartBadgeLabel(0)).toBe('0');
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });
});

describe('delivery option fees', () => {
  const lines = [{ pricePence: 1079, discountPercent: 0, quantity: 1 }];
  it('charges £3.99 standard (the sample order: £10.79 + £3.99 = £14.78) and £5.99 express', () => {
    expect(cartTotals(lines, 'standard')).toMatchObject({ deliveryFeePence: 399, totalPence: 1478 });
    expect(cartTotals(lines, 'express')).toMatchObject({ deliveryFeePence: 599, totalPence: 1678 });
  });
  it('charges no fee for an empty basket whatever the option', () => {
    expect(cartTotals([], 'express').totalPence).toBe(0);
  });
});
