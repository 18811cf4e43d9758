import { useCallback, useEffect, useRef, useState } from 'react';
import { isCoveredPostcode } from '@/domain/delivery-area';
import { isValidPostcode } from '@/domain/postcode';

/** 'uncovered': a valid UK postcode outside the delivery area, answered before anything else. */
export type PostcodeStatus = 'idle' | 'validating' | 'valid' | 'invalid' | 'uncovered';

function settle(value: string): PostcodeStatus {
  if (!isValidPostcode(value)) return 'invalid';
  return isCoveredPostcode(value) ? 'valid' : 'uncovered';
}

/** Shopping.md section 9: postcode validation 500 ms. */
export const POSTCODE_VALIDATION_DELAY_MS = 500;
/** Validation starts once more than 2 characters are typed (section 4). */
const MIN_LENGTH_TO_VALIDATE = 3;

/**
 * The postcode input's states: idle for 2 characters or fewer, then 'validating' while the shopper types,
 * settling on valid, invalid or uncovered 500 ms after the last keystroke.
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
    timer.current = window.setTimeout(() => setStatus(settle(next)), POSTCODE_VALIDATION_DELAY_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { value, setValue, status };
}
