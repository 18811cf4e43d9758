import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/seed';
import type { SeedProduct } from '../../db/seed/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchProducts, suggestProducts } from './search';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t?.close());

// The service itself: the route's micro-cache would answer a repeated query from before the change.
const names = async (q: string, storeId?: number) => (await searchProducts(t.database.db, q, { storeId })).map((p) => p.name);

const product = (name: string): SeedProduct => ({
  id: 900_001,
  storeId: 1,
  category: 'Pantry',
  name,
  baseName: name,
  brand: 'Quux',
  description: 'A jar of jam.',
  unit: '340g',
  pricePence: 250,
  discountPercent: 0,
  available: true,
  featured: false,
});

describe('the search vocabulary held in memory', () => {
  it('follows the catalogue when it is seeded again, without being told (as another instance would seed it)', async () => {
    // The search has read the vocabulary into memory; nothing in it starts with or is one typo from the new word.
    expect(await names('quuxberry')).toEqual([]);
    expect(await names('quuxbery')).toEqual([]);
    expect(await suggestProducts(t.database.db, 'quuxbery')).toEqual([]);
    // Written straight into the database, as a seed run by another process would: no call tells search about it.
    await seedCatalogue(t.database.db, [product('Quuxberry Jam')]);
    expect(await names('quuxberry')).toEqual(['Quuxberry Jam']);
    // The typo and prefix paths read the vocabulary too, and compounds split on its words.
    expect(await names('quuxbery')).toEqual(['Quuxberry Jam']);
    expect(await names('quuxb')).toEqual(['Quuxberry Jam']);
    expect(await names('quuxberryjam')).toEqual(['Quuxberry Jam']);
    // A store-filtered search (the document path) and suggestions read the same vocabulary.
    expect(await names('quuxbery', 1)).toEqual(['Quuxberry Jam']);
    expect(await suggestProducts(t.database.db, 'quuxbery')).toEqual(['Quuxberry Jam']);

    // Renamed: the old word is gone from the vocabulary, the new one is in it.
    await seedCatalogue(t.database.db, [product('Quuxplum Jam')]);
    expect(await names('quuxberry')).toEqual([]);
    expect(await names('quuxplm')).toEqual(['Quuxplum Jam']);
  });

  it('answers searches that overlap just after a seed from the new catalogue', async () => {
    await seedCatalogue(t.database.db, [product('Quuxpear Jam')]);
    const [pear, plum] = await Promise.all([
      searchProducts(t.database.db, 'quuxpear'),
      searchProducts(t.database.db, 'quuxplum'),
    ]);
    expect(pear.map((p) => p.name)).toEqual(['Quuxpear Jam']);
    expect(plum).toEqual([]);
  });
});
