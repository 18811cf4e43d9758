import type { TimelineStepView, TrackingLine } from '@/contracts/fulfilment';
import { formatPence, formatPounds, poundsToPence } from '@/domain/money';
import { formatDateTime } from './format';

/** What a screen reader hears after each step's title. */
export const STEP_STATE_TEXT: Record<TimelineStepView['state'], string> = { done: 'done', current: 'current step', estimated: 'estimated' };

/** A chain's row in the timeline says how far that store's collection is. */
export const CHAIN_STATE_TEXT: Record<NonNullable<TimelineStepView['chainState']>, string> = {
  pending: 'Not started',
  collecting: 'Collecting now',
  collected: 'Collected',
};

/**
 * Done and current steps show when they happened; the rest "Estimated" and when they are expected (UK time), or
 * nothing when no honest estimate exists.
 */
export function stepTimeText(step: Pick<TimelineStepView, 'state' | 'time'>): string | null {
  if (step.time === null) return null;
  return step.state === 'estimated' ? `Estimated ${formatDateTime(step.time)}` : formatDateTime(step.time);
}

/**
 * The Order Summary's line note after picking: "Substituted with X ×2 £y" (with the other store's name when
 * the substitute came from another chain), "Unavailable — refunded £z", or null while pending or when picked.
 */
export function lineOutcomeText(line: TrackingLine): string | null {
  if (line.outcome === 'unavailable') return `Unavailable — refunded ${formatPence(poundsToPence(line.price) * line.quantity)}`;
  if (line.outcome === 'substituted' && line.substitute) {
    const s = line.substitute;
    const from = s.storeId !== line.storeId ? ` from ${s.storeName}` : '';
    return `Substituted with ${s.name}${from} ×${s.quantity} ${formatPounds(line.finalTotal)}`;
  }
  return null;
}
