import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  applyFilters,
  brandOptions,
  categoryOptions,
  DEFAULT_FILTERS,
  featureOptions,
  filterOptions,
  filtersFromParams,
  filtersToParams,
  filterProducts,
  firstView,
  priceBounds,
  priceRangeValue,
  removeFilterChip,
  sortProducts,
  toggleValue,
  type FilterableProduct,
  type FilterOptions,
  type ProductFilters,
} from './product-filters';
import { FEATURE_TAGS } from './product-features';

type P = FilterableProduct & { id: number };

let nextId = 1;
function product(over: Partial<P> = {}): P {
  return { id: nextId++, name: 'Item', price: 1, discount: 0, available: true, category: 'Pantry', brand: 'Tesco', description: null, featured: false, ...over };
}

const f = (over: Partial<ProductFilters>): ProductFilters => ({ ...DEFAULT_FILTERS, ...over });
const ids = (list: P[]) => list.map((p) => p.id);

describe('defaults', () => {
  it('show only products in stock, at any price, featured first', () => {
    const cheap = product({ price: 0.1 });
    const gone = product({ available: false, featured: true });
    const dear = product({ price: 250, category: 'Alcohol', brand: 'Moet', discount: 20 });
    const noBrand = product({ brand: null, category: 'Bakery' });
    const featured = product({ featured: true, price: 3 });
    expect(ids(applyFilters([cheap, gone, dear, noBrand, featured], DEFAULT_FILTERS))).toEqual(ids([featured, cheap, dear, noBrand]));
  });
});

describe('filterProducts', () => {
  const inStock = product({ id: 101, available: true });
  const outOfStock = product({ id: 102, available: false });
  const onOffer = product({ id: 103, discount: 20 });

  it('hides out-of-stock products unless in-stock-only is off', () => {
    expect(ids(filterProducts([inStock, outOfStock], DEFAULT_FILTERS, []))).toEqual([101]);
    expect(ids(filterProducts([inStock, outOfStock], f({ inStockOnly: false }), []))).toEqual([101, 102]);
  });

  it('special offers only keeps discounted products', () => {
    expect(ids(filterProducts([inStock, onOffer], f({ onSaleOnly: true }), []))).toEqual([103]);
  });

  it('filters by what the shopper pays, inclusive at both ends', () => {
    const a = product({ id: 1, price: 2 });
    const b = product({ id: 2, price: 4, discount: 50 }); // pays £2.00
    const c = product({ id: 3, price: 2.01 });
    const d = product({ id: 4, price: 1.5 });
    expect(ids(filterProducts([a, b, c, d], f({ priceRange: [1.5, 2] }), []))).toEqual([1, 2, 4]);
    expect(ids(filterProducts([a, b, c, d], f({ priceRange: [2.01, 5] }), []))).toEqual([3]);
  });

  it('keeps products in any chosen category', () => {
    const bread = product({ id: 1, category: 'Bakery' });
    const milk = product({ id: 2, category: 'Dairy & Eggs' });
    const beans = product({ id: 3, category: 'Pantry' });
    expect(ids(filterProducts([bread, milk, beans], f({ categories: ['Bakery', 'Pantry'] }), []))).toEqual([1, 3]);
  });

  it('keeps products of any chosen brand; products without a brand never match a brand choice', () => {
    const own = product({ id: 1, brand: 'Tesco' });
    const heinz = product({ id: 2, brand: 'Heinz' });
    const none = product({ id: 3, brand: null });
    expect(ids(filterProducts([own, heinz, none], f({ brands: ['Heinz'] }), []))).toEqual([2]);
    expect(ids(filterProducts([own, heinz, none], DEFAULT_FILTERS, []))).toEqual([1, 2, 3]);
  });

  it('matches feature tags by keyword in the name or description, requiring every chosen tag', () => {
    const tags = FEATURE_TAGS.food;
    const organic = product({ id: 1, name: 'Organic Carrots' });
    const veganOrganic = product({ id: 2, name: 'Oat Drink', description: 'Organic and vegan.' });
    const plain = product({ id: 3, name: 'Carrots', description: 'Crunchy.' });
    expect(ids(filterProducts([organic, veganOrganic, plain], f({ features: ['organic'] }), tags))).toEqual([1, 2]);
    expect(ids(filterProducts([organic, veganOrganic, plain], f({ features: ['organic', 'vegan'] }), tags))).toEqual([2]);
  });

  it('combines every filter', () => {
    const list = [
      product({ id: 1, category: 'Bakery', discount: 10, price: 1.2 }),
      product({ id: 2, category: 'Bakery', discount: 0, price: 1.2 }),
      product({ id: 3, category: 'Pantry', discount: 10, price: 1.2 }),
      product({ id: 4, category: 'Bakery', discount: 10, price: 1.2, available: false }),
    ];
    expect(ids(filterProducts(list, f({ onSaleOnly: true, categories: ['Bakery'] }), []))).toEqual([1]);
  });
});

describe('priceBounds', () => {
  it('floors the cheapest and ceils the dearest effective price', () => {
    expect(priceBounds([product({ price: 1.49 }), product({ price: 7.2 }), product({ price: 3 })])).toEqual({ min: 1, max: 8 });
    expect(priceBounds([product({ price: 10, discount: 25 })])).toEqual({ min: 7, max: 8 });
  });

  it('is exact on whole pounds', () => {
    expect(priceBounds([product({ price: 2 }), product({ price: 5 })])).toEqual({ min: 2, max: 5 });
  });

  it('keeps the maximum above the minimum when every price is the same whole pound', () => {
    expect(priceBounds([product({ price: 1 }), product({ price: 1 })])).toEqual({ min: 1, max: 2 });
  });

  it('is 0 to 100 until products load', () => {
    expect(priceBounds([])).toEqual({ min: 0, max: 100 });
  });

  it('keeps a chosen range inside the bounds for the slider', () => {
    expect(priceRangeValue(DEFAULT_FILTERS, { min: 1, max: 9 })).toEqual([1, 9]);
    expect(priceRangeValue(f({ priceRange: [0, 50] }), { min: 1, max: 9 })).toEqual([1, 9]);
    expect(priceRangeValue(f({ priceRange: [2.5, 4] }), { min: 1, max: 9 })).toEqual([2.5, 4]);
  });
});

describe('sortProducts', () => {
  const a = product({ id: 1, name: 'banana', price: 3, discount: 0 });
  const b = product({ id: 2, name: 'Apple', price: 4, discount: 50, featured: true }); // pays £2.00
  const c = product({ id: 3, name: 'cherry', price: 2.5, discount: 10 }); // pays £2.25
  const list = [a, b, c];

  it("'Featured' (the default) puts featured products first and otherwise keeps the order", () => {
    expect(ids(sortProducts(list, 'default'))).toEqual([2, 1, 3]);
  });

  it('sorts by effective price both ways', () => {
    expect(ids(sortProducts(list, 'priceLowToHigh'))).toEqual([2, 3, 1]);
    expect(ids(sortProducts(list, 'priceHighToLow'))).toEqual([1, 3, 2]);
  });

  it('sorts by discount, biggest first', () => {
    expect(ids(sortProducts(list, 'discountHighToLow'))).toEqual([2, 3, 1]);
  });

  it('sorts by name ignoring case, both ways', () => {
    expect(ids(sortProducts(list, 'nameAZ'))).toEqual([2, 1, 3]);
    expect(ids(sortProducts(list, 'nameZA'))).toEqual([3, 1, 2]);
  });

  it('keeps ties in listed order and leaves the input alone', () => {
    const x = product({ id: 7, price: 1 });
    const y = product({ id: 8, price: 1 });
    expect(ids(sortProducts([x, y], 'priceLowToHigh'))).toEqual([7, 8]);
    const input = [a, b];
    sortProducts(input, 'nameAZ');
    expect(ids(input)).toEqual([1, 2]);
  });

  it('applyFilters filters then sorts', () => {
    const gone = product({ id: 9, price: 0.5, available: false });
    expect(ids(applyFilters([a, b, c, gone], f({ sort: 'priceLowToHigh' }), []))).toEqual([2, 3, 1]);
  });
});

describe('options', () => {
  it('lists categories in catalogue order with counts', () => {
    const list = [product({ category: 'Pantry' }), product({ category: 'Bakery' }), product({ category: 'Pantry' })];
    expect(categoryOptions(list)).toEqual([
      { value: 'Bakery', count: 1 },
      { value: 'Pantry', count: 2 },
    ]);
  });

  it('lists brands by count then name, skipping products without one', () => {
    const list = [product({ brand: 'Tesco' }), product({ brand: 'Heinz' }), product({ brand: 'Tesco' }), product({ brand: 'Baxters' }), product({ brand: null })];
    expect(brandOptions(list).map((o) => o.value)).toEqual(['Tesco', 'Baxters', 'Heinz']);
  });

  it('counts the products matching each offered feature tag', () => {
    const list = [product({ name: 'Organic Oats' }), product({ name: 'British Beef', description: 'Organic grass-fed beef.' }), product({ name: 'Rice' })];
    const counts = featureOptions(list, FEATURE_TAGS.food);
    expect(counts.find((o) => o.value === 'organic')).toEqual({ value: 'organic', label: 'Organic', count: 2 });
    expect(counts.find((o) => o.value === 'british')?.count).toBe(1);
    expect(counts.find((o) => o.value === 'vegan')?.count).toBe(0);
  });

  it('toggles multi-select values', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('firstView', () => {
  it('is what the default filters show (count and first cards) and the whole list\'s options, through JSON unchanged', () => {
    const list = [
      product({ name: 'Organic Oats', price: 2 }),
      product({ available: false, price: 9 }),
      product({ featured: true, price: 3, brand: 'Heinz', category: 'Bakery' }),
      product({ price: 4 }),
      product({ price: 1.5, discount: 10 }),
    ];
    const view = firstView(list, 2);
    expect(view.count).toBe(4);
    expect(ids(view.first)).toEqual(ids(applyFilters(list, DEFAULT_FILTERS)).slice(0, 2));
    expect(view.first[0]!.featured).toBe(true);
    // The out-of-stock product is not shown: the price slider still reaches it, but the counts leave it out.
    expect(view.options).toEqual(filterOptions(list));
    expect(view.options.bounds).toEqual({ min: 1, max: 9 });
    expect(view.options.brands).toEqual([{ value: 'Tesco', count: 3 }, { value: 'Heinz', count: 1 }]);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });

  it('shows every product when there are fewer than the size', () => {
    const list = [product({}), product({})];
    expect(ids(firstView(list, 24).first)).toEqual(ids(list));
    expect(firstView([], 24)).toEqual({ options: filterOptions([]), count: 0, first: [] });
  });
});

describe('chips', () => {
  const bounds = { min: 0, max: 10 };
  const tags = FEATURE_TAGS.food;

  it('has none for the defaults', () => {
    expect(activeFilterChips(DEFAULT_FILTERS, bounds, tags)).toEqual([]);
  });

  it("names 'Special Offers', 'Include Out of Stock', the price range, categories, brands and features", () => {
    const filters = f({ onSaleOnly: true, inStockOnly: false, priceRange: [1.5, 8], categories: ['Bakery'], brands: ['Heinz'], features: ['gluten-free'] });
    expect(activeFilterChips(filters, bounds, tags).map((c) => c.label)).toEqual(['Special Offers', 'Include Out of Stock', '£1.50 - £8.00', 'Bakery', 'Heinz', 'Gluten Free']);
  });

  it('shows no price chip when the range is the full bounds', () => {
    expect(activeFilterChips(f({ priceRange: [0, 10] }), bounds, tags)).toEqual([]);
  });

  it('removing a chip restores that filter only', () => {
    const filters = f({ onSaleOnly: true, inStockOnly: false, priceRange: [1, 2], categories: ['Bakery', 'Pantry'], brands: ['Heinz'], features: ['organic'] });
    const chips = activeFilterChips(filters, bounds, tags);
    const remove = (label: string) => removeFilterChip(filters, chips.find((c) => c.label === label)!);
    expect(remove('Special Offers').onSaleOnly).toBe(false);
    expect(remove('Include Out of Stock').inStockOnly).toBe(true);
    expect(remove('£1.00 - £2.00').priceRange).toBeNull();
    expect(remove('Bakery').categories).toEqual(['Pantry']);
    expect(remove('Heinz').brands).toEqual([]);
    expect(remove('Organic').features).toEqual([]);
    expect(remove('Bakery').onSaleOnly).toBe(true);
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter and the sort, keeping other parameters', () => {
    const filters: ProductFilters = {
      inStockOnly: false,
      onSaleOnly: true,
      priceRange: [1.5, 4],
      categories: ['Dairy & Eggs', 'Bakery'],
      brands: ['Heinz'],
      features: ['organic'],
      sort: 'priceHighToLow',
    };
    const params = filtersToParams(filters, new URLSearchParams('store=3'));
    expect(params.toString()).toBe('store=3&stock=all&offers=1&price=1.5-4&category=Dairy+%26+Eggs&category=Bakery&brand=Heinz&feature=organic&sort=priceHighToLow');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersToParams(DEFAULT_FILTERS, params).toString()).toBe('store=3');
  });

  it('takes anything missing or malformed as the default', () => {
    expect(filtersFromParams(new URLSearchParams('store=3'))).toBe(DEFAULT_FILTERS);
    expect(filtersFromParams(new URLSearchParams('sort=cheapest&price=4-1&offers=yes'))).toBe(DEFAULT_FILTERS);
  });
});

describe('filterOptions counts', () => {
  it('count what ticking each option would show on top of the other filters', () => {
    const list = [
      product({ category: 'Bakery', brand: 'Hovis' }),
      product({ category: 'Bakery', brand: 'Hovis', available: false }),
      product({ category: 'Pantry', brand: 'Heinz', discount: 10 }),
      product({ category: 'Pantry', brand: 'Hovis', name: 'Organic Flour' }),
    ];
    const counts = (o: FilterOptions) => ({
      categories: o.categories.map((c) => [c.value, c.count]),
      brands: o.brands.map((c) => [c.value, c.count]),
      organic: o.features.find((f) => f.value === 'organic')!.count,
    });
    expect(counts(filterOptions(list))).toEqual({ categories: [['Bakery', 1], ['Pantry', 2]], brands: [['Hovis', 2], ['Heinz', 1]], organic: 1 });
    // A category's own ticks do not narrow the categories' counts; they narrow the brands'.
    expect(counts(filterOptions(list, { ...DEFAULT_FILTERS, categories: ['Bakery'] }))).toEqual({
      categories: [['Bakery', 1], ['Pantry', 2]],
      brands: [['Hovis', 1], ['Heinz', 0]],
      organic: 0,
    });
    expect(counts(filterOptions(list, { ...DEFAULT_FILTERS, onSaleOnly: true }))).toEqual({ categories: [['Bakery', 0], ['Pantry', 1]], brands: [['Hovis', 0], ['Heinz', 1]], organic: 0 });
  });
});
