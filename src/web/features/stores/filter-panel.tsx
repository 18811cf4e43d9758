import { useId, useState, type ReactNode } from 'react';
import { formatPounds } from '@/domain/money';
import { PRICE_STEP, priceRangeValue, toggleValue, type FilterOption, type FilterOptions, type ProductFilters } from '@/domain/product-filters';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { Slider } from '@/web/components/ui/slider';
import { Switch } from '@/web/components/ui/switch';
import { cn } from '@/web/lib/cn';

export interface FilterPanelProps {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  onReset: () => void;
  options: FilterOptions;
  /** The side panel has its own title and Reset; the drawer puts them in its header and footer. */
  showHeader?: boolean;
}

const SECTIONS = ['availability', 'price', 'categories', 'brands', 'features'];
/** A store stocks ~200 brands: the most stocked show first, the rest on request. */
const BRANDS_SHOWN = 10;

/** The store page's filters. Pure UI: every rule is in src/domain/product-filters.ts. */
export function FilterPanel({ filters, onChange, onReset, options, showHeader = true }: FilterPanelProps) {
  const id = useId();
  const set = (patch: Partial<ProductFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="text-sm">
      {showHeader && (
        <div className="flex items-center justify-between gap-2 pb-2">
          <h2 className="text-lg font-semibold">Filters</h2>
          <Button variant="ghost" size="sm" onClick={onReset} className="text-brand-700">
            Reset
          </Button>
        </div>
      )}
      <Accordion type="multiple" defaultValue={SECTIONS}>
        <Section value="availability" title="Availability">
          <ToggleRow id={`${id}-stock`} label="In stock only" checked={filters.inStockOnly} onChange={(v) => set({ inStockOnly: v })} />
          <ToggleRow id={`${id}-offers`} label="Special offers only" checked={filters.onSaleOnly} onChange={(v) => set({ onSaleOnly: v })} />
        </Section>
        <Section value="price" title="Price Range">
          <PriceRange value={priceRangeValue(filters, options.bounds)} bounds={options.bounds} onCommit={(range) => set({ priceRange: range })} />
        </Section>
        <Section value="categories" title="Categories">
          <CheckList idPrefix={`${id}-cat`} items={options.categories} chosen={filters.categories} onToggle={(v) => set({ categories: toggleValue(filters.categories, v) })} />
        </Section>
        <Section value="brands" title="Brands">
          <CheckList
            idPrefix={`${id}-brand`}
            items={options.brands}
            chosen={filters.brands}
            onToggle={(v) => set({ brands: toggleValue(filters.brands, v) })}
            limit={BRANDS_SHOWN}
            noun="brands"
          />
        </Section>
        {options.features.length > 0 && (
          <Section value="features" title="Features">
            <CheckList idPrefix={`${id}-feat`} items={options.features} chosen={filters.features} onToggle={(v) => set({ features: toggleValue(filters.features, v) })} />
          </Section>
        )}
      </Accordion>
    </div>
  );
}

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger className="py-3 text-sm font-semibold">{title}</AccordionTrigger>
      <AccordionContent className="flex flex-col gap-3 pb-4">{children}</AccordionContent>
    </AccordionItem>
  );
}

function ToggleRow({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id} className="font-normal text-gray-800">
        {label}
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * Two-thumb slider. While a thumb is dragged only the labels follow it; the list refilters when it is let
 * go (keyboard steps commit at once), so a drag does not refilter hundreds of products per pixel.
 */
function PriceRange({ value, bounds, onCommit }: { value: [number, number]; bounds: { min: number; max: number }; onCommit: (range: [number, number]) => void }) {
  const [dragging, setDragging] = useState<[number, number] | null>(null);
  const shown = dragging ?? value;
  return (
    <div className="px-1">
      <Slider
        min={bounds.min}
        max={bounds.max}
        step={PRICE_STEP}
        minStepsBetweenThumbs={0}
        value={shown}
        onValueChange={(v) => setDragging([v[0]!, v[1]!])}
        onValueCommit={(v) => {
          setDragging(null);
          onCommit([v[0]!, v[1]!]);
        }}
        thumbLabels={['Minimum price', 'Maximum price']}
      />
      <p className="mt-1 flex justify-between text-gray-700">
        <span>{formatPounds(shown[0])}</span>
        <span>{formatPounds(shown[1])}</span>
      </p>
    </div>
  );
}

interface CheckListProps {
  idPrefix: string;
  items: (FilterOption & { label?: string })[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
  /** Show only this many until 'Show all' is pressed. */
  limit?: number;
  noun?: string;
}

function CheckList({ idPrefix, items, chosen, onToggle, limit = Infinity, noun = 'options' }: CheckListProps) {
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return <p className="text-gray-600">None</p>;
  const collapsible = items.length > limit;
  // Chosen items stay visible when the list is collapsed, so a tick is never hidden.
  const shown = items.map((item, index) => ({ item, index })).filter(({ item, index }) => !collapsible || expanded || index < limit || chosen.includes(item.value));
  return (
    <>
      <ul className="flex flex-col gap-2.5">
        {shown.map(({ item, index }) => {
          const id = `${idPrefix}-${index}`;
          const checked = chosen.includes(item.value);
          // An option that would show nothing stays in view but cannot be ticked (a ticked one can still be unticked).
          const empty = item.count === 0 && !checked;
          return (
            <li key={item.value} className="flex items-center gap-2">
              <Checkbox id={id} checked={checked} disabled={empty} aria-disabled={empty || undefined} onCheckedChange={() => onToggle(item.value)} />
              <Label htmlFor={id} className={cn('flex flex-1 justify-between gap-2 font-normal', empty ? 'cursor-not-allowed text-gray-500' : 'cursor-pointer text-gray-800')}>
                <span>{item.label ?? item.value}</span>
                <span className="text-gray-600" aria-hidden="true">
                  {item.count}
                </span>
              </Label>
            </li>
          );
        })}
      </ul>
      {collapsible && (
        <Button variant="link" size="sm" className="h-auto self-start p-0" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? `Show fewer ${noun}` : `Show all ${items.length} ${noun}`}
        </Button>
      )}
    </>
  );
}
