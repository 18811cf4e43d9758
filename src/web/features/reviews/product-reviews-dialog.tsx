import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { useReturnFocus } from '@/web/lib/use-return-focus';
import { ProductReviews, type ProductReviewsProps } from './product-reviews';

export interface ProductReviewsDialogProps extends ProductReviewsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ProductReviewsDialog({ open, onOpenChange, product, summary }: ProductReviewsDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Product Reviews</DialogTitle>
          <DialogDescription>{product.name}</DialogDescription>
        </DialogHeader>
        <ProductReviews product={product} summary={summary} />
      </DialogContent>
    </Dialog>
  );
}
