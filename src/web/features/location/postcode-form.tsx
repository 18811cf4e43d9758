import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { coveredRangeLabel, locationForPostcode, notDeliveredMessage } from '@/domain/delivery-area';
import { INVALID_POSTCODE_MESSAGE } from '@/domain/postcode';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { useDeliveryLocation } from './location-context';
import { usePostcodeValidation } from './use-postcode-validation';

/** Shopping.md section 9: panel close 800 ms after submit; input focus 50 ms after opening. */
export const PANEL_CLOSE_DELAY_MS = 800;
export const INPUT_FOCUS_DELAY_MS = 50;

/**
 * 'Enter postcode' + 'Update Location': sets the delivery location, then asks the panel to close. A valid
 * postcode outside the delivery area is answered at once ("We don't deliver to {postcode} yet") with a way
 * to keep browsing with the current location; it is never saved.
 */
export function PostcodeForm({ onDone }: { onDone: () => void }) {
  const { setLocation } = useDeliveryLocation();
  const { value, setValue, status } = usePostcodeValidation();
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const errorId = useId();
  const inputId = useId();

  useEffect(() => {
    // Delayed so the panel is painted (and positioned) before the on-screen keyboard opens on phones.
    const timer = window.setTimeout(() => inputRef.current?.focus(), INPUT_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const invalid = status === 'invalid';
  const uncovered = status === 'uncovered';

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = status === 'valid' && !saving ? locationForPostcode(value) : undefined;
    if (!next) return;
    setLocation(next);
    setSaving(true);
    closeTimer.current = window.setTimeout(() => {
      setValue('');
      setSaving(false);
      onDone();
    }, PANEL_CLOSE_DELAY_MS);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={inputId} className="sr-only">
        Postcode
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Enter postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={invalid || uncovered ? errorId : undefined}
        className="uppercase placeholder:normal-case"
      />
      {invalid && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {INVALID_POSTCODE_MESSAGE}
        </p>
      )}
      {uncovered && <NotDelivered id={errorId} postcode={value} onKeepBrowsing={onDone} />}
      <Button type="submit" className="w-full" disabled={status !== 'valid' || saving}>
        {status === 'validating' ? (
          <>
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            Checking...
          </>
        ) : (
          'Update Location'
        )}
      </Button>
    </form>
  );
}

/** The answer to a valid postcode outside the covered districts, with a way back to browsing. */
function NotDelivered({ id, postcode, onKeepBrowsing }: { id: string; postcode: string; onKeepBrowsing: () => void }) {
  const { location } = useDeliveryLocation();
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p id={id} role="alert" className="text-sm font-medium text-amber-900">
        {notDeliveredMessage(postcode)}
      </p>
      <p className="text-xs text-gray-700">
        We deliver in Edinburgh ({coveredRangeLabel()}). Still delivering to {location.streetName}, {location.postcode}.
      </p>
      <Button type="button" variant="outline" className="h-auto min-h-10 w-full whitespace-normal py-2" onClick={onKeepBrowsing}>
        Keep browsing with the current location
      </Button>
    </div>
  );
}
