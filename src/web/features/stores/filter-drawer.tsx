import { SlidersHorizontal } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { mountOnOpen } from '@/web/lib/mount-on-open';
import type { FilterPanelProps } from './filter-panel';
import type { FilterSheetProps } from './filter-sheet';

/** The drawer (and the dialog primitive under it) loads when first opened: the page hydrates without it. */
const FilterSheet = mountOnOpen<FilterSheetProps>(lazy(() => import('./filter-sheet').then((m) => ({ default: m.FilterSheet }))));

interface FilterDrawerProps extends Omit<FilterPanelProps, 'showHeader'> {
  activeCount: number;
  /** null while the products are not known yet. */
  resultCount: number | null;
}

/** Below the lg breakpoint the filters live in a slide-in drawer; they apply as they change. */
export function FilterDrawer({ activeCount, resultCount, ...panel }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="lg:hidden" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        Filters
        {activeCount > 0 && (
          <span className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        )}
      </Button>
      <FilterSheet {...panel} open={open} onOpenChange={setOpen} resultCount={resultCount} />
    </>
  );
}
