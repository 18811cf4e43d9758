import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderSummary } from '@/contracts/orders';
import { dismissToasts } from '@/web/components/ui/use-toast';
import { useReturnFocus } from '@/web/lib/use-return-focus';
import { OrderDetailsDialog } from './order-details-dialog';
import { SupportDialog } from './support-dialog';
import { TrackOrderTimelineDialog } from './track-order-timeline-dialog';

export type OrderDialogKind = 'details' | 'track' | 'support';

interface OpenDialog {
  kind: OrderDialogKind;
  order: OrderSummary;
}

/** One order dialog at a time; moving from tracking to details or support swaps the dialog. */
export function useOrderDialogs() {
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const open = useCallback((kind: OrderDialogKind, order: OrderSummary) => {
    // A toast shown before ("Order placed successfully!" on the way here) is about something else, and the
    // keyboard cannot reach its close button while the dialog traps focus. (Where toasts go while a dialog is
    // open, clear of its heading and close button, is one rule for every dialog: ToastViewport.)
    dismissToasts();
    setCurrent({ kind, order });
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  return { current, open, close };
}

/**
 * The dialogs are opened from state, so focus is returned by hand: to the card button that opened the first
 * one, even after a swap. Radix moves focus a tick after a dialog goes, so on a swap it must not move it at
 * all: the next dialog has already taken it.
 */
export function OrderDialogs({ current, open, close }: ReturnType<typeof useOrderDialogs>) {
  const returnFocus = useReturnFocus(current !== null);
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  });
  const onCloseAutoFocus = useCallback((event: Event) => (currentRef.current ? event.preventDefault() : returnFocus(event)), [returnFocus]);
  if (!current) return null;
  const common = { order: current.order, onCloseAutoFocus, onOpenChange: (isOpen: boolean) => !isOpen && close() };
  switch (current.kind) {
    case 'details':
      return <OrderDetailsDialog {...common} />;
    case 'support':
      return <SupportDialog {...common} />;
    case 'track':
      return <TrackOrderTimelineDialog {...common} onViewDetails={() => open('details', current.order)} onContactSupport={() => open('support', current.order)} />;
  }
}

export interface OrderDialogProps {
  order: OrderSummary;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}
