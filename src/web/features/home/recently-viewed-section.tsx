import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import type { Product } from '@/contracts/product';
import { ProductCard } from '@/web/features/products/components/product-card';
import { useRecentlyViewed } from '@/web/features/recently-viewed/use-recently-viewed';

/** The last two products opened, most recent first; hidden while the list is empty. */
export function RecentlyViewedSection() {
  const { items } = useRecentlyViewed();
  // The stored copies show at once; fresh ones replace them so a price or stock change is not missed.
  const fresh = useQueries({ queries: items.map((p): UseQueryOptions<Product> => ({ queryKey: [`/api/products/${p.id}`] })) });
  if (items.length === 0) return null;
  return (
    <section className="mx-auto w-full max-w-7xl px-4" aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className="mb-3 text-xl font-bold">
        Recently Viewed
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={fresh[i]?.data ?? p} layout="horizontal" />
          </li>
        ))}
      </ul>
    </section>
  );
}
