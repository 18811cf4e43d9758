import { Button } from '@/web/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { useReturnFocus } from '@/web/lib/use-return-focus';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterSheetProps extends Omit<FilterPanelProps, 'showHeader'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null while the products are not known yet. */
  resultCount: number | null;
}

/** The filters' slide-in drawer below the lg breakpoint; they apply as they change. */
export function FilterSheet({ open, onOpenChange, resultCount, ...panel }: FilterSheetProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="gap-0" onCloseAutoFocus={returnFocus}>
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
            <Button className="flex-1">{resultCount === null ? 'Show products' : `Show ${resultCount} products`}</Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
