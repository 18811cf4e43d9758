import { describe, expect, it } from 'vitest';
import { ageRestrictionOf, isAlcohol, minimumPricePence, minimumPriceRefusal } from '@/domain/age-restrictions';
import { discountedPence } from '@/domain/money';
import { parsePackSize } from '@/domain/unit-price';
import { CATALOGUE_HEADER, expandCatalogue, loadCatalogue, productFlags } from './catalogue';
import { RESTRICTED_FACTS } from './restricted-facts';
import { CHAIN_KEYS, type SeedProduct } from './types';

const products = loadCatalogue();
const HEADER = CATALOGUE_HEADER.join(',');
const alcoholRow = (cells: string) => ({ file: 'alcohol.csv', category: 'Alcohol' as const, text: `${HEADER}\n${cells}\n` });
const facts = (p: SeedProduct) => ({ abvPercent: p.abvPercent ?? null, volumeMl: p.volumeMl ?? null, caffeineMgPerLitre: p.caffeineMgPerLitre ?? null });
const named = (name: string) => products.find((p) => p.name === name)!;

describe('the seed catalogue and the sale rules', () => {
  it('sells nothing below the minimum unit price, offers included', () => {
    const under = products.filter((p) => {
      const floor = minimumPricePence(facts(p));
      return floor !== null && discountedPence(p.pricePence, p.discountPercent) < floor;
    });
    expect(under.map((p) => `${p.name} ${p.pricePence}p -${p.discountPercent}%`)).toEqual([]);
    // The check has something to check: most alcohol sits within a few pounds of its floor.
    expect(products.filter((p) => isAlcohol(facts(p))).length).toBeGreaterThan(200);
  });

  it('gives every Alcohol row its ABV and the volume its pack size says', () => {
    for (const p of products.filter((x) => x.category === 'Alcohol')) {
      const pack = parsePackSize(p.unit);
      expect(pack?.measure, p.name).toBe('l');
      expect(p.volumeMl, p.name).toBe(Math.round(pack!.quantity * 1000));
      expect(p.abvPercent, p.name).toBeGreaterThan(0);
    }
  });

  it('gives every pain-relief medicine its active ingredient and pack size, and every energy drink its caffeine', () => {
    const medicines = products.filter((p) => /paracetamol|aspirin|ibuprofen|nurofen|lemsip/i.test(p.name));
    expect(medicines.length).toBeGreaterThan(10);
    for (const p of medicines) {
      expect(p.activeIngredient, p.name).toMatch(/^(paracetamol|aspirin|ibuprofen)$/);
      expect(p.packCount, p.name).toBe(Number(/^(\d+) /.exec(p.unit)![1]));
    }
    for (const p of products.filter((x) => x.category === 'Drinks' && /energy/i.test(x.name))) expect(p.caffeineMgPerLitre, p.name).toBeGreaterThan(0);
  });

  it('names only products the catalogue has', () => {
    const baseNames = new Set(products.map((p) => p.baseName));
    expect(Object.keys(RESTRICTED_FACTS).filter((name) => !baseNames.has(name))).toEqual([]);
  });

  it('derives the age restrictions: wine and beer 18, energy drinks 16, alcohol-free lager and Lucozade none', () => {
    expect(ageRestrictionOf(facts(named('Aldi Chilean Merlot')))).toBe(18);
    expect(ageRestrictionOf(facts(named('Heineken Lager')))).toBe(18);
    expect(ageRestrictionOf(facts(named('Red Bull Energy Drink')))).toBe(16);
    expect(ageRestrictionOf(facts(named('Tesco Energy Drink')))).toBe(16);
    expect(ageRestrictionOf(facts(named('Tesco Alcohol Free Lager')))).toBeNull();
    expect(ageRestrictionOf(facts(named('Lucozade Energy Orange')))).toBeNull();
    expect(ageRestrictionOf(facts(named('Tesco Semi-Skimmed Milk')))).toBeNull();
  });

  it('prices own-brand alcohol as the chains do: Aldi and Lidl cheapest, Waitrose dearest of the supermarkets', () => {
    const ownBrand = products.filter((p) => p.category === 'Alcohol' && p.name !== p.baseName && isAlcohol(facts(p)));
    const price = (chain: (typeof CHAIN_KEYS)[number], baseName: string) => ownBrand.find((p) => p.storeId === CHAIN_KEYS.indexOf(chain) + 1 && p.baseName === baseName)?.pricePence;
    for (const baseName of new Set(ownBrand.map((p) => p.baseName))) {
      const prices = (chains: readonly (typeof CHAIN_KEYS)[number][]) => chains.flatMap((c) => price(c, baseName) ?? []);
      expect(Math.min(...prices(['aldi', 'lidl'])), baseName).toBe(Math.min(...prices(CHAIN_KEYS)));
      // Co-op, a convenience chain, may charge more than Waitrose.
      expect(price('waitrose', baseName), baseName).toBe(Math.max(...prices(['tesco', 'sainsburys', 'asda', 'morrisons', 'waitrose', 'aldi', 'lidl'])));
    }
  });
});

describe('expandCatalogue and the sale rules', () => {
  it('refuses a price below the minimum unit price, naming product, units, floor and price', () => {
    expect(() => expandCatalogue([alcoholRow('Chilean Merlot,*own*,75cl,Red wine.,,,,,,4.59,,')])).toThrowError(
      'catalogue/alcohol.csv line 2: Aldi Chilean Merlot (75cl, 12.5% ABV) is 9.4 units of alcohol, so its minimum price is £6.10 (65p a unit), but it is priced £4.59',
    );
  });

  it('accepts a price of exactly 65p a unit', () => {
    const [merlot] = expandCatalogue([alcoholRow('Chilean Merlot,*own*,75cl,Red wine.,,,,,,6.10,,')]);
    expect(merlot?.pricePence).toBe(610);
    expect(minimumPriceRefusal({ ...merlot!, abvPercent: merlot!.abvPercent!, volumeMl: merlot!.volumeMl! })).toBeNull();
  });

  it('refuses an Alcohol row without its facts', () => {
    expect(() => expandCatalogue([alcoholRow('Mystery Wine,*own*,75cl,Wine.,9.00,,,,,,,')])).toThrowError('catalogue/alcohol.csv line 2: no ABV and volume for "Mystery Wine" in restricted-facts.ts');
  });

  it('runs no offer that would take alcohol below its floor, and keeps the others', () => {
    // Asda's Rioja Crianza draws a 10% offer: lawful at £8.00 (£7.20), not at £7.00 (£6.30, floor £6.59).
    expect(productFlags('asda', 'Asda Rioja Crianza').discountPercent).toBe(10);
    const at = (price: string) => expandCatalogue([alcoholRow(`Rioja Crianza,*own*,75cl,Red.,,,${price},,,,,`)])[0]!.discountPercent;
    expect(at('8.00')).toBe(10);
    expect(at('7.00')).toBe(0);
  });

  it('refuses a general-sale medicine pack of more than 16', () => {
    const source = { file: 'health-beauty.csv', category: 'Health & Beauty' as const, text: `${HEADER}\nParacetamol Caplets 500mg,*own*,32 caplets,Pain relief.,0.80,,,,,,,\n` };
    expect(() => expandCatalogue([source], { 'Paracetamol Caplets 500mg': { activeIngredient: 'paracetamol', packCount: 32 } })).toThrowError(
      'general sale allows packs of at most 16 paracetamol',
    );
  });
});
