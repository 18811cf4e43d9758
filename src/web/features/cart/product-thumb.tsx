import { useState } from 'react';
import type { Product } from '@/contracts/product';
import { categoryColor } from '@/domain/categories';

/** Fixed-size product picture; if it fails to load, a plain square in the category's colour takes its place. */
export function ProductThumb({ product, size = 64 }: { product: Pick<Product, 'name' | 'category' | 'image'>; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, backgroundColor: `${categoryColor(product.category)}14` };
  if (failed) return <div role="img" aria-label={product.name} className="shrink-0 rounded-lg border border-gray-200" style={style} />;
  return (
    <img
      src={product.image}
      alt={product.name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="shrink-0 rounded-lg border border-gray-200 object-contain"
      style={style}
    />
  );
}
