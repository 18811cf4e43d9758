import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ReviewSort } from '@/contracts/reviews';
import { EMPTY_RATING_SUMMARY, type StarLevel } from '@/domain/reviews';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useUser } from '@/web/features/auth';
import { useReturnFocus } from '@/web/lib/use-return-focus';
import { useStoreRating, type ReviewTarget } from './api';
import { RatingSummaryPanel } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

export interface StoreReviewsDialogProps {
  store: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "{store} Reviews": the summary whose bars filter the list, the list, and a Write a Review tab for signed-in shoppers. */
export function StoreReviewsDialog({ store, open, onOpenChange }: StoreReviewsDialogProps) {
  const returnFocus = useReturnFocus(open);
  const { user } = useUser();
  const location = useLocation();
  const [tab, setTab] = useState('reviews');
  const [rating, setRating] = useState<StarLevel | null>(null);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const summary = useStoreRating(store.id).data ?? EMPTY_RATING_SUMMARY;
  const target: ReviewTarget = { kind: 'store', id: store.id, name: store.name };
  const signIn = `/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus} aria-describedby={undefined} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{store.name} Reviews</DialogTitle>
        </DialogHeader>
        <Tabs value={user ? tab : 'reviews'} onValueChange={setTab}>
          {user && (
            <TabsList className="w-full">
              <TabsTrigger value="reviews">Reviews</TabsTrigger>
              <TabsTrigger value="write">Write a Review</TabsTrigger>
            </TabsList>
          )}
          <TabsContent value="reviews" className="flex flex-col gap-4">
            <RatingSummaryPanel summary={summary} filter={rating} onFilterChange={setRating} />
            <ReviewList target={target} view={{ rating, sort }} onSortChange={setSort} />
          </TabsContent>
          {user && (
            <TabsContent value="write">
              <ReviewForm target={target} onSaved={() => setTab('reviews')} />
            </TabsContent>
          )}
        </Tabs>
        <DialogFooter>
          {!user && (
            <Button asChild variant="outline">
              <Link to={signIn}>Sign in to Write a Review</Link>
            </Button>
          )}
          <DialogClose asChild>
            <Button type="button">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
