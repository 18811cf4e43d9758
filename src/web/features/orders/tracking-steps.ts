import type { TimelineStepView, TrackingLine } from '@/contracts/fulfilment';
import { STATUS_CHANGED } from '@/domain/fulfilment';
import { formatPence, formatPounds } from '@/domain/money';
import { orderedItemPence } from '@/domain/order-money';
import { formatDateTime } from './format';

/** What a screen reader hears after each step's title. */
export const STEP_STATE_TEXT: Record<TimelineStepView['state'], string> = { done: 'done', current: 'current step', estimated: 'estimated' };

/** A chain's row in the timeline says how far that store's collection is. */
export const CHAIN_STATE_TEXT: Record<NonNullable<TimelineStepView['chainState']>, string> = {
  pending: 'Not started',
  collecting: 'Collecting now',
  collected: 'Collected',
};

/** A change the shopper made: an event between stages, not a stage of its own. */
export const isChangeEvent = (step: Pick<TimelineStepView, 'title'>) => step.title === STATUS_CHANGED;

/**
 * Whether the line from a step down to the next is drawn as travelled: below a done stage, as before; around a
 * change (an event that happened while the order sat at Order Confirmed) only as far as the order really got, so
 * the line reaches the change but does not run on past it to a stage not reached yet.
 */
export function connectorReached(step: Pick<TimelineStepView, 'title' | 'state'>, next: Pick<TimelineStepView, 'title' | 'state'>): boolean {
  if (isChangeEvent(next) && next.state === 'done') return true;
  if (isChangeEvent(step)) return next.state !== 'estimated';
  return step.state === 'done';
}

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
  if (line.outcome === 'unavailable') return `Unavailable — refunded ${formatPence(orderedItemPence(line))}`;
  if (line.outcome === 'substituted' && line.substitute) {
    const s = line.substitute;
    const from = s.storeId !== line.storeId ? ` from ${s.storeName}` : '';
    return `Substituted with ${s.name}${from} ×${s.quantity} ${formatPounds(line.finalTotal)}`;
  }
  return null;
}
