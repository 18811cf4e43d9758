import { useId, useState } from 'react';
import type { PickingLine } from '@/contracts/fulfilment';
import { formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';

interface Props {
  line: PickingLine;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubstitute: (choice: { productId: number; quantity: number }) => void;
}

/** Choose a replacement from the suggestions the shopper's preference and cap allow, and how many (up to its max). */
export function SubstituteDialog({ line, open, onOpenChange, onSubstitute }: Props) {
  const [productId, setProductId] = useState<number | null>(line.suggestions[0]?.productId ?? null);
  const chosen = line.suggestions.find((s) => s.productId === productId) ?? null;
  const [quantity, setQuantity] = useState(() => Math.min(line.quantity, line.suggestions[0]?.maxQuantity ?? 1));
  const quantityId = useId();
  const hintId = useId();
  const max = chosen?.maxQuantity ?? 1;
  const valid = chosen !== null && Number.isInteger(quantity) && quantity >= 1 && quantity <= max;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Substitute {line.name}</DialogTitle>
          <DialogDescription>
            Ordered {line.quantity} at {formatPounds(line.price)} each. Choose a replacement the shopper allows.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onSubstitute({ productId: chosen.productId, quantity });
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-gray-900">Replacement</legend>
            {line.suggestions.map((s) => (
              <label
                key={s.productId}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                  s.productId === productId ? 'border-brand-700 bg-brand-50' : 'border-gray-300',
                )}
              >
                <input
                  type="radio"
                  name="substitute"
                  className="h-5 w-5 accent-brand-700"
                  checked={s.productId === productId}
                  onChange={() => {
                    setProductId(s.productId);
                    setQuantity((q) => Math.min(Math.max(q, 1), s.maxQuantity));
                  }}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-gray-900">{s.name}</span>
                  <span className="block text-xs text-gray-700">
                    {s.storeName} · {formatPounds(s.price)} each · up to {s.maxQuantity}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={quantityId}>Quantity</Label>
            <Input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={Number.isNaN(quantity) ? '' : quantity}
              onChange={(e) => setQuantity(e.target.valueAsNumber)}
              aria-describedby={hintId}
              aria-invalid={!valid}
              className="h-12 max-w-32 text-base"
            />
            <p id={hintId} className="text-xs text-gray-700">
              From 1 to {max}.
            </p>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" size="lg">
                Back
              </Button>
            </DialogClose>
            <Button type="submit" size="lg" disabled={!valid}>
              Substitute
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
