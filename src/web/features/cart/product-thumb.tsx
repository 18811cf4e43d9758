import { useState } from 'react';
import type { Product } from '@/contracts/product';
import { categoryColor } from '@/domain/categories';
import { productPlaceholderSvg } from '@/domain/placeholder-svg';

function placeholderUrl(product: Pick<Product, 'name' | 'category'>): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(productPlaceholderSvg(product.name, product.category))}`;
}

/** Fixed-size product image; if it fails to load, the category-coloured placeholder takes its place. */
export function ProductThumb({ product, size = 64 }: { product: Pick<Product, 'name' | 'category' | 'image'>; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? placeholderUrl(product) : product.image}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="shrink-0 rounded-lg border border-gray-200 object-contain"
      style={{ width: size, height: size, backgroundColor: `${categoryColor(product.category)}14` }}
    />
  );
}
