import type { RatingSummary } from '@/contracts/common';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { ReviewsContent } from './rating-summary';

interface ProductReviewsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  summary: RatingSummary;
}

export function ProductReviewsDialog({ open, onOpenChange, productName, summary }: ProductReviewsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Product Reviews</DialogTitle>
          <DialogDescription>{productName}</DialogDescription>
        </DialogHeader>
        <ReviewsContent summary={summary} />
      </DialogContent>
    </Dialog>
  );
}
