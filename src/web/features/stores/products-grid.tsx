import { useEffect, useRef, useState } from 'react';
import type { Product } from '@/contracts/product';
import { Button } from '@/web/components/ui/button';
import { EAGER_CARDS, ProductCard, ProductCardSkeleton } from '@/web/features/products';

/**
 * Cards rendered at first (and in the server's HTML: two screens of a phone, a desktop's first six rows), then
 * per step as the shopper scrolls near the end: a store has ~500 products, too many to mount at once on a phone,
 * and every card in the first HTML is one more to download and hydrate before a tap works.
 */
export const GRID_FIRST_SIZE = 24;
export const GRID_PAGE_SIZE = 48;
const SKELETON_COUNT = 8;
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/**
 * The product grid: 2, 3 or 4 columns by width, grown in pages as the shopper scrolls near its end. `total` is
 * how many there are when `products` holds only the first of them (a store page's first view): the button
 * counts them all, and the grid grows by itself only into products it has.
 */
export function ProductsGrid({ products, total = products.length }: { products: Product[]; total?: number }) {
  const [shown, setShown] = useState(GRID_FIRST_SIZE);
  const more = useRef<HTMLDivElement>(null);
  const remaining = total - shown;
  const canGrow = products.length > shown;

  useEffect(() => {
    const target = more.current;
    if (!target || !canGrow || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown((n) => n + GRID_PAGE_SIZE);
    }, { rootMargin: '800px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canGrow, shown]);

  return (
    <>
      <ul className={GRID} aria-label="Products">
        {products.slice(0, shown).map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} eager={i < EAGER_CARDS} showStore={false} />
          </li>
        ))}
      </ul>
      {remaining > 0 && (
        <div ref={more} className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => setShown((n) => n + GRID_PAGE_SIZE)}>
            Show more products ({remaining} more)
          </Button>
        </div>
      )}
    </>
  );
}

export function ProductsGridSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
