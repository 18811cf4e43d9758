import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from './categories';
import { CATEGORY_PICTURES, PICTURE_ICONS, pictureFor } from './product-picture';

describe('pictureFor', () => {
  it.each([
    ['Bananas', 'Fruit & Vegetables', 'banana'],
    ['Loose Bananas', 'Fruit & Vegetables', 'banana'],
    ['Mixed Peppers', 'Fruit & Vegetables', 'bell-pepper'],
    ['Cathedral City Mature Cheddar', 'Dairy & Eggs', 'cheese-wedge'],
    ['Whole Milk 2 Pints', 'Dairy & Eggs', 'glass-of-milk'],
    ['Yorkshire Tea 80 Tea Bags', 'Drinks', 'hot-beverage'],
    ['Green Tea Bags', 'Drinks', 'teacup-without-handle'],
    ['Pork Sausages', 'Meat & Poultry', 'hot-dog'],
    ['Chicken Drumsticks', 'Meat & Poultry', 'poultry-leg'],
    ['Sweet Potatoes', 'Fruit & Vegetables', 'roasted-sweet-potato'],
    ['Strawberries', 'Fruit & Vegetables', 'strawberry'],
    ['Cherry Tomatoes', 'Fruit & Vegetables', 'tomato'],
  ])('%s (%s) shows %s', (name, category, icon) => {
    expect(pictureFor(name, category)).toEqual({ icon, specific: true });
  });

  it('names what a product is before what it is made of', () => {
    expect(pictureFor('Milk Chocolate Digestives', 'Snacks & Confectionery').icon).toBe('cookie');
    expect(pictureFor('Milk Chocolate Bar', 'Snacks & Confectionery').icon).toBe('chocolate-bar');
    expect(pictureFor('Coconut Milk', 'Pantry').icon).toBe('coconut');
    expect(pictureFor('Strawberry & Banana Smoothie', 'Drinks').icon).toBe('cup-with-straw');
    expect(pictureFor('Strawberry Jam', 'Pantry').icon).toBe('jar');
    expect(pictureFor('Jam Doughnuts', 'Bakery').icon).toBe('doughnut');
    expect(pictureFor('Baked Beans in Tomato Sauce', 'Pantry').icon).toBe('beans');
    expect(pictureFor('Tuna Chunks in Spring Water', 'Pantry').icon).toBe('fish');
    expect(pictureFor('Dreamies Cat Treats with Chicken', 'Household').icon).toBe('cat');
    expect(pictureFor('Kopparberg Strawberry & Lime Cider', 'Alcohol').icon).toBe('beer-mug');
  });

  it('reads a word by its aisle where it means different things', () => {
    expect(pictureFor('Rich Tea Biscuits', 'Snacks & Confectionery').icon).toBe('cookie');
    expect(pictureFor('Butternut Squash', 'Fruit & Vegetables')).toEqual({ icon: 'basket', specific: false });
    expect(pictureFor('Orange Squash', 'Drinks').icon).toBe('cup-with-straw');
    expect(pictureFor('Oven Chips', 'Frozen').icon).toBe('french-fries');
    expect(pictureFor('Kettle Chips Sea Salt', 'Snacks & Confectionery').icon).toBe('crisp-packet');
    expect(pictureFor('Everyday Conditioner', 'Health & Beauty').icon).toBe('lotion-bottle');
    expect(pictureFor('Fabric Conditioner', 'Household').icon).toBe('bubbles');
  });

  it('shows crisps as a packet of crisps, and only a raw potato as a potato', () => {
    for (const name of ['Walkers Ready Salted Crisps', 'Pringles Original', 'Hula Hoops Original', 'Doritos Cool Original Tortilla Chips', 'Tesco Salt & Vinegar Crisps']) {
      expect(pictureFor(name, 'Snacks & Confectionery'), name).toEqual({ icon: 'crisp-packet', specific: true });
    }
    expect(pictureFor('Maris Piper Potatoes', 'Fruit & Vegetables').icon).toBe('potato');
    expect(pictureFor('Baby Potatoes', 'Fruit & Vegetables').icon).toBe('potato');
  });

  it('matches whole words, plurals and spellings with punctuation, not parts of words', () => {
    expect(pictureFor('Stonebaked Pepperoni Pizza', 'Frozen').icon).toBe('pizza');
    expect(pictureFor('Peperoni', 'Frozen').specific).toBe(false);
    expect(pictureFor('Blueberries', 'Fruit & Vegetables').icon).toBe('blueberries');
    expect(pictureFor('COCA-COLA Zero', 'Drinks').icon).toBe('cup-with-straw');
    expect(pictureFor("Sainsbury's Crème Fraîche", 'Dairy & Eggs').icon).toBe('glass-of-milk');
    expect(pictureFor('Gingerbread', 'Bakery').specific).toBe(false);
  });

  it('falls back to the category picture, and to one picture for an unknown category', () => {
    for (const category of CATEGORY_NAMES) {
      expect(pictureFor('Zzz Unknown', category)).toEqual({ icon: CATEGORY_PICTURES[category], specific: false });
    }
    expect(pictureFor('Zzz Unknown', 'Other')).toEqual({ icon: 'canned-food', specific: false });
    expect(pictureFor('', 'Bakery')).toEqual({ icon: 'bread', specific: false });
  });

  it('lists every icon it can answer, each once', () => {
    expect(PICTURE_ICONS).toContain('banana');
    expect(PICTURE_ICONS).toContain('basket');
    expect(new Set(PICTURE_ICONS).size).toBe(PICTURE_ICONS.length);
  });
});
