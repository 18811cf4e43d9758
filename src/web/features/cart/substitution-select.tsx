import { useId } from 'react';
import { substitutionLabel, type SubstitutionPreference } from '@/domain/fulfilment';
import { cn } from '@/web/lib/cn';

/** The extras a shopper may allow for another chain's equivalent, in pence a unit (+10p, +25p, +50p, +£1). */
export const SUBSTITUTION_CAPS = [10, 25, 50, 100] as const;

const valueOf = (p: SubstitutionPreference) => (p.kind === 'other_store' ? `other_store:${p.capPence}` : p.kind);

function preferenceOf(value: string): SubstitutionPreference {
  if (value === 'none') return { kind: 'none' };
  if (value.startsWith('other_store:')) return { kind: 'other_store', capPence: Number(value.slice('other_store:'.length)) };
  return { kind: 'best_match' };
}

/** "Allow another store's equivalent up to +£1" reads better than "+100p" for the larger caps. */
export function capLabel(capPence: number): string {
  return capPence >= 100 ? `+£${(capPence / 100).toFixed(capPence % 100 === 0 ? 0 : 2)}` : `+${capPence}p`;
}

/** The option text: the domain's wording, with caps of a pound or more in pounds. */
export function substitutionOptionLabel(p: SubstitutionPreference): string {
  return p.kind === 'other_store' ? `Allow another store's equivalent up to ${capLabel(p.capPence)}` : substitutionLabel(p);
}

interface Props {
  value: SubstitutionPreference;
  onChange: (next: SubstitutionPreference) => void;
  /** The product the choice is for, so each select has its own accessible name. */
  productName: string;
  disabled?: boolean;
  className?: string;
}

/**
 * "If unavailable" for one basket line. A native select: it is keyboard and screen-reader friendly as it is,
 * and a phone shows its own picker. A cap saved elsewhere that is not one of ours is kept as an option.
 */
export function SubstitutionSelect({ value, onChange, productName, disabled, className }: Props) {
  const id = useId();
  const caps: number[] = [...SUBSTITUTION_CAPS];
  if (value.kind === 'other_store' && !caps.includes(value.capPence)) caps.push(value.capPence);
  const options: SubstitutionPreference[] = [{ kind: 'best_match' }, { kind: 'none' }, ...caps.sort((a, b) => a - b).map((capPence) => ({ kind: 'other_store' as const, capPence }))];
  return (
    <div className={cn('flex min-w-0 items-center gap-2 text-xs', className)}>
      <label htmlFor={id} className="shrink-0 text-gray-600">
        If unavailable
      </label>
      <select
        id={id}
        // The visible label first, then which line: every basket line has one of these.
        aria-label={`If unavailable: ${productName}`}
        value={valueOf(value)}
        disabled={disabled}
        onChange={(e) => onChange(preferenceOf(e.target.value))}
        className="h-8 min-w-0 flex-1 truncate rounded-md border border-gray-300 bg-white px-2 text-xs text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 disabled:opacity-50"
      >
        {options.map((o) => (
          <option key={valueOf(o)} value={valueOf(o)}>
            {substitutionOptionLabel(o)}
          </option>
        ))}
      </select>
    </div>
  );
}
