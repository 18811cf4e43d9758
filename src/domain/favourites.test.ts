import { describe, expect, it } from 'vitest';
import { bestElsewhere, savingPence, type PricedProduct } from './favourites';

let nextId = 1;
function item(over: Partial<PricedProduct> = {}): PricedProduct {
  return { id: nextId++, storeId: 2, name: 'Heinz Baked Beans in Tomato Sauce', brand: 'Heinz', unit: '415g', pricePence: 140, discountPercent: 0, available: true, ...over };
}

describe('bestElsewhere', () => {
  const beans = item({ storeId: 1, pricePence: 150 });

  it('picks the same product at the chain where it costs least after offers, never its own chain', () => {
    const dear = item({ storeId: 2, pricePence: 130 });
    const onOffer = item({ storeId: 3, pricePence: 160, discountPercent: 25 });
    const ownChain = item({ storeId: 1, pricePence: 90 });
    expect(bestElsewhere(beans, [dear, ownChain, onOffer])).toBe(onOffer);
  });

  it('answers even when no chain is cheaper, and takes the lower id on a tie', () => {
    const a = item({ storeId: 4, pricePence: 170 });
    const b = item({ storeId: 3, pricePence: 170 });
    expect(bestElsewhere(beans, [b, a])).toBe(a.id < b.id ? a : b);
  });

  it('leaves out unavailable products, other packs, other brands and similar products', () => {
    const candidates = [
      item({ storeId: 2, pricePence: 50, available: false }),
      item({ storeId: 2, pricePence: 50, unit: '4 x 415g' }),
      item({ storeId: 2, pricePence: 50, brand: 'Branston' }),
      item({ storeId: 2, pricePence: 50, name: 'Heinz Baked Beans Reduced Sugar' }),
    ];
    expect(bestElsewhere(beans, candidates)).toBeNull();
  });

  it('finds nothing for a product without a brand: it has no twin at another chain', () => {
    const loose = item({ brand: null, name: 'Loose Onions', unit: null });
    expect(bestElsewhere(loose, [item({ brand: null, name: 'Loose Onions', unit: null, storeId: 5 })])).toBeNull();
  });
});

describe('savingPence', () => {
  it('is what one saves on the prices paid, or null when the other costs as much or more', () => {
    expect(savingPence(item({ pricePence: 150 }), item({ pricePence: 120 }))).toBe(30);
    expect(savingPence(item({ pricePence: 150 }), item({ pricePence: 200, discountPercent: 50 }))).toBe(50);
    expect(savingPence(item({ pricePence: 150 }), item({ pricePence: 150 }))).toBeNull();
    expect(savingPence(item({ pricePence: 100 }), item({ pricePence: 150 }))).toBeNull();
  });
});
