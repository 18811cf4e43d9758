import { Link } from 'react-router';
import type { Product } from '@/contracts/product';

export interface ProductCardProps {
  product: Product;
  layout?: 'vertical' | 'horizontal';
}

/** Minimal card; the full card (image, discount, unit price, add to cart) replaces it. */
export function ProductCard({ product }: ProductCardProps) {
  return (
    <Link to={`/products/${product.id}`} className="block rounded-lg border border-gray-200 bg-white p-3">
      <span className="block font-medium">{product.name}</span>
      <span className="block text-sm">£{product.price.toFixed(2)}</span>
    </Link>
  );
}
