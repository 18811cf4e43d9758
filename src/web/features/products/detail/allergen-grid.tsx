import { AlertTriangle, Check, X } from 'lucide-react';
import { ALLERGENS, ALLERGEN_LABELS, type AllergenReport, type AllergenState } from '@/domain/allergens';
import { cn } from '@/web/lib/cn';

const STATE: Record<AllergenState, { text: string; icon: typeof Check; className: string }> = {
  contains: { text: 'Contains', icon: X, className: 'border-red-300 bg-red-50 text-red-800' },
  'may contain': { text: 'May contain', icon: AlertTriangle, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  free: { text: 'Not listed', icon: Check, className: 'border-gray-200 bg-white text-gray-700' },
};

/** One tile per allergen the spec tracks, with its state in words as well as colour. */
export function AllergenGrid({ report }: { report: AllergenReport }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="allergen-grid">
      {ALLERGENS.map((allergen) => {
        const state = STATE[report[allergen]];
        const Icon = state.icon;
        return (
          <li key={allergen} className={cn('flex items-center gap-2 rounded-lg border p-2.5 text-sm', state.className)} data-state={report[allergen]}>
            <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="block font-semibold">{ALLERGEN_LABELS[allergen]}</span>
              <span className="block text-xs">{state.text}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
