import { describe, expect, it } from 'vitest';
import {
  allergensFor,
  ingredientsFor,
  isFoodLike,
  nameWithoutBrand,
  nutritionBasis,
  nutritionFor,
} from './nutrition';

const beans = { id: 431, name: 'Heinz Baked Beans in Tomato Sauce', category: 'Pantry', brand: 'Heinz', unit: '415g' };
const milk = { id: 12, name: 'Whole Milk', category: 'Dairy & Eggs', brand: 'Tesco', unit: '4 pints' };
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

describe('isFoodLike', () => {
  it('accepts food categories and rejects household, beauty and alcohol', () => {
    expect(isFoodLike({ name: 'Bananas', category: 'Fruit & Vegetables' })).toBe(true);
    expect(isFoodLike({ name: 'Cola', category: 'Drinks' })).toBe(true);
    expect(isFoodLike({ name: 'Kitchen Roll', category: 'Household' })).toBe(false);
    expect(isFoodLike({ name: 'Everyday Shampoo', category: 'Health & Beauty' })).toBe(false);
    expect(isFoodLike({ name: 'Chilean Merlot', category: 'Alcohol' })).toBe(false);
  });

  it('accepts a food name in another category, but not pet food or toiletries named after food', () => {
    expect(isFoodLike({ name: 'Protein Snack Bar', category: 'Health & Beauty' })).toBe(true);
    expect(isFoodLike({ name: 'Cleansing Milk', category: 'Other' })).toBe(true);
    expect(isFoodLike({ name: 'Complete Dry Dog Food', category: 'Household' })).toBe(false);
    expect(isFoodLike({ name: 'Cat Food Pouches in Gravy', category: 'Household' })).toBe(false);
    expect(isFoodLike({ name: 'Fresh Mint Mouthwash', category: 'Health & Beauty' })).toBe(false);
  });
});

describe('nutritionFor', () => {
  it('is deterministic: the same product gives the same values every time', () => {
    expect(nutritionFor(beans)).toEqual(nutritionFor({ ...beans }));
  });

  it('varies between products that share a keyword profile', () => {
    const other = nutritionFor({ ...beans, id: 432, name: 'Baked Beans in Tomato Sauce', brand: 'Tesco' });
    expect(other).not.toEqual(nutritionFor(beans));
  });

  it('stays within the random spread of the typical values', () => {
    // Heinz beans' profile: fat 0.2, carbohydrate 12.5, protein 4.7, salt 0.6 per 100 g.
    const n = nutritionFor(beans);
    expect(n.carbs.total).toBeGreaterThanOrEqual(10.6);
    expect(n.carbs.total).toBeLessThanOrEqual(14.4);
    expect(n.salt.total).toBeGreaterThanOrEqual(0.51);
    expect(n.salt.total).toBeLessThanOrEqual(0.69);
    expect(n.carbs.sugars).toBeLessThanOrEqual(n.carbs.total);
    expect(n.fat.saturated).toBeLessThanOrEqual(n.fat.total);
  });

  it('rounds fat, carbohydrate and protein to 1 decimal and salt to 2', () => {
    for (let id = 1; id <= 40; id += 1) {
      const n = nutritionFor({ ...beans, id });
      expect(decimals(n.fat.total)).toBeLessThanOrEqual(1);
      expect(decimals(n.carbs.total)).toBeLessThanOrEqual(1);
      expect(decimals(n.protein.total)).toBeLessThanOrEqual(1);
      expect(decimals(n.salt.total)).toBeLessThanOrEqual(2);
      expect(Number.isInteger(n.energy.kj) && Number.isInteger(n.energy.kcal)).toBe(true);
    }
  });

  it('gives %RI against 8400 kJ / 2000 kcal and the other reference intakes', () => {
    const n = nutritionFor(beans);
    expect(n.energy.dv).toBe(Math.round((n.energy.kj / 8400) * 100));
    expect(n.salt.dv).toBe(Math.round((n.salt.total / 6) * 100));
    expect(n.fat.dv).toBe(Math.round((n.fat.total / 70) * 100));
  });

  it('derives energy from the macros so the table adds up', () => {
    const n = nutritionFor(beans);
    const fibre = n.fibre?.total ?? 0;
    expect(n.energy.kcal).toBe(Math.round(9 * n.fat.total + 4 * n.carbs.total + 4 * n.protein.total + 2 * fibre));
  });

  it('leaves fibre out (null) where a label would not state it, e.g. milk', () => {
    expect(nutritionFor(milk).fibre).toBeNull();
    expect(nutritionFor(beans).fibre).not.toBeNull();
  });

  it('is per 100 ml for drinks and liquid packs, per 100 g otherwise', () => {
    expect(nutritionBasis({ category: 'Drinks', unit: '6 x 330ml' })).toBe('100ml');
    expect(nutritionBasis(milk)).toBe('100ml');
    expect(nutritionBasis({ category: 'Pantry', unit: '1L' })).toBe('100ml');
    expect(nutritionBasis(beans)).toBe('100g');
    expect(nutritionBasis({ category: 'Bakery', unit: null })).toBe('100g');
  });
});

describe('ingredients and allergens', () => {
  it('generates ingredients from name keywords, without the brand', () => {
    expect(ingredientsFor(beans)).toMatch(/^Haricot Beans \(51%\), Tomatoes/);
    expect(ingredientsFor({ name: 'Bananas', category: 'Fruit & Vegetables' })).toBe('Bananas');
    expect(ingredientsFor({ name: "Ben's Original Long Grain Rice", category: 'Pantry', brand: "Ben's Original" })).toBe('Long Grain Rice');
    expect(nameWithoutBrand('Tilda Pure Basmati Rice', 'Tilda')).toBe('Pure Basmati Rice');
  });

  it('falls back to the category when no keyword matches', () => {
    expect(ingredientsFor({ name: 'Beef Mince 5% Fat', category: 'Meat & Poultry' })).toBe('Beef Mince (100%)');
  });

  it('finds the allergens of the generated text', () => {
    expect(allergensFor({ name: 'Medium Sliced White Bread', category: 'Bakery' })).toMatchObject({ wheat: 'contains', soya: 'contains', milk: 'free', eggs: 'free' });
    expect(allergensFor({ name: 'Cod Fish Fingers', category: 'Frozen' })).toMatchObject({ fish: 'contains', wheat: 'contains' });
    expect(allergensFor({ name: 'Smooth Peanut Butter', category: 'Pantry' })).toMatchObject({ nuts: 'contains', milk: 'free' });
    expect(allergensFor({ name: 'Coconut Milk', category: 'Pantry' })).toMatchObject({ nuts: 'free', milk: 'free' });
  });

  it("gives the 'may contain' states for nuts and milk", () => {
    expect(allergensFor({ name: 'Dark Chocolate 70%', category: 'Snacks & Confectionery' })).toMatchObject({ nuts: 'may contain', milk: 'may contain', soya: 'contains' });
    expect(allergensFor({ name: 'Digestive Biscuits', category: 'Snacks & Confectionery' })).toMatchObject({ wheat: 'contains', nuts: 'may contain', milk: 'may contain' });
    expect(allergensFor({ name: 'Milk Chocolate Bar', category: 'Snacks & Confectionery' })).toMatchObject({ milk: 'contains', nuts: 'may contain' });
  });
});

describe('nutritionFor limits', () => {
  it('never puts more than 100 g of nutrients in 100 g (oil, sugar, salt)', () => {
    for (const name of ['Sunflower Oil', 'Granulated Sugar', 'Table Salt', 'Extra Virgin Olive Oil']) {
      for (let id = 1; id <= 30; id += 1) {
        const n = nutritionFor({ id, name, category: 'Pantry' });
        expect(n.fat.total + n.carbs.total + (n.fibre?.total ?? 0) + n.protein.total + n.salt.total).toBeLessThanOrEqual(100.2);
      }
    }
  });
});
