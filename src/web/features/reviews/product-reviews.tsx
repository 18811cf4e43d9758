import { useId, useState } from 'react';
import type { RatingSummary } from '@/contracts/common';
import type { ReviewSort } from '@/contracts/reviews';
import type { StarLevel } from '@/domain/reviews';
import type { ReviewTarget } from './api';
import { RatingSummaryPanel } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

export interface ProductReviewsProps {
  product: { id: number; name: string };
  /** The product page's rating summary (refreshed after any review change). */
  summary: RatingSummary;
}

/** The product page's Reviews tab and dialog: summary with filtering bars, the list, and the write form. */
export function ProductReviews({ product, summary }: ProductReviewsProps) {
  const headingId = useId();
  const [rating, setRating] = useState<StarLevel | null>(null);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const target: ReviewTarget = { kind: 'product', id: product.id, name: product.name };
  return (
    <div className="flex flex-col gap-6">
      <RatingSummaryPanel summary={summary} filter={rating} onFilterChange={setRating} />
      <ReviewList target={target} view={{ rating, sort }} onSortChange={setSort} />
      <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-gray-200 pt-4">
        <h3 id={headingId} className="text-base font-semibold text-gray-900">
          Write a Review
        </h3>
        <ReviewForm target={target} />
      </section>
    </div>
  );
}
