import { describe, expect, it } from 'vitest';
import { isSameProduct, sameProductKey } from './same-product';

describe('sameProductKey', () => {
  const key = (name: string, brand: string | null, unit: string | null) => sameProductKey({ name, brand, unit });

  it('is one text for the same brand, name and pack however they are written', () => {
    const heinz = key('Heinz Baked Beans in Tomato Sauce', 'Heinz', '415g');
    expect(heinz).not.toBeNull();
    expect(key('heinz baked beans in tomato sauce', 'HEINZ', '415 g')).toBe(heinz);
    expect(key('Semi-Skimmed Milk', 'Cravendale', '1L')).toBe(key('Semi-Skimmed Milk', 'Cravendale', '1000ml'));
  });

  it("differs for another pack, another brand or another chain's own brand, and is null without a brand", () => {
    const heinz = key('Heinz Baked Beans in Tomato Sauce', 'Heinz', '415g');
    expect(key('Heinz Baked Beans in Tomato Sauce', 'Heinz', '4 x 415g')).not.toBe(heinz);
    expect(key('Heinz Baked Beans in Tomato Sauce', 'Branston', '415g')).not.toBe(heinz);
    expect(key('Baked Beans in Tomato Sauce', 'Tesco', '420g')).not.toBe(key('Baked Beans in Tomato Sauce', 'Asda', '420g'));
    expect(key('Loose Onions', null, null)).toBeNull();
  });

  it('reads a name by its words: hyphens, plurals and apostrophes aside', () => {
    expect(key('Free-Range Eggs', 'Happy Egg Co', '6 pack')).toBe(key('Free Range Egg', 'Happy Egg Co', '6 pack'));
    expect(key("Walkers Salt & Vinegar Crisps", 'Walkers', '6 x 25g')).toBe(key('Walkers Salt Vinegar Crisp', "walkers", '6 x 25g'));
    expect(key('Free-Range Eggs', 'Happy Egg Co', '6 pack')).not.toBe(key('Free-Range Eggs', 'Happy Egg Co', '12 pack'));
  });
});

describe('isSameProduct', () => {
  it('holds exactly when both have one key, and never without a brand', () => {
    const beans = { name: 'Heinz Baked Beans', brand: 'Heinz', unit: '415g' };
    expect(isSameProduct(beans, { ...beans, unit: '415 g' })).toBe(true);
    expect(isSameProduct(beans, { ...beans, unit: '200g' })).toBe(false);
    const onions = { name: 'Loose Onions', brand: null, unit: null };
    expect(isSameProduct(onions, onions)).toBe(false);
  });
});
