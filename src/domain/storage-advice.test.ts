import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from './categories';
import { AMBIENT_ADVICE, CHILLED_ADVICE, FROZEN_ADVICE, STORAGE_ADVICE, storageAdvice, storageKind } from './storage-advice';
import { storageAdvice as fromNutrition } from './nutrition';

const produce = (name: string) => ({ name, category: 'Fruit & Vegetables' });

describe('storageAdvice follows the product kind', () => {
  it('never tells a shopper to refrigerate bananas or eat them within 2 days of opening', () => {
    for (const name of ['Bananas', 'Loose Bananas', 'Fairtrade Bananas']) {
      expect(storageKind(produce(name))).toBe('room-temperature-fruit');
      expect(storageAdvice(produce(name))).not.toMatch(/keep refrigerated|of opening/i);
      expect(storageAdvice(produce(name))).toContain('Do not refrigerate');
    }
  });

  it('keeps tomatoes, citrus, pineapple, mango and avocado at room temperature', () => {
    for (const name of ['Cherry Tomatoes', 'Easy Peeler Clementines', 'Lemons', 'Del Monte Gold Pineapple', 'Ripe Mango', 'Ripe & Ready Avocados']) {
      expect(storageKind(produce(name)), name).toBe('room-temperature-fruit');
    }
  });

  it('puts potatoes, onions, garlic and squash in a cool dark place, not the fridge', () => {
    for (const name of ['Maris Piper Potatoes', 'Sweet Potatoes', 'Red Onions', 'Garlic', 'Butternut Squash', 'Loose Ginger']) {
      expect(storageKind(produce(name)), name).toBe('cool-dark-veg');
    }
    expect(storageAdvice(produce('White Potatoes'))).toBe('Store in a cool, dark, dry place. Do not refrigerate.');
  });

  it('puts berries, salad, greens and apples in the fridge without an "opening" clause', () => {
    for (const name of ['Strawberries', 'Blueberries', 'Baby Spinach', 'Iceberg Lettuce', 'Broccoli', 'Gala Apples', 'Closed Cup Mushrooms']) {
      expect(storageKind(produce(name)), name).toBe('fridge-produce');
      expect(storageAdvice(produce(name))).not.toContain('opening');
    }
  });

  it("chills meat and dairy with the spec's text", () => {
    expect(storageAdvice({ name: 'Whole Milk', category: 'Dairy & Eggs' })).toBe(CHILLED_ADVICE);
    expect(storageAdvice({ name: 'Pork Sausages', category: 'Meat & Poultry' })).toBe(CHILLED_ADVICE);
    expect(CHILLED_ADVICE).toContain('below 5°C, consume within 2 days');
  });

  it('keeps frozen food frozen, whatever its name says', () => {
    expect(storageAdvice({ name: 'Frozen Garden Peas', category: 'Frozen' })).toBe(FROZEN_ADVICE);
    expect(storageAdvice({ name: 'Frozen Mixed Berries', category: 'Frozen' })).toBe(FROZEN_ADVICE);
    expect(storageAdvice({ name: 'Straight Cut Oven Chips', category: 'Frozen' })).toBe(FROZEN_ADVICE);
  });

  it("keeps pantry and snacks in a cool, dry place, with the spec's keyword rule for anything sold fresh", () => {
    expect(storageAdvice({ name: 'Heinz Baked Beans in Tomato Sauce', category: 'Pantry' })).toBe(AMBIENT_ADVICE);
    expect(storageAdvice({ name: 'Digestive Biscuits', category: 'Snacks & Confectionery' })).toBe(AMBIENT_ADVICE);
    expect(storageAdvice({ name: 'Fresh Pesto', category: 'Pantry' })).toBe(CHILLED_ADVICE);
    expect(AMBIENT_ADVICE).toContain('cool, dry place, consume within 30 days');
  });

  it('tells fresh juice and smoothies from squash, water and tea', () => {
    expect(storageKind({ name: 'Innocent Orange Juice with Bits', category: 'Drinks' })).toBe('chilled-drink');
    expect(storageKind({ name: 'Strawberry & Banana Smoothie', category: 'Drinks' })).toBe('chilled-drink');
    expect(storageKind({ name: 'Robinsons Orange Squash No Added Sugar', category: 'Drinks' })).toBe('drink');
    expect(storageKind({ name: 'Still Spring Water', category: 'Drinks' })).toBe('drink');
    expect(storageKind({ name: 'PG Tips Original 80 Tea Bags', category: 'Drinks' })).toBe('drink');
  });

  it('gives bread, alcohol, household and health & beauty their own advice (a "Fresh Mint" mouthwash is not chilled)', () => {
    expect(storageKind({ name: 'White Bloomer', category: 'Bakery' })).toBe('bakery');
    expect(storageAdvice({ name: 'White Bloomer', category: 'Bakery' })).toContain('not in the fridge');
    expect(storageKind({ name: 'Chilean Merlot', category: 'Alcohol' })).toBe('alcohol');
    expect(storageKind({ name: 'Thick Bleach', category: 'Household' })).toBe('household');
    expect(storageKind({ name: 'Fresh Mint Mouthwash', category: 'Health & Beauty' })).toBe('health-beauty');
  });

  it('answers every category, and the product page reads the same rule through nutrition', () => {
    for (const category of CATEGORY_NAMES) expect(STORAGE_ADVICE[storageKind({ name: 'Anything', category })]).toBeTruthy();
    expect(fromNutrition(produce('Bananas'))).toBe(storageAdvice(produce('Bananas')));
  });
});
