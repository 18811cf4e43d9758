import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';

const MIN = 3;
const MAX = 300;

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (reason: string) => void;
  title: string;
  description: string;
  /** The button that closes without doing anything, and the one that does it. */
  keepLabel: string;
  submitLabel: string;
}

/** A staff action that needs a reason (3 to 300 characters, as the API asks); the shopper sees it in their timeline. */
export function ReasonDialog({ open, onOpenChange, onSubmit, title, description, keepLabel, submitLabel }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const errorId = useId();
  const trimmed = reason.trim();
  const error = trimmed.length < MIN ? `Give a reason of at least ${MIN} characters.` : trimmed.length > MAX ? `Keep the reason to ${MAX} characters.` : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!error) onSubmit(trimmed);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Reason</Label>
            <textarea
              id={id}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={3}
              maxLength={MAX}
              aria-invalid={touched && error !== null}
              aria-describedby={touched && error ? errorId : undefined}
              className="w-full rounded-lg border border-gray-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600"
            />
            {touched && error && (
              <p id={errorId} className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" size="lg">
                {keepLabel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" size="lg">
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
