import type { ChangeEvent } from 'react';

/**
 * Upper-cases an input's value as it is typed (the postcode, section 5), keeping the caret where it was so
 * editing the middle of the value does not jump to the end.
 */
export function upperCaseWhileTyping(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
