import { Check } from 'lucide-react';
import type { Product } from '@/contracts/product';
import { TabSection } from './tab-section';

/** Feature points from what the product record says; nothing is claimed that the data does not hold. */
export function productFeatures(product: Product, storeName: string): string[] {
  const features: string[] = [];
  if (product.discount > 0) features.push(`Special offer: ${product.discount}% off the shelf price`);
  if (product.unitPrice) features.push(`Unit price ${product.unitPrice.label}, easy to compare across stores`);
  features.push(`Picked by ${storeName} and delivered with the rest of your order`);
  features.push('One delivery for your whole basket, whichever stores it comes from');
  return features;
}

export function DescriptionTab({ product, storeName }: { product: Product; storeName: string }) {
  const specs: [string, string][] = [
    ['Brand', product.brand ?? 'Not stated'],
    ['Unit', product.unit ?? 'Each'],
    ['Category', product.category],
    ['Store', storeName],
  ];
  return (
    <div className="flex flex-col gap-6">
      <TabSection title="Description">
        <p className="text-gray-700">{product.description || `${product.name} from ${storeName}.`}</p>
      </TabSection>
      <TabSection title="Features">
        <ul className="flex flex-col gap-1.5">
          {productFeatures(product, storeName).map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-gray-700">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </TabSection>
      <TabSection title="Specifications">
        <dl className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {specs.map(([term, value]) => (
            <div key={term} className="grid grid-cols-[7rem_1fr] gap-2 px-3 py-2 text-sm">
              <dt className="font-medium text-gray-900">{term}</dt>
              <dd className="text-gray-700">{value}</dd>
            </div>
          ))}
        </dl>
      </TabSection>
    </div>
  );
}
