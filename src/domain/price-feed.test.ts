import { describe, expect, it } from 'vitest';
import { chainCodeOf, feedSummaryLine, parseFeed, parsePromotion, summariseFeed, validateFeed, type FeedProduct, type PriceState } from './price-feed';

const state = (pricePence: number, extra: Partial<PriceState> = {}): PriceState => ({
  pricePence,
  discountPercent: 0,
  multibuyQuantity: null,
  multibuyPricePence: null,
  available: true,
  ...extra,
});

const beans: FeedProduct = { id: 10, storeId: 1, chainCode: 'TES-000010', name: 'Baked Beans', unit: '415g', abvPercent: null, volumeMl: null, ...state(100) };
// 13% ABV, 75 cl: 9.75 units, so at 65p a unit its floor is £6.34 (rounded up).
const wine: FeedProduct = { id: 11, storeId: 1, chainCode: 'TES-000011', name: 'Red Wine', unit: '75cl', abvPercent: 13, volumeMl: 750, ...state(800) };
const elsewhere: FeedProduct = { id: 12, storeId: 2, chainCode: 'SAI-000012', name: 'Baked Beans', unit: '415g', abvPercent: null, volumeMl: null, ...state(95) };
const catalogue = {
  byId: new Map([beans, wine, elsewhere].map((p) => [p.id, p])),
  byCode: new Map([beans, wine, elsewhere].map((p) => [p.chainCode!, p])),
};

describe('parsePromotion', () => {
  it('reads discounts and multi-buys, nothing else', () => {
    expect(parsePromotion('')).toBeNull();
    expect(parsePromotion('10% off')).toEqual({ kind: 'discount', percent: 10 });
    expect(parsePromotion('25%')).toEqual({ kind: 'discount', percent: 25 });
    expect(parsePromotion('3 for £2')).toEqual({ kind: 'multibuy', quantity: 3, pricePence: 200 });
    expect(parsePromotion('2 for £5.50')).toEqual({ kind: 'multibuy', quantity: 2, pricePence: 550 });
    expect(parsePromotion('2 for 150p')).toEqual({ kind: 'multibuy', quantity: 2, pricePence: 150 });
    expect(parsePromotion('buy one get one free')).toEqual({ error: expect.stringContaining('not a discount') });
  });
});

describe('parseFeed', () => {
  it('reads CSV rows by id or chain code, in any column order, and reports every bad row with its line', () => {
    const csv = [
      'price,product,available,promotion',
      '1.20,10,yes,',
      '£0.95,tes-000010,no,3 for £2',
      'abc,10,yes,',
      '1.00,,maybe,half price',
    ].join('\n');
    const { rows, problems } = parseFeed(csv, 'csv');
    expect(rows).toEqual([
      { line: 2, product: { id: 10 }, pricePence: 120, promotion: null, available: true },
      { line: 3, product: { code: 'TES-000010' }, pricePence: 95, promotion: { kind: 'multibuy', quantity: 3, pricePence: 200 }, available: false },
    ]);
    expect(problems.map((p) => p.line)).toEqual([4, 5, 5, 5]);
    expect(problems[0]!.message).toMatch(/price "abc"/);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/product ""[\s\S]*promotion "half price"[\s\S]*available "maybe"/);
  });

  it('refuses a CSV without the columns it needs, and a row of the wrong width', () => {
    expect(parseFeed('product,price\n10,1.00', 'csv').problems).toEqual([{ line: 1, message: expect.stringContaining('missing: available') }]);
    expect(parseFeed('product,price,available\n10,1.00', 'csv').problems).toEqual([{ line: 2, message: 'has 2 fields, the header 3' }]);
    expect(parseFeed('product,price,available\n"10,1.00,yes', 'csv').problems[0]!.line).toBe(2);
  });

  it('reads JSON arrays, numbers or strings, and names unknown fields', () => {
    const { rows, problems } = parseFeed(
      JSON.stringify([
        { product: 10, price: 1.2, promotion: '10% off', available: true },
        { product: 'TES-000011', price: '7.50', available: false },
        { product: 10, price: 1, available: true, colour: 'red' },
        'nope',
      ]),
      'json',
    );
    expect(rows).toEqual([
      { line: 1, product: { id: 10 }, pricePence: 120, promotion: { kind: 'discount', percent: 10 }, available: true },
      { line: 2, product: { code: 'TES-000011' }, pricePence: 750, promotion: null, available: false },
    ]);
    expect(problems).toEqual([
      { line: 3, message: 'unknown field "colour"' },
      { line: 4, message: 'a row must be an object' },
    ]);
    expect(parseFeed('{', 'json').problems[0]!.message).toMatch(/not valid JSON/);
    expect(parseFeed('{}', 'json').problems[0]!.message).toMatch(/JSON array/);
  });
});

describe('validateFeed', () => {
  const row = (line: number, product: { id: number } | { code: string }, pricePence: number, promotion: ReturnType<typeof parsePromotion> = null, available = true) => ({
    line,
    product,
    pricePence,
    promotion: promotion as never,
    available,
  });

  it('turns good rows into updates', () => {
    const { updates, problems } = validateFeed([row(2, { id: 10 }, 120, parsePromotion('3 for £3')), row(3, { code: 'TES-000011' }, 850, parsePromotion('10%'))], catalogue, 1);
    expect(problems).toEqual([]);
    expect(updates).toEqual([
      { productId: 10, pricePence: 120, discountPercent: 0, multibuyQuantity: 3, multibuyPricePence: 300, available: true },
      { productId: 11, pricePence: 850, discountPercent: 10, multibuyQuantity: null, multibuyPricePence: null, available: true },
    ]);
  });

  it("refuses another chain's product, an unknown one and a product named twice", () => {
    const { problems } = validateFeed([row(2, { id: 12 }, 100), row(3, { id: 99 }, 100), row(4, { id: 10 }, 100), row(5, { code: 'TES-000010' }, 100)], catalogue, 1);
    expect(problems).toEqual([
      { line: 2, message: 'product 12 is not a product of store 1' },
      { line: 3, message: 'product 99 is not a product of store 1' },
      { line: 5, message: 'product code TES-000010 is already on line 4' },
    ]);
  });

  it('refuses a discount out of range and a multi-buy that saves nothing', () => {
    const { problems } = validateFeed([row(2, { id: 10 }, 100, parsePromotion('95% off'))], catalogue, 1);
    expect(problems[0]!.message).toMatch(/1% to 90%/);
    expect(validateFeed([row(2, { id: 10 }, 100, parsePromotion('2 for £2'))], catalogue, 1).problems[0]!.message).toMatch(/saves nothing/);
    expect(validateFeed([row(2, { id: 10 }, 100, parsePromotion('1 for 50p'))], catalogue, 1).problems[0]!.message).toMatch(/2 to 20 items/);
  });

  it('refuses alcohol below its minimum price, after a discount too, and alcohol on a multi-buy', () => {
    expect(validateFeed([row(2, { id: 11 }, 634)], catalogue, 1).problems).toEqual([]);
    expect(validateFeed([row(2, { id: 11 }, 633)], catalogue, 1).problems[0]!.message).toMatch(/minimum price is £6.34/);
    expect(validateFeed([row(2, { id: 11 }, 700, parsePromotion('20% off'))], catalogue, 1).problems[0]!.message).toMatch(/after its 20% offer/);
    expect(validateFeed([row(2, { id: 11 }, 900, parsePromotion('2 for £17'))], catalogue, 1).problems[0]!.message).toMatch(/may not be sold on a multi-buy/);
  });
});

describe('summariseFeed', () => {
  it('counts what changes, on the price paid, and leaves out what is already so', () => {
    const current = new Map([
      [1, state(100)],
      [2, state(100)],
      [3, state(100)],
      [4, state(100, { available: false })],
      [5, state(100)],
    ]);
    const summary = summariseFeed(
      [
        { productId: 1, ...state(120) },
        { productId: 2, ...state(100, { discountPercent: 10 }) },
        { productId: 3, ...state(100, { available: false }) },
        { productId: 4, ...state(100) },
        { productId: 5, ...state(100) },
      ],
      current,
    );
    expect(summary.changed.map((c) => c.productId)).toEqual([1, 2, 3, 4]);
    expect(feedSummaryLine(summary)).toBe('1 price up, 1 down, 1 newly unavailable, 1 back in stock');
  });
});

it('chainCodeOf', () => {
  expect(chainCodeOf('sainsburys', 123)).toBe('SAI-000123');
});
