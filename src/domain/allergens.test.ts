import { describe, expect, it } from 'vitest';
import { detectAllergens } from './allergens';

describe('detectAllergens', () => {
  it('marks each allergen named in the ingredients as contained', () => {
    const report = detectAllergens('Wheat Flour, Whole Egg, Skimmed Milk Powder, Soya Lecithin, Cod (Fish), Almonds (2%)');
    expect(report).toEqual({ nuts: 'contains', wheat: 'contains', milk: 'contains', eggs: 'contains', soya: 'contains', fish: 'contains' });
  });

  it('reports everything free for a plain ingredient', () => {
    expect(detectAllergens('Bananas')).toEqual({ nuts: 'free', wheat: 'free', milk: 'free', eggs: 'free', soya: 'free', fish: 'free' });
  });

  it("reads 'may contain' for nuts and milk from the precautionary sentence", () => {
    const report = detectAllergens('Cocoa Mass, Sugar, Cocoa Butter, Soya Lecithin. May contain milk and nuts.');
    expect(report.nuts).toBe('may contain');
    expect(report.milk).toBe('may contain');
    expect(report.soya).toBe('contains');
  });

  it("has no 'may contain' state for the other allergens", () => {
    expect(detectAllergens('Sugar. May contain wheat, egg, soya and fish.')).toMatchObject({ wheat: 'free', eggs: 'free', soya: 'free', fish: 'free' });
  });

  it("prefers 'contains' when an allergen is both an ingredient and in the warning", () => {
    expect(detectAllergens('Peanuts (19%), Sugar. May contain other nuts.').nuts).toBe('contains');
  });

  it('ignores look-alikes: coconut, nutmeg, cocoa butter, coconut milk, buckwheat, butternut', () => {
    expect(detectAllergens('Coconut Milk, Desiccated Coconut, Nutmeg, Cocoa Butter, Buckwheat, Butternut Squash, Shea Butter')).toEqual({
      nuts: 'free',
      wheat: 'free',
      milk: 'free',
      eggs: 'free',
      soya: 'free',
      fish: 'free',
    });
  });

  it('treats peanut butter as nuts, not milk', () => {
    expect(detectAllergens('Peanut Butter (40%), Sugar')).toMatchObject({ nuts: 'contains', milk: 'free' });
  });
});
