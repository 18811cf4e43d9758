import { useId } from 'react';
import { SORT_OPTIONS, type SortOption } from '@/domain/product-filters';

/** A native select: it is keyboard- and screen-reader-friendly everywhere, and uses the phone's own picker. */
export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm text-gray-700">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as SortOption)}
        className="h-10 min-w-0 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
