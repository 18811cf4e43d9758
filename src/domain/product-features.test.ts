import { describe, expect, it } from 'vitest';
import { categoryGroup, FEATURE_TAGS, featureTagsFor, matchesFeature, mostCommonCategory } from './product-features';

const tag = (group: keyof typeof FEATURE_TAGS, id: string) => FEATURE_TAGS[group].find((t) => t.id === id)!;
const item = (name: string, description: string | null = null) => ({ name, description });

describe('groups', () => {
  it('maps categories to food, drinks, household or beauty', () => {
    expect(categoryGroup('Drinks')).toBe('drinks');
    expect(categoryGroup('Alcohol')).toBe('drinks');
    expect(categoryGroup('Household')).toBe('household');
    expect(categoryGroup('Health & Beauty')).toBe('beauty');
    expect(categoryGroup('Bakery')).toBe('food');
    expect(categoryGroup('Pantry')).toBe('food');
  });

  it('finds the most common category, the first met on a tie', () => {
    expect(mostCommonCategory([{ category: 'Drinks' }, { category: 'Pantry' }, { category: 'Pantry' }])).toBe('Pantry');
    expect(mostCommonCategory([{ category: 'Household' }, { category: 'Drinks' }])).toBe('Household');
    expect(mostCommonCategory([])).toBeNull();
  });

  it("offers the most common category's group tags", () => {
    expect(featureTagsFor([{ category: 'Drinks' }, { category: 'Drinks' }, { category: 'Bakery' }]).map((t) => t.label)).toEqual(['Sugar Free', 'Diet', 'Sparkling', 'Fairtrade', 'Decaf']);
    expect(featureTagsFor([{ category: 'Household' }]).map((t) => t.label)).toContain('Fragrance Free');
    expect(featureTagsFor([{ category: 'Health & Beauty' }]).map((t) => t.label)).toEqual(['Sensitive', 'Vegan', 'Cruelty Free', 'Fragrance Free']);
    expect(featureTagsFor([{ category: 'Meat & Poultry' }]).map((t) => t.label)).toEqual(['Organic', 'Vegan', 'Gluten Free', 'Free Range', 'British', 'Low Fat']);
    expect(featureTagsFor([])).toEqual([]);
  });
});

describe('matchesFeature', () => {
  it('matches a keyword in the name or the description, ignoring case', () => {
    expect(matchesFeature(item('Organic Whole Milk'), tag('food', 'organic'))).toBe(true);
    expect(matchesFeature(item('Whole Milk', 'Fresh BRITISH milk.'), tag('food', 'british'))).toBe(true);
    expect(matchesFeature(item('Whole Milk', null), tag('food', 'british'))).toBe(false);
  });

  it('accepts any of the spellings', () => {
    expect(matchesFeature(item('Free-Range Eggs'), tag('food', 'free-range'))).toBe(true);
    expect(matchesFeature(item('Pasta', 'Gluten free fusilli.'), tag('food', 'gluten-free'))).toBe(true);
    expect(matchesFeature(item('Cola', 'Zero sugar cola.'), tag('drinks', 'sugar-free'))).toBe(true);
  });

  it('matches whole words only', () => {
    expect(matchesFeature(item('Economy Bin Bags'), tag('household', 'eco'))).toBe(false);
    expect(matchesFeature(item('Eco Washing Up Liquid'), tag('household', 'eco'))).toBe(true);
    expect(matchesFeature(item('Dietary Fibre Bar'), tag('drinks', 'diet'))).toBe(false);
    expect(matchesFeature(item('Diet Cola'), tag('drinks', 'diet'))).toBe(true);
  });
});
