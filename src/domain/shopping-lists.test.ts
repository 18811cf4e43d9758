import { describe, expect, it } from 'vitest';
import { fillSummary, namesList, oneStoreSummary } from './shopping-lists';

describe('fillSummary', () => {
  it('puts the three ways side by side in the words the issue gives', () => {
    expect(
      fillSummary({
        cheapest: { totalPence: 4120, storeNames: ['Tesco', 'Asda', 'Aldi', 'Lidl', 'Co-op'], missing: 0 },
        fewestStores: { totalPence: 4305, storeNames: ['Tesco', 'Aldi'], missing: 0 },
        oneStore: { totalPence: 4680, storeNames: ['Tesco'], missing: 2 },
      }),
    ).toBe('Cheapest £41.20 from 5 stores · Fewest stores £43.05 from Tesco and Aldi · Tesco only £46.80, 2 lines missing');
  });

  it('counts in the singular and names lines nobody sells under every strategy', () => {
    expect(
      fillSummary({
        cheapest: { totalPence: 99, storeNames: ['Lidl'], missing: 1 },
        fewestStores: { totalPence: 99, storeNames: ['Lidl'], missing: 1 },
        oneStore: null,
      }),
    ).toBe('Cheapest £0.99 from 1 store, 1 line missing · Fewest stores £0.99 from Lidl, 1 line missing');
    expect(oneStoreSummary({ totalPence: 0, storeNames: [], missing: 3 })).toBe('One store only £0.00, 3 lines missing');
  });

  it('names chains as a sentence does', () => {
    expect(namesList([])).toBe('');
    expect(namesList(['Tesco'])).toBe('Tesco');
    expect(namesList(['Tesco', 'Asda', 'Aldi'])).toBe('Tesco, Asda and Aldi');
  });
});
