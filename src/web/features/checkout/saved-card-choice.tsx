import type { PaymentMethod } from '@/contracts/payment-methods';
import { savedCardExpiry, savedCardLabel } from '@/domain/saved-cards';
import { cn } from '@/web/lib/cn';

/** The choice on the payment step: a saved card's id, or a new card typed in. */
export const NEW_CARD = 'new';

/** What is chosen before the shopper picks: the default card unless it has expired, else the first that has not, else a new card. */
export function initialCardChoice(cards: readonly PaymentMethod[] | undefined): string {
  const usable = (cards ?? []).filter((c) => !c.expired);
  return (usable.find((c) => c.isDefault) ?? usable[0])?.id ?? NEW_CARD;
}

function Option({ value, checked, disabled, onChoose, children }: { value: string; checked: boolean; disabled?: boolean; onChoose: (value: string) => void; children: React.ReactNode }) {
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-lg border p-3 text-sm',
        checked ? 'border-brand-700 bg-brand-50' : 'border-gray-200',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
      )}
    >
      <input type="radio" name="payment-card" value={value} checked={checked} disabled={disabled} onChange={() => onChoose(value)} className="h-4 w-4 accent-brand-700" />
      {children}
    </label>
  );
}

/** Saved cards first (an expired one shown, not choosable), then "Use a new card". */
export function SavedCardChoice({ cards, choice, onChoose }: { cards: readonly PaymentMethod[]; choice: string; onChoose: (choice: string) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-gray-900">Pay with</legend>
      {cards.map((card) => (
        <Option key={card.id} value={card.id} checked={choice === card.id} disabled={card.expired} onChoose={onChoose}>
          <span className="flex-1">
            <span className="font-medium text-gray-900">{savedCardLabel(card)}</span>
            <span className="block text-xs text-gray-600">Expires {savedCardExpiry(card)}</span>
          </span>
          {card.expired ? <span className="text-xs font-medium text-red-700">Expired</span> : card.isDefault && <span className="text-xs font-medium text-brand-800">Default</span>}
        </Option>
      ))}
      <Option value={NEW_CARD} checked={choice === NEW_CARD} onChoose={onChoose}>
        <span className="font-medium text-gray-900">Use a new card</span>
      </Option>
    </fieldset>
  );
}
