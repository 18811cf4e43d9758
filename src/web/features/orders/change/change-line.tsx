import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from '@/domain/cart';
import { substitutionLabel, type SubstitutionPreference } from '@/domain/fulfilment';
import { formatPence } from '@/domain/money';
import { Checkbox } from '@/web/components/ui/checkbox';
import { SubstitutionSelect } from '@/web/features/cart';
import type { DraftLine } from './draft';

const stepButton =
  'flex h-9 w-9 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';

interface Props {
  line: DraftLine;
  /** The unit price the line is charged at, pence; null while today's price is being checked. */
  unitPence: number | null;
  /** The line's total with its multi-buy, pence (draft.ts `draftLineTotalPence`); null while a price is being checked. */
  totalPence: number | null;
  /** Charged at today's price (new, or grown past what was ordered). */
  todaysPrice: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onSubstitution: (next: SubstitutionPreference) => void;
  onRemember: (remember: boolean) => void;
}

/** The price and line total: '£1.45 each', and at today's price when the line is new or grew. */
function Price({ unitPence, totalPence, todaysPrice }: Pick<Props, 'unitPence' | 'totalPence' | 'todaysPrice'>) {
  return (
    <div className="shrink-0 text-right">
      <p className="text-sm font-semibold tabular-nums text-gray-900">
        <span className="sr-only">Line total </span>
        {totalPence === null ? '…' : formatPence(totalPence)}
      </p>
      <p className="text-xs text-gray-600">
        {unitPence === null ? "Checking today's price" : `${formatPence(unitPence)} each${todaysPrice ? ", today's price" : ''}`}
      </p>
    </div>
  );
}

/**
 * One line of the order being changed, with the basket's controls: minus stops at 1 (the bin removes), plus at 99,
 * the "If unavailable" choice and "Remember my choice" for the product.
 */
export function ChangeLine({ line, unitPence, totalPence, todaysPrice, onQuantity, onRemove, onSubstitution, onRemember }: Props) {
  const rememberId = useId();
  return (
    <li className="py-3" data-testid="change-line">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-sm font-medium text-gray-900">{line.name}</p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${line.name} from order`}
          className="-mr-1 -mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-1 flex items-center justify-between gap-2">
        <div role="group" aria-label={`Quantity of ${line.name}`} className="flex items-center rounded-full border border-gray-200">
          <button type="button" onClick={() => onQuantity(line.quantity - 1)} disabled={line.quantity <= CART_MIN_QUANTITY} aria-label={`Decrease quantity of ${line.name}`} className={stepButton}>
            <Minus className="h-4 w-4" aria-hidden="true" />
          </button>
          <span className="min-w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite" data-testid="change-line-quantity">
            {line.quantity}
          </span>
          <button type="button" onClick={() => onQuantity(line.quantity + 1)} disabled={line.quantity >= CART_MAX_QUANTITY} aria-label={`Increase quantity of ${line.name}`} className={stepButton}>
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <Price unitPence={unitPence} totalPence={totalPence} todaysPrice={todaysPrice} />
      </div>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <SubstitutionSelect className="sm:flex-1" value={line.substitution} productName={line.name} onChange={onSubstitution} />
        <div className="flex items-center gap-2 text-xs text-gray-800">
          <Checkbox id={rememberId} checked={line.remember} onCheckedChange={(checked) => onRemember(checked === true)} aria-label={`Remember my choice for ${line.name}`} />
          <label htmlFor={rememberId}>Remember my choice</label>
        </div>
      </div>
    </li>
  );
}

/** A line of a chain already picking the order: as it was ordered, nothing to change. */
export function LockedLine({ line, unitPence, totalPence }: { line: DraftLine; unitPence: number | null; totalPence: number | null }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2 text-sm" data-testid="locked-line">
      <div className="min-w-0">
        <p className="text-gray-900">
          {line.quantity} × {line.name}
        </p>
        <p className="text-xs text-gray-600">If unavailable: {substitutionLabel(line.substitution).toLowerCase()}</p>
      </div>
      <Price unitPence={unitPence} totalPence={totalPence} todaysPrice={false} />
    </li>
  );
}
