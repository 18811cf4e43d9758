import type { RatingSummary } from '@/contracts/common';
import type { Product } from '@/contracts/product';
import { categoryColor } from '@/domain/categories';
import { Badge } from '@/web/components/ui/badge';
import { AgeBadge } from '../components/age-badge';
import { DiscountBadge, MultiBuyBadge, Price } from '../components/price';
import { StarRating } from '@/web/components/star-rating';

interface ProductSummaryProps {
  product: Product;
  storeName: string;
  rating: RatingSummary;
  onOpenReviews: () => void;
}

/** Badges, name, brand and store, rating, price with any discount, pack size and unit price. */
export function ProductSummary({ product, storeName, rating, onOpenReviews }: ProductSummaryProps) {
  return (
    <div className="flex flex-col gap-2" data-testid="product-summary">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="text-white" style={{ backgroundColor: categoryColor(product.category) }}>
          {product.category}
        </Badge>
        {!product.available && <Badge variant="destructive">Out of Stock</Badge>}
        <AgeBadge age={product.ageRestriction} />
      </div>
      <h1 className="text-2xl font-bold leading-tight text-gray-900 sm:text-3xl">{product.name}</h1>
      <p className="text-sm text-gray-700">
        {product.brand && (
          <>
            <span className="font-medium text-gray-900">{product.brand}</span>
            <span aria-hidden="true"> · </span>
          </>
        )}
        Sold by <span className="font-medium text-gray-900">{storeName}</span>
      </p>
      <div className="flex items-center gap-2" data-testid="product-rating">
        <StarRating rating={rating.averageRating} count={rating.totalReviews} size="md" onCountClick={onOpenReviews} />
        <span className="text-sm font-medium text-gray-800" aria-hidden="true">
          {rating.averageRating.toFixed(1)}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Price price={product.price} discount={product.discount} was={product.wasPrice} size="lg" />
        <DiscountBadge discount={product.discount} />
        <MultiBuyBadge multiBuy={product.multiBuy} />
      </div>
      {(product.unit || product.unitPrice) && (
        <p className="text-sm text-gray-700">
          {product.unit}
          {product.unit && product.unitPrice && <span aria-hidden="true"> · </span>}
          {product.unitPrice?.label}
        </p>
      )}
    </div>
  );
}
