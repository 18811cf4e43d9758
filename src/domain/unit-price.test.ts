import { describe, expect, it } from 'vitest';
import { formatPounds, packPriceLabel, paidUnitPrice, parsePackSize, soldBy, unitPrice } from './unit-price';

describe('parsePackSize', () => {
  it.each([
    ['400g', 0.4, 'kg'],
    ['1.5kg', 1.5, 'kg'],
    ['500ml', 0.5, 'l'],
    ['2L', 2, 'l'],
    ['70cl', 0.7, 'l'],
    ['75cl', 0.75, 'l'],
    ['4 pints', 2.272, 'l'],
    ['1 pint', 0.568, 'l'],
    ['6 x 330ml', 1.98, 'l'],
    ['4 x 125g', 0.5, 'kg'],
    ['12 pack', 12, 'item'],
    ['15 pack', 15, 'item'],
    ['x 9 rolls', 9, 'item'],
    ['9 rolls', 9, 'item'],
    ['per kg', 1, 'kg'],
    ['each', 1, 'item'],
    ['80 tea bags', 80, 'item'],
    ['2 x 200 sheets', 400, 'sheets'],
    ['pack of 6', 6, 'item'],
    ['40 washes', 40, 'item'],
  ] as const)('%s → %d %s', (unit, quantity, measure) => {
    const pack = parsePackSize(unit);
    expect(pack?.measure).toBe(measure);
    expect(pack?.quantity).toBeCloseTo(quantity, 9);
  });

  it('tolerates case, spacing and the × sign', () => {
    expect(parsePackSize(' 6 × 330 ML ')).toEqual({ quantity: 1.98, measure: 'l' });
    expect(parsePackSize('2 Litres')).toEqual({ quantity: 2, measure: 'l' });
    expect(parsePackSize('X 9 Rolls')).toEqual({ quantity: 9, measure: 'item' });
  });

  it('keeps decimal sizes exact enough to compare', () => {
    expect(parsePackSize('1.1kg')).toEqual({ quantity: 1.1, measure: 'kg' });
    expect(parsePackSize('0.5L')).toEqual({ quantity: 0.5, measure: 'l' });
  });

  // 'bunch' and lengths have no comparable quantity, so they are deliberately unknown.
  it.each(['', '   ', 'bunch', '10m', 'pack', 'loose', '0g', '0 x 330ml', 'six pack', '400'])(
    'returns null for %j',
    (unit) => {
      expect(parsePackSize(unit)).toBeNull();
    },
  );
});

describe('formatPounds', () => {
  it('always shows pounds and two decimals', () => {
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(120)).toBe('£1.20');
    expect(formatPounds(12345)).toBe('£123.45');
  });
});

describe('unitPrice', () => {
  it('weights are per kg', () => {
    expect(unitPrice(120, '400g')).toEqual({ pencePerUnit: 300, per: 'kg', label: '£3.00/kg' });
    expect(unitPrice(180, '1.5kg')).toEqual({ pencePerUnit: 120, per: 'kg', label: '£1.20/kg' });
    expect(unitPrice(80, '4 x 125g')?.label).toBe('£1.60/kg');
  });

  it('loose per-kg prices are the unit price itself', () => {
    expect(unitPrice(76, 'per kg')).toEqual({ pencePerUnit: 76, per: 'kg', label: '76p/kg' });
  });

  it('volumes, including pints and centilitres, are per litre', () => {
    expect(unitPrice(85, '1L')?.label).toBe('85p/litre');
    expect(unitPrice(170, '2L')?.label).toBe('85p/litre');
    expect(unitPrice(100, '500ml')?.label).toBe('£2.00/litre');
    expect(unitPrice(1800, '70cl')).toEqual({ pencePerUnit: 2571.4, per: 'litre', label: '£25.71/litre' });
    // 155 / 2.272 = 68.22 → 68.2p
    expect(unitPrice(155, '4 pints')).toEqual({ pencePerUnit: 68.2, per: 'litre', label: '68.2p/litre' });
    expect(unitPrice(70, '1 pint')?.label).toBe('£1.23/litre');
    // 450 / 1.98 = 227.27 → 227p
    expect(unitPrice(450, '6 x 330ml')?.label).toBe('£2.27/litre');
  });

  it('counts are per item', () => {
    expect(unitPrice(200, '12 pack')).toEqual({ pencePerUnit: 16.7, per: 'item', label: '16.7p each' });
    expect(unitPrice(300, '15 pack')?.label).toBe('20p each');
    expect(unitPrice(150, 'pack of 6')?.label).toBe('25p each');
    expect(unitPrice(25, 'each')).toEqual({ pencePerUnit: 25, per: 'item', label: '25p each' });
    expect(unitPrice(350, 'each')?.label).toBe('£3.50 each');
  });

  it('tells tea bags apart: below £1 a unit reads in pence with one decimal, not a rounded £0.02', () => {
    expect(unitPrice(329, '80 tea bags')?.label).toBe('4.1p each');
    expect(unitPrice(145, '80 tea bags')?.label).toBe('1.8p each');
    expect(unitPrice(125, '80 tea bags')?.label).toBe('1.6p each');
    expect(unitPrice(145, '80 tea bags')!.pencePerUnit).toBeGreaterThan(unitPrice(125, '80 tea bags')!.pencePerUnit);
    // Just under a pound stays in pence; a pound and over is pounds and pence.
    expect(unitPrice(9996, '100 pack')?.label).toBe('£1.00 each');
    expect(unitPrice(9990, '100 pack')?.label).toBe('99.9p each');
  });

  it('rolls without a sheet count are priced per roll', () => {
    expect(unitPrice(450, '9 rolls')?.label).toBe('50p each');
    expect(unitPrice(450, 'x 9 rolls', 'Andrex Classic Clean Toilet Tissue')?.label).toBe('50p each');
  });

  it('uses per 100 sheets when the unit or the name gives sheets', () => {
    expect(unitPrice(250, '2 x 200 sheets')).toEqual({ pencePerUnit: 62.5, per: '100 sheets', label: '62.5p/100 sheets' });
    // 9 rolls x 200 sheets = 1800 sheets; 560 / 18 = 31.1p
    expect(unitPrice(560, 'x 9 rolls', 'Soft Toilet Tissue 200 Sheets')).toEqual({
      pencePerUnit: 31.1,
      per: '100 sheets',
      label: '31.1p/100 sheets',
    });
  });

  it('a sheet count in the name is ignored for things that are not rolls', () => {
    expect(unitPrice(300, '12 pack', 'Notepad 200 sheets')?.per).toBe('item');
  });

  it('rounds half up to a tenth of a penny', () => {
    // 1 / 3 = 0.333 → 0.3; 2 / 3 = 0.667 → 0.7
    expect(unitPrice(1, '3 pack')?.pencePerUnit).toBe(0.3);
    expect(unitPrice(2, '3 pack')?.pencePerUnit).toBe(0.7);
    expect(unitPrice(0, '400g')?.label).toBe('0p/kg');
  });

  it('returns null for unknown units and invalid prices', () => {
    expect(unitPrice(100, '')).toBeNull();
    expect(unitPrice(100, 'bunch')).toBeNull();
    expect(unitPrice(100, '10m')).toBeNull();
    expect(unitPrice(-1, '400g')).toBeNull();
    expect(unitPrice(1.5, '400g')).toBeNull();
    expect(unitPrice(Number.NaN, '400g')).toBeNull();
  });
});

describe('paidUnitPrice: from the price the shopper pays', () => {
  it('without an offer is the shelf price per unit', () => {
    expect(paidUnitPrice({ pricePence: 200, discountPercent: 0, unit: '400g' })).toEqual({ pencePerUnit: 500, per: 'kg', label: '£5.00/kg' });
    expect(paidUnitPrice({ pricePence: 200, discountPercent: null, unit: '400g' })?.label).toBe('£5.00/kg');
  });

  it('on offer is worked out from the discounted price, not the was-price', () => {
    // £2.00 less 25% = £1.50 for 400g: £3.75/kg (the shelf price would say £5.00/kg).
    expect(paidUnitPrice({ pricePence: 200, discountPercent: 25, unit: '400g' })).toEqual({ pencePerUnit: 375, per: 'kg', label: '£3.75/kg' });
    // £1.99 less 25% is charged £1.49 (to the penny first), so 80 tea bags are 1.86p each → 1.9p.
    expect(paidUnitPrice({ pricePence: 199, discountPercent: 25, unit: '80 tea bags' })?.label).toBe('1.9p each');
    // £5.40 less 10% = £4.86 for 4 pints (2.272 L): 213.9p → £2.14/litre.
    expect(paidUnitPrice({ pricePence: 540, discountPercent: 10, unit: '4 pints' })?.label).toBe('£2.14/litre');
  });

  it('a loose per-kg product on offer costs its discounted price per kg', () => {
    expect(paidUnitPrice({ pricePence: 250, discountPercent: 20, unit: 'per kg' })?.label).toBe('£2.00/kg');
  });

  it('uses the name for sheets, as unitPrice does', () => {
    // £5.60 less 50% = £2.80 for 9 x 200 sheets: 15.6p/100 sheets.
    expect(paidUnitPrice({ pricePence: 560, discountPercent: 50, unit: 'x 9 rolls', name: 'Soft Toilet Tissue 200 Sheets' })?.label).toBe('15.6p/100 sheets');
  });

  it('is null without a pack size it understands', () => {
    expect(paidUnitPrice({ pricePence: 200, discountPercent: 10, unit: null })).toBeNull();
    expect(paidUnitPrice({ pricePence: 200, discountPercent: 10, unit: 'bunch' })).toBeNull();
  });
});

describe('packPriceLabel: the price of one of what a basket line counts', () => {
  it.each([
    [null, 'each'],
    ['', 'each'],
    ['each', 'each'],
    ['Unit', 'each'],
    ['loose', 'each'],
    ['1 pack', 'each'],
    ['pack of 1', 'each'],
    ['per kg', 'kg'],
    ['400g', 'pack'],
    ['4 pints', 'pack'],
    ['6 pack', 'pack'],
    ['9 rolls', 'pack'],
    ['bunch', 'pack'],
  ] as const)('%j is sold by %s', (unit, by) => {
    expect(soldBy(unit)).toBe(by);
  });

  it('reads per pack, each only when sold singly, per kg when sold by weight', () => {
    expect(packPriceLabel(175, '400g')).toBe('£1.75 per pack');
    expect(packPriceLabel(30, 'each')).toBe('£0.30 each');
    expect(packPriceLabel(30, null)).toBe('£0.30 each');
    expect(packPriceLabel(200, 'per kg')).toBe('£2.00 per kg');
  });
});
