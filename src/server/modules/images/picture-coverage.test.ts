import { describe, expect, it } from 'vitest';
import { pictureFor } from '@/domain/product-picture';
import { loadCatalogue } from '../../db/seed/catalogue';

/** The bar: at least nine in ten seeded products show their own item, not their aisle's picture. */
const MIN_SPECIFIC_SHARE = 0.9;

describe('product pictures over the seeded catalogue', () => {
  const products = loadCatalogue();
  const pictures = products.map((p) => ({ ...p, picture: pictureFor(p.name, p.category) }));
  const specific = pictures.filter((p) => p.picture.specific);
  const share = specific.length / products.length;

  it(`gives at least ${MIN_SPECIFIC_SHARE * 100}% of products an item-specific picture`, () => {
    const fallbacks = [...new Set(pictures.filter((p) => !p.picture.specific).map((p) => `${p.category}: ${p.name.replace(/^(Tesco|Sainsbury's|Asda|Morrisons|Waitrose|Aldi|Lidl|Co-op) /, '')}`))];
    console.log(
      `Product pictures: ${specific.length} of ${products.length} seeded products (${(share * 100).toFixed(1)}%) have an item-specific picture; ` +
        `category fallback for: ${fallbacks.join('; ')}`,
    );
    expect(products.length).toBeGreaterThan(1000);
    expect(share).toBeGreaterThanOrEqual(MIN_SPECIFIC_SHARE);
  });

  it('uses a range of pictures in every aisle, not one per aisle', () => {
    const byCategory = new Map<string, Set<string>>();
    for (const p of pictures) byCategory.set(p.category, (byCategory.get(p.category) ?? new Set()).add(p.picture.icon));
    for (const [category, icons] of byCategory) expect(icons.size, category).toBeGreaterThanOrEqual(4);
  });
});
