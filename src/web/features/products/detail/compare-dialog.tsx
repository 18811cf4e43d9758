import { Loader2 } from 'lucide-react';
import { useId } from 'react';
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

/** The two groups' headings, in the order the API answers them. */
export const COMPARE_GROUPS = [
  { match: 'same', heading: 'Same product at other stores' },
  { match: 'similar', heading: 'Similar products' },
] as const;

/**
 * 'Compare Prices for Similar Products': the same product at other stores, then similar products, each group under
 * its heading and in the API's order (cheapest first), with what switching saves.
 */
export function CompareDialog({ open, onOpenChange, productName, similar, loading, storeName }: CompareDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Compare Prices for Similar Products</DialogTitle>
          <DialogDescription>{productName} at other stores, then similar products, each cheapest first.</DialogDescription>
        </DialogHeader>
        {loading ? (
          <div role="status" className="flex flex-col items-center gap-2 py-10 text-gray-700">
            <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
            <span className="text-sm">Finding similar products…</span>
          </div>
        ) : similar.length === 0 ? (
          <p className="py-8 text-center text-gray-700">{NO_SIMILAR_TEXT}</p>
        ) : (
          <div className="flex flex-col gap-4">
            {COMPARE_GROUPS.map(({ match, heading }) => (
              <CompareGroup key={match} heading={heading} entries={similar.filter((p) => p.match === match)} storeName={storeName} onOpen={() => onOpenChange(false)} />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CompareGroup({ heading, entries, storeName, onOpen }: { heading: string; entries: SimilarProduct[]; storeName: (storeId: number) => string; onOpen: () => void }) {
  const id = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold text-gray-900">
        {heading}
      </h3>
      <ul className="flex flex-col gap-2" aria-labelledby={id}>
        {entries.map((p) => (
          <CompareEntry key={p.id} similar={p} storeName={storeName(p.storeId)} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}
