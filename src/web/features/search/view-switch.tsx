import { LayoutGrid, Layers } from 'lucide-react';
import { useId } from 'react';
import type { SearchView } from './use-search-view';

const OPTIONS: { view: SearchView; label: string; Icon: typeof LayoutGrid }[] = [
  { view: 'per-store', label: 'Card per store', Icon: LayoutGrid },
  { view: 'per-product', label: 'One card per product', Icon: Layers },
];

/** How the results show: a card for every chain's product, or one card per product with its chains to choose from. */
export function ViewSwitch({ view, onChange }: { view: SearchView; onChange: (view: SearchView) => void }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="View" className="inline-flex shrink-0 rounded-lg border border-gray-300 bg-white p-0.5 text-sm">
      {OPTIONS.map(({ view: option, label, Icon }) => (
        <label
          key={option}
          className="inline-flex h-8 cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 font-medium text-gray-700 hover:bg-gray-100 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
        >
          <input type="radio" name={name} value={option} className="sr-only" checked={view === option} onChange={() => onChange(option)} />
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </label>
      ))}
    </div>
  );
}
