import { CreditCard, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { PaymentMethod } from '@/contracts/payment-methods';
import { savedCardExpiry, savedCardLabel } from '@/domain/saved-cards';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { ApiRequestError } from '@/web/lib/api';
import { usePaymentMethods, useRemovePaymentMethod, useSetDefaultPaymentMethod } from './api';

const problemOf = (error: unknown) => (error instanceof ApiRequestError && error.serverMessage) || 'That did not work. Please try again.';

function CardRow({ card, onProblem }: { card: PaymentMethod; onProblem: (message: string | null) => void }) {
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const busy = setDefault.isPending || remove.isPending;
  const label = savedCardLabel(card);
  const act = (mutation: typeof setDefault | typeof remove) => {
    onProblem(null);
    mutation.mutate(card.id, { onError: (error) => onProblem(problemOf(error)) });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <CreditCard className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-gray-900">
          {label}
          {card.isDefault && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">Default</span>}
        </p>
        <p className={card.expired ? 'text-xs font-medium text-red-700' : 'text-xs text-gray-600'}>{card.expired ? `Expired ${savedCardExpiry(card)}` : `Expires ${savedCardExpiry(card)}`}</p>
      </div>
      <div className="flex gap-2">
        {!card.isDefault && !card.expired && (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => act(setDefault)} aria-label={`Set ${label} as default`}>
            Set as default
          </Button>
        )}
        <Button variant="outline" size="sm" disabled={busy} onClick={() => act(remove)} aria-label={`Remove ${label}`}>
          {remove.isPending && <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" />}
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The shopper's saved cards: which is the default, set another, remove one (refused while an open order pays with it). */
export function PaymentMethodsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data, isPending, isError } = usePaymentMethods(open);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Payment Methods</DialogTitle>
          <DialogDescription>Cards you saved at checkout. We keep only the brand, last four digits and expiry.</DialogDescription>
        </DialogHeader>
        {isPending && (
          <p className="flex items-center gap-2 text-sm text-gray-700" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading your cards…
          </p>
        )}
        {isError && <p role="alert" className="text-sm text-red-700">Your cards could not be loaded. Please try again.</p>}
        {data && data.length === 0 && <p className="text-sm text-gray-700">No saved cards yet. Tick “Save this card for next time” when you pay.</p>}
        {data && data.length > 0 && (
          <ul className="divide-y divide-gray-100" aria-label="Saved cards">
            {data.map((card) => (
              <CardRow key={card.id} card={card} onProblem={setProblem} />
            ))}
          </ul>
        )}
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
