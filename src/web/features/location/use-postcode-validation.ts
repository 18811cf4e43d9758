import { useCallback, useEffect, useRef, useState } from 'react';
import { isValidPostcode } from '@/domain/postcode';

export type PostcodeStatus = 'idle' | 'validating' | 'valid' | 'invalid';

/** Shopping.md section 9: postcode validation 500 ms. */
export const POSTCODE_VALIDATION_DELAY_MS = 500;
/** Validation starts once more than 2 characters are typed (section 4). */
const MIN_LENGTH_TO_VALIDATE = 3;

/**
 * The postcode input's states: idle for 2 characters or fewer, then 'validating' while the shopper types,
 * settling on valid or invalid 500 ms after the last keystroke.
 */
export function usePostcodeValidation() {
  const [value, setRawValue] = useState('');
  const [status, setStatus] = useState<PostcodeStatus>('idle');
  const timer = useRef<number | undefined>(undefined);

  const setValue = useCallback((next: string) => {
    setRawValue(next);
    window.clearTimeout(timer.current);
    if (next.trim().length < MIN_LENGTH_TO_VALIDATE) {
      setStatus('idle');
      return;
    }
    setStatus('validating');
    timer.current = window.setTimeout(() => setStatus(isValidPostcode(next) ? 'valid' : 'invalid'), POSTCODE_VALIDATION_DELAY_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { value, setValue, status };
}
