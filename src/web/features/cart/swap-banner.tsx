import { ArrowRightLeft } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatPence } from '@/domain/money';
import { cn } from '@/web/lib/cn';
import { useCartSavings } from './swap-api';
import { ownBrandLine } from './swap-text';

// The dialog is only needed once the shopper opens it.
const SwapDialog = lazy(() => import('./swap-dialog'));

/**
 * "Swap to save £X.XX" (issue 12): shown in the cart drawer and on checkout's summary when cheaper equivalents
 * exist; opens the dialog where the shopper chooses. Nothing is swapped from here.
 */
export function SwapBanner({ className }: { className?: string }) {
  const { data } = useCartSavings();
  const [open, setOpen] = useState(false);
  if (!data || (data.savingPence <= 0 && data.ownBrandSavingPence <= 0)) return open ? <Dialog open={open} onOpenChange={setOpen} /> : null;
  // The headline counts the same products alone; a brand change is said apart.
  const same = data.swaps.filter((s) => s.match === 'same-product').length;
  const headline = data.savingPence > 0 ? `Swap to save ${formatPence(data.savingPence)}` : ownBrandLine(data.ownBrandSavingPence, false);
  const details = [
    ...(data.savingPence > 0 ? [same === 1 ? '1 item is cheaper at another store' : `${same} items are cheaper at other stores`] : []),
    ...(data.savingPence > 0 && data.ownBrandSavingPence > 0 ? [ownBrandLine(data.ownBrandSavingPence, true)] : []),
    ...(data.savingPence <= 0 ? ['Choose the brand changes you want'] : []),
  ];
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="swap-banner"
        className={cn(
          'flex w-full items-center gap-3 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-left text-sm text-green-900 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
          className,
        )}
      >
        <ArrowRightLeft className="h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{headline}</span>
          {details.map((line) => (
            <span key={line} className="block text-xs text-green-800">
              {line}
            </span>
          ))}
        </span>
      </button>
      {open && <Dialog open={open} onOpenChange={setOpen} />}
    </>
  );
}

function Dialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Suspense fallback={null}>
      <SwapDialog {...props} />
    </Suspense>
  );
}
