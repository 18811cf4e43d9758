import { describe, expect, it } from 'vitest';
import type { Product } from '@/contracts/product';
import { makeProduct } from '@/web/testing';
import { groupSameProducts, lowestPriceOf } from './same-product-groups';

const HEINZ = 'heinz|heinz baked beans|0.415kg';
const p = (id: number, over: Partial<Product> = {}) => makeProduct({ id, name: `P${id}`, ...over });

describe('groupSameProducts', () => {
  it('puts the same product together where it was first found, cheapest paid price first; a product without a key stands alone', () => {
    const results = [
      p(1, { sameProductKey: HEINZ, price: 1.4 }),
      p(2, { sameProductKey: undefined }),
      p(3, { sameProductKey: HEINZ, price: 1.29 }),
      p(4, { sameProductKey: 'other' }),
      p(5, { sameProductKey: HEINZ, price: 1.6, discount: 50 }),
      p(6, { sameProductKey: HEINZ, price: 1.29 }),
    ];
    const groups = groupSameProducts(results);
    expect(groups.map((g) => g.products.map((x) => x.id))).toEqual([[5, 3, 6, 1], [2], [4]]);
    expect(lowestPriceOf(groups[0]!)).toBe(0.8);
  });

  it('puts a chain out of stock after those in stock, so the lowest price is one the shopper can buy', () => {
    const groups = groupSameProducts([p(1, { sameProductKey: HEINZ, price: 1.4 }), p(2, { sameProductKey: HEINZ, price: 0.5, available: false })]);
    expect(groups[0]!.products.map((x) => x.id)).toEqual([1, 2]);
    expect(lowestPriceOf(groups[0]!)).toBe(1.4);
  });
});
