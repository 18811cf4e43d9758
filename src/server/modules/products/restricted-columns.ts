import { products } from '../../db/schema';

/** A product's facts for the sale rules (src/domain/age-restrictions.ts), for a select that needs them beside others. */
export const restrictedFactColumns = {
  abvPercent: products.abvPercent,
  volumeMl: products.volumeMl,
  activeIngredient: products.activeIngredient,
  packCount: products.packCount,
  caffeineMgPerLitre: products.caffeineMgPerLitre,
};
