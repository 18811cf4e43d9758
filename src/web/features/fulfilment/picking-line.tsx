import { Ban, Check, Repeat } from 'lucide-react';
import { useState } from 'react';
import type { LineOutcomeInput, PickingLine } from '@/contracts/fulfilment';
import { formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { substitutionOptionLabel } from '@/web/features/cart';
import { OUTCOME_CLASS, OUTCOME_LABEL } from './labels';
import { StateChip } from './state-chip';
import { SubstituteDialog } from './substitute-dialog';

interface Props {
  line: PickingLine;
  /** The chain is being collected: the line's outcome may be recorded now. */
  working: boolean;
  busy: boolean;
  onOutcome: (body: LineOutcomeInput) => void;
}

/** One line of a picking list: how many, the shopper's "If unavailable", and Picked / Unavailable / Substitute. */
export function PickingLineRow({ line, working, busy, onOutcome }: Props) {
  const [substituting, setSubstituting] = useState(false);
  const pending = line.outcome === 'pending';
  const noSuggestion = line.suggestions.length === 0;
  return (
    <li className="py-3 print:break-inside-avoid print:py-2" data-testid="picking-line" data-outcome={line.outcome}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 hidden h-5 w-5 shrink-0 border-2 border-gray-700 print:block" />
        <span className="flex h-10 min-w-10 shrink-0 items-center justify-center rounded-lg bg-gray-100 px-2 text-lg font-bold tabular-nums print:h-auto print:bg-transparent print:text-base">
          {line.quantity}
          <span className="sr-only"> ×</span>
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-gray-900" data-testid="line-name">
            {line.name}
          </p>
          <p className="text-xs text-gray-700">
            {line.category} · {formatPounds(line.price)} each
          </p>
          <p className="text-xs text-gray-700">If unavailable: {substitutionOptionLabel(line.substitution)}</p>
          {line.substitute && (
            <p className="text-sm text-amber-900">
              Substituted with {line.substitute.name} ({line.substitute.storeName}) ×{line.substitute.quantity}, {formatPounds(line.finalTotal)}
            </p>
          )}
        </div>
        <StateChip className={OUTCOME_CLASS[line.outcome]} data-testid="line-outcome">
          {OUTCOME_LABEL[line.outcome]}
        </StateChip>
      </div>
      {working && pending && (
        <div className="mt-2 grid grid-cols-3 gap-2 print:hidden" role="group" aria-label={`Outcome for ${line.name}`}>
          <Button size="lg" className="px-2" disabled={busy} onClick={() => onOutcome({ outcome: 'picked' })}>
            <Check className="h-4 w-4" aria-hidden="true" />
            Picked
          </Button>
          <Button size="lg" variant="outline" className="px-2" disabled={busy} onClick={() => onOutcome({ outcome: 'unavailable' })}>
            <Ban className="h-4 w-4" aria-hidden="true" />
            Unavailable
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="px-2"
            disabled={busy || noSuggestion}
            title={noSuggestion ? (line.substitution.kind === 'none' ? "The shopper asked not to substitute" : 'No suggestion within the shopper’s cap') : undefined}
            onClick={() => setSubstituting(true)}
          >
            <Repeat className="h-4 w-4" aria-hidden="true" />
            Substitute
          </Button>
        </div>
      )}
      {working && pending && noSuggestion && (
        <p className="mt-1 text-xs text-gray-700 print:hidden">
          {line.substitution.kind === 'none' ? "The shopper asked not to substitute this item." : "No substitute within the shopper's cap."}
        </p>
      )}
      {substituting && (
        <SubstituteDialog
          line={line}
          open
          onOpenChange={setSubstituting}
          onSubstitute={({ productId, quantity }) => {
            setSubstituting(false);
            onOutcome({ outcome: 'substituted', productId, quantity });
          }}
        />
      )}
    </li>
  );
}
