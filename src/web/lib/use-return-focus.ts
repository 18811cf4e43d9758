import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Our drawers are opened from state (no Radix Trigger), and Radix then returns focus to nothing on close.
 * This remembers what had focus when `open` turned true (a layout effect runs before Radix moves focus
 * in) and gives the handler for `onCloseAutoFocus` that puts it back.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnTo.current = document.activeElement;
    }
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    const target = returnTo.current;
    if (target?.isConnected) target.focus();
  }, []);
}
