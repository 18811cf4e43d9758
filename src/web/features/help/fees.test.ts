import { describe, expect, it } from 'vitest';
import { BETA_FEES, PLANNED_FEES, formatFee } from './fees';

describe('formatFee', () => {
  it('drops the pence from whole pounds', () => {
    expect(formatFee(5000)).toBe('£50');
    expect(formatFee(2000)).toBe('£20');
  });

  it('keeps two decimals otherwise', () => {
    expect(formatFee(499)).toBe('£4.99');
    expect(formatFee(250)).toBe('£2.50');
    expect(formatFee(5999)).toBe('£59.99');
  });
});

describe('fees shown on the help pages', () => {
  it('match the checkout today and the spec facts for the planned pricing', () => {
    expect([formatFee(BETA_FEES.standardPence), formatFee(BETA_FEES.expressPence)]).toEqual(['£3.99', '£5.99']);
    expect(formatFee(PLANNED_FEES.deliveryFromPence)).toBe('£4.99');
    expect(formatFee(PLANNED_FEES.premiumMonthlyPence)).toBe('£5.99');
    expect(formatFee(PLANNED_FEES.basketFeeUnderPence)).toBe('£30');
  });
});
