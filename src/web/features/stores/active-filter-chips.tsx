import { X } from 'lucide-react';
import type { FilterChip } from '@/domain/product-filters';

/** One removable chip per active filter. */
export function ActiveFilterChips({ chips, onRemove }: { chips: FilterChip[]; onRemove: (chip: FilterChip) => void }) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={`${chip.kind}:${'value' in chip ? chip.value : ''}`}>
          <button
            type="button"
            onClick={() => onRemove(chip)}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pl-3 pr-2 text-xs font-medium text-brand-800 hover:bg-brand-100"
          >
            {chip.label}
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
