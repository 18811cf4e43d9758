import { describe, expect, it } from 'vitest';
import { lineTotalPence } from './cart';
import { lineSavingPence, offerSavingPence } from './offer-savings';

describe('offer savings', () => {
  it('saves nothing without an offer', () => {
    const line = { pricePence: 200, discountPercent: 0, quantity: 3 };
    expect(lineSavingPence(line)).toBe(0);
  });

  it('saves the difference per pack times the quantity, from the price as charged', () => {
    // 25% off £1.99 is £1.4925, charged £1.49: 50p a pack, £1.50 on three.
    const line = { pricePence: 199, discountPercent: 25, quantity: 3 };
    expect(lineSavingPence(line)).toBe(150);
    expect(199 * 3 - lineSavingPence(line)).toBe(lineTotalPence(line));
  });

  it('saves nothing when the offer rounds to nothing', () => {
    const line = { pricePence: 10, discountPercent: 1, quantity: 4 };
    expect(lineSavingPence(line)).toBe(0);
  });

  it('sums every line of the basket', () => {
    expect(
      offerSavingPence([
        { pricePence: 200, discountPercent: 10, quantity: 2 },
        { pricePence: 150, discountPercent: 0, quantity: 5 },
        { pricePence: 1000, discountPercent: 50, quantity: 1 },
      ]),
    ).toBe(40 + 0 + 500);
    expect(offerSavingPence([])).toBe(0);
  });
});
