import { Info, Thermometer } from 'lucide-react';
import { useMemo } from 'react';
import type { Product } from '@/contracts/product';
import { allergensFor, ingredientsFor, nutritionFor, storageAdvice } from '@/domain/nutrition';
import { AllergenGrid } from './allergen-grid';
import { NutritionTable } from './nutrition-table';
import { TabSection } from './tab-section';

/** Ingredients, nutrition, allergens and storage, all derived from the product (shopping.md section 9). */
export function IngredientsTab({ product }: { product: Product }) {
  const info = useMemo(
    () => ({
      ingredients: ingredientsFor(product),
      allergens: allergensFor(product),
      nutrition: nutritionFor(product),
      storage: storageAdvice(product),
    }),
    [product],
  );
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Ingredients">
        <p className="text-gray-700" data-testid="ingredients-text">
          {info.ingredients}
        </p>
      </TabSection>
      <TabSection title="Nutrition">
        <NutritionTable nutrition={info.nutrition} />
      </TabSection>
      <TabSection title="Allergens">
        <AllergenGrid report={info.allergens} />
      </TabSection>
      <TabSection title="Storage">
        <p className="flex items-start gap-2 text-gray-700">
          <Thermometer className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          {info.storage}
        </p>
      </TabSection>
      <p className="flex items-start gap-2 rounded-lg bg-gray-100 p-3 text-xs text-gray-700">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        This information is a guide and may differ from the pack. Always read the label before eating, especially if you have an allergy.
      </p>
    </div>
  );
}
