import type { UseFormRegisterReturn } from 'react-hook-form';
import { DELIVERY_FEES_PENCE, DELIVERY_OPTIONS } from '@/domain/cart';
import { formatPence } from '@/domain/money';
import { DELIVERY_LABELS } from '@/domain/order-status';

/**
 * Standard or express (section 9's fees) as native radios: arrow keys move between them and the choice is
 * announced with its timing and price.
 */
export function DeliveryOptions({ registration, error }: { registration: UseFormRegisterReturn<'deliveryOption'>; error?: string }) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'checkout-deliveryOption-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold text-gray-900">Delivery Option</legend>
      {DELIVERY_OPTIONS.map((option) => (
        <label
          key={option}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
        >
          <input type="radio" value={option} className="h-4 w-4 accent-brand-700 focus:outline-none" {...registration} />
          <span className="flex-1">
            <span className="block text-sm font-medium text-gray-900">{DELIVERY_LABELS[option].name}</span>{' '}
            <span className="block text-xs text-gray-600">{DELIVERY_LABELS[option].timing}</span>
          </span>{' '}
          <span className="text-sm font-semibold tabular-nums text-gray-900">{formatPence(DELIVERY_FEES_PENCE[option])}</span>
        </label>
      ))}
      {error && (
        <p id="checkout-deliveryOption-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
