import { ProductCard } from '@/web/features/products/components/product-card';
import { useRecentlyViewed } from '@/web/features/recently-viewed/use-recently-viewed';

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
            <ProductCard product={p} layout="horizontal" />
          </li>
        ))}
      </ul>
    </section>
  );
}
