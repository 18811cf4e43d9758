import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/web/components/ui/sheet';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

interface FilterDrawerProps extends Omit<FilterPanelProps, 'showHeader'> {
  activeCount: number;
  resultCount: number;
}

/** Below the lg breakpoint the filters live in a slide-in drawer; they apply as they change. */
export function FilterDrawer({ activeCount, resultCount, ...panel }: FilterDrawerProps) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className="lg:hidden">
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          Filters
          {activeCount > 0 && (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="gap-0">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow down the products and they update as you go.</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-4">
          <FilterPanel {...panel} showHeader={false} />
        </div>
        <div className="flex gap-3 border-t border-gray-200 p-4">
          <Button variant="outline" onClick={panel.onReset}>
            Reset
          </Button>
          <SheetClose asChild>
            <Button className="flex-1">Show {resultCount} products</Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
