import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CartLine } from '@/contracts/cart';
import { paymentFormSchema, type PaymentForm } from '@/contracts/orders';
import { formatCardNumber } from '@/domain/card';
import { formatPence } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/features/auth';
import { usePaymentMethods } from '@/web/features/payment-methods';
import { setServerFieldErrors } from '@/web/lib/form-errors';
import { checkoutHoldPence, type CheckoutPayment } from './build-order';
import { CheckboxField } from './checkbox-field';
import type { CheckoutProblem } from './checkout-failure';
import { CheckoutProblemAlert } from './checkout-problem-alert';
import { PendingFigure } from './pending-figure';
import { initialCardChoice, NEW_CARD, SavedCardChoice } from './saved-card-choice';
import { TestModeNotice } from './test-mode-notice';

const EMPTY: PaymentForm = { cardholderName: '', cardNumber: '', expiry: '', cvc: '' };

/** '1226' as typed becomes '12/26'; '1/26' is left as the shopper wrote it. */
export function formatExpiry(value: string): string {
  const v = value.replace(/[^\d/]/g, '');
  const m = /^(\d{2})(\d{1,2})$/.exec(v);
  return m ? `${m[1]}/${m[2]}` : v.slice(0, 7);
}

/** Formats as typed. Registered in place, so the first invalid field in reading order takes focus. */
function formatted<T extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(registration: T, format: (value: string) => string): T {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return registration.onChange(event);
    },
  };
}

export interface PaymentStepProps {
  lines: readonly CartLine[];
  totalPence: number;
  /**
   * The delivery option this tab chose is not known yet (a payment step the server rendered, hydrating): the sums
   * show as placeholders the width of `totalPence`'s (the standard option's), and nothing can be paid.
   */
  totalPending?: boolean;
  isPending: boolean;
  problem: CheckoutProblem | null;
  onProblemResolved: () => void;
  onBack: () => void;
  /** Called with a saved card, or the checked card, which goes only to the test processor, to become a token. */
  onPlace: (payment: CheckoutPayment) => void;
}

/**
 * Step 2: a saved card (the default chosen), or a new card checked in the browser (Luhn, expiry, CVC) and saved
 * for next time only when ticked; then the order is placed.
 */
export function PaymentStep({ lines, totalPence, totalPending = false, isPending, problem, onProblemResolved, onBack, onPlace }: PaymentStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(paymentFormSchema), defaultValues: EMPTY });
  const saved = usePaymentMethods();
  // The shopper's own pick; until then the default card (once the cards are known), else a new card.
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? initialCardChoice(saved.data);
  const [saveCard, setSaveCard] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (choice === NEW_CARD) return handleSubmit((card) => onPlace({ card, saveCard }))(event);
    event.preventDefault();
    if (!locked) onPlace({ savedCardId: choice });
  };
  const field = (name: keyof PaymentForm) => ({ id: `checkout-${name}`, error: errors[name]?.message, ...register(name) });
  // Another store's dearer equivalent, where the shopper allowed one, is paid from a hold above the total (the
  // lines alone decide whether there is one).
  const holdPence = checkoutHoldPence(lines, totalPence);
  const hasHold = holdPence > totalPence;
  // Nothing can be paid before the total is known (nor the form sent by the browser itself before the script runs).
  const locked = isPending || totalPending;
  const sum = (pence: number, className?: string) => (totalPending ? <PendingFigure sample={formatPence(pence)} className={className} /> : formatPence(pence));

  // The processor refused the card: under its fields. Its token was spent or expired: the card is typed again.
  useEffect(() => {
    if (problem?.kind === 'card') setServerFieldErrors(setError, problem.fields, EMPTY, { shouldFocus: true });
    if (problem?.kind === 'payment-token') {
      for (const name of ['cardNumber', 'expiry', 'cvc'] as const) resetField(name);
      setFocus('cardNumber');
    }
  }, [problem, setError, resetField, setFocus]);

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Payment">
      <TestModeNotice />
      {saved.data && saved.data.length > 0 && <SavedCardChoice cards={saved.data} choice={choice} onChoose={setPicked} />}
      {choice === NEW_CARD && (
        // Typing a card keeps it chosen, even if the saved cards arrive meanwhile.
        <div className="space-y-5" onInput={() => setPicked(NEW_CARD)}>
          <FormField label="Cardholder name" autoComplete="cc-name" {...field('cardholderName')} />
          <FormField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            {...formatted(field('cardNumber'), formatCardNumber)}
          />
          <div className="grid grid-cols-2 gap-4">
            <FormField label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} {...formatted(field('expiry'), formatExpiry)} />
            <FormField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...field('cvc')} />
          </div>
          <CheckboxField id="checkout-save-card" label="Save this card for next time" checked={saveCard} onCheckedChange={setSaveCard} />
        </div>
      )}
      <CheckoutProblemAlert problem={problem} lines={lines} onResolved={onProblemResolved} />
      {hasHold && (
        <p id="checkout-hold" className="rounded-lg bg-blue-50 p-3 text-sm text-blue-950">
          We may hold up to {sum(holdPence)} to cover substitutions; you pay only for what you receive.
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={isPending}>
          Back to Details
        </Button>
        <Button type="submit" size="lg" disabled={locked} aria-describedby={hasHold ? 'checkout-hold' : undefined}>
          {isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {/* One element, so the placeholder and the figure sit in the button's flex row alike. */}
          {isPending ? 'Processing...' : <span>Place Order · {sum(totalPence, 'bg-white/30')}</span>}
        </Button>
      </div>
    </form>
  );
}
