import type { SimilarProduct } from '@/contracts/product';
import { ProductCard } from '../components/product-card';

/** How many of the similar list the 'Related Products' grid shows (shopping.md section 9). */
export const RELATED_LIMIT = 4;

export function RelatedProducts({ similar }: { similar: SimilarProduct[] }) {
  const related = similar.slice(0, RELATED_LIMIT);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="text-xl font-bold text-gray-900">
        Related Products
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {related.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
