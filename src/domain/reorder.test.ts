import { describe, expect, it } from 'vitest';
import { alreadyInBasketMessage, linesAlreadyInBasket } from './reorder';

const lines = [
  { productId: 1, name: 'Semi Skimmed Milk', quantity: 2 },
  { productId: 2, name: 'Sourdough Loaf', quantity: 1 },
  { productId: 3, name: 'Free Range Eggs', quantity: 1 },
];

describe('re-order: lines already in the basket', () => {
  it('lists the order’s lines the basket holds, with both quantities, in the order’s order', () => {
    expect(linesAlreadyInBasket(lines, new Map([[3, 5], [1, 2], [9, 1]]))).toEqual([
      { productId: 1, name: 'Semi Skimmed Milk', quantity: 2, inBasket: 2 },
      { productId: 3, name: 'Free Range Eggs', quantity: 1, inBasket: 5 },
    ]);
  });

  it('finds none in an empty basket or one holding other things', () => {
    expect(linesAlreadyInBasket(lines, new Map())).toEqual([]);
    expect(linesAlreadyInBasket(lines, new Map([[9, 1]]))).toEqual([]);
  });

  it('says which, and asks', () => {
    expect(alreadyInBasketMessage([{ name: 'Semi Skimmed Milk' }, { name: 'Free Range Eggs' }])).toBe(
      'Your basket already has these items: Semi Skimmed Milk, Free Range Eggs. Add them again?',
    );
  });
});
