import { Loader2 } from 'lucide-react';
import type { SimilarProduct } from '@/contracts/product';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { useReturnFocus } from '@/web/lib/use-return-focus';
import { CompareEntry } from './compare-entry';

export const NO_SIMILAR_TEXT = 'No similar products found. This might be a unique item!';

export interface CompareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  similar: SimilarProduct[];
  loading: boolean;
  storeName: (storeId: number) => string;
}

/**
 * 'Compare Prices for Similar Products': the same thing or its equivalent at other stores, in the API's order
 * (the cheaper options first, best saving first, then the rest), with what switching saves.
 */
export function CompareDialog({ open, onOpenChange, productName, similar, loading, storeName }: CompareDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Compare Prices for Similar Products</DialogTitle>
          <DialogDescription>Products like {productName} from other stores, the cheaper ones first.</DialogDescription>
        </DialogHeader>
        {loading ? (
          <div role="status" className="flex flex-col items-center gap-2 py-10 text-gray-700">
            <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
            <span className="text-sm">Finding similar products…</span>
          </div>
        ) : similar.length === 0 ? (
          <p className="py-8 text-center text-gray-700">{NO_SIMILAR_TEXT}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Similar products">
            {similar.map((p) => (
              <CompareEntry key={p.id} similar={p} storeName={storeName(p.storeId)} onOpen={() => onOpenChange(false)} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
