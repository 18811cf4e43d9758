import { useQuery } from '@tanstack/react-query';
import type { Product } from '@/contracts/product';
import { ProductCard } from '@/web/features/products';
import { useRecentlyViewed } from '@/web/features/recently-viewed';
import { schemaQueryFn } from '@/web/lib/api';

/** The stored copy shows at once; the fresh one replaces it so a price or stock change is not missed. */
function RecentlyViewedCard({ product }: { product: Product }) {
  const { data: fresh } = useQuery({ queryKey: [`/api/products/${product.id}`], queryFn: schemaQueryFn('productSchema') });
  return <ProductCard product={fresh ?? product} layout="horizontal" />;
}

/** The last two products opened, most recent first; hidden while the list is empty. */
export function RecentlyViewedSection() {
  const { items } = useRecentlyViewed();
  if (items.length === 0) return null;
  return (
    <section className="mx-auto w-full max-w-7xl px-4" aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className="mb-3 text-xl font-bold">
        Recently Viewed
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((p) => (
          <li key={p.id}>
            <RecentlyViewedCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
