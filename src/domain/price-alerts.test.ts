import { describe, expect, it } from 'vitest';
import { alertLines, alertReason } from './price-alerts';

const s = (pricePence: number, discountPercent = 0, available = true) => ({ pricePence, discountPercent, available });

describe('price alerts', () => {
  it('lists a favourite whose price paid fell or that came back, nothing else', () => {
    expect(alertReason(s(140), s(120))).toBe('fell');
    expect(alertReason(s(140), s(140, 20))).toBe('fell');
    expect(alertReason(s(140, 0, false), s(150))).toBe('back');
    expect(alertReason(s(140), s(140))).toBeNull();
    expect(alertReason(s(120), s(140))).toBeNull();
    expect(alertReason(s(140), s(120, 0, false))).toBeNull();
  });

  it('says old and new price, and the cheaper equivalent elsewhere', () => {
    expect(
      alertLines([
        { name: 'Heinz Baked Beans', storeName: 'Tesco', before: s(140), now: s(140, 20), cheaperElsewhere: { name: 'Aldi Baked Beans', storeName: 'Aldi', pence: 45 } },
        { name: 'Dairy Milk', storeName: 'Tesco', before: s(150, 0, false), now: s(150), cheaperElsewhere: null },
      ]),
    ).toEqual(['- Heinz Baked Beans (Tesco): now £1.12, was £1.40. Cheaper at Aldi: Aldi Baked Beans, £0.45', '- Dairy Milk (Tesco): back in stock at £1.50']);
  });
});
