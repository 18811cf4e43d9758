import type { RatingSummary } from '@/contracts/common';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { useReturnFocus } from '@/web/lib/use-return-focus';
import { ReviewsContent } from './rating-summary';

interface ProductReviewsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  summary: RatingSummary;
}

export function ProductReviewsDialog({ open, onOpenChange, productName, summary }: ProductReviewsDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Product Reviews</DialogTitle>
          <DialogDescription>{productName}</DialogDescription>
        </DialogHeader>
        <ReviewsContent summary={summary} />
      </DialogContent>
    </Dialog>
  );
}
