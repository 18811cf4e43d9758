import {
  collectingFrom,
  foldStatuses,
  STATUS_CANCELLED,
  STATUS_CHANGED,
  STATUS_COLLECTING,
  STATUS_CONFIRMED,
  STATUS_DELIVERED,
  STATUS_OUT_FOR_DELIVERY,
  STATUS_PAYMENT_PROBLEM,
  STATUS_PAYMENT_TAKEN,
  STATUS_PAYMENT_WRITTEN_OFF,
  type ChainState,
} from './fulfilment';
import type { DayHours } from './opening-hours';
import { estimateSteps } from './tracking-estimates';

const PAYMENT_STATUSES: readonly string[] = [STATUS_PAYMENT_PROBLEM, STATUS_PAYMENT_TAKEN, STATUS_PAYMENT_WRITTEN_OFF];

/** A timeline step as the tracking dialog shows it: ticked, pulsing, or with an estimated time. */
export type StepState = 'done' | 'current' | 'estimated';

export interface TimelineStep {
  title: string;
  description: string | null;
  state: StepState;
  /**
   * When it happened (done, current) or is expected (estimated), ISO 8601; null for an estimated step with no
   * honest estimate (src/domain/tracking-estimates.ts).
   */
  time: string | null;
  location: string | null;
  /** Collection steps: which chain and how far its collection is. */
  storeId: number | null;
  chainState: ChainState | null;
}

export interface TimelineRow {
  status: string;
  storeId: number | null;
  timestamp: string;
  description: string | null;
  location: string | null;
}

export interface TimelineChain {
  storeId: number;
  storeName: string;
  address: string;
  /** The branch's weekly hours (UK time): collections are estimated inside them. */
  openingHours: readonly DayHours[];
}

export interface TimelineOrder {
  /** The promised delivery (the slot's end), ISO 8601. */
  estimatedDelivery: string;
  /** The booked slot, ISO 8601 (null for orders placed before slots). */
  slotStart: string | null;
  slotEnd: string | null;
  deliveryPostcode: string;
}

/**
 * The consolidated order's timeline from its status rows (oldest first): Order Confirmed, Collection in
 * Progress, one Collecting from {store} per chain, Out for Delivery, Delivered; or, for a cancelled order, the
 * steps it reached and Cancelled. After Delivered, the payment's own rows (a Payment Problem, current until it is
 * taken or written off, then how it ended), as they happened.
 */
export function buildTimeline(order: TimelineOrder, chains: readonly TimelineChain[], rows: readonly TimelineRow[], now: Date): TimelineStep[] {
  const state = foldStatuses(
    chains.map((c) => c.storeId),
    rows,
  );
  const first = (status: string, storeId: number | null = null) => rows.find((r) => r.status === status && (storeId === null || r.storeId === storeId));
  const lastOfChain = (storeId: number) => [...rows].reverse().find((r) => r.storeId === storeId);
  const stage = state.stage;
  const reached = {
    collecting: Boolean(first(STATUS_COLLECTING)),
    out: Boolean(first(STATUS_OUT_FOR_DELIVERY)),
    delivered: stage === 'delivered',
  };

  const steps: TimelineStep[] = [];
  const confirmed = first(STATUS_CONFIRMED);
  steps.push({
    title: STATUS_CONFIRMED,
    description: confirmed?.description ?? null,
    state: reached.collecting || stage === 'cancelled' ? 'done' : 'current',
    time: confirmed?.timestamp ?? null,
    location: confirmed?.location ?? null,
    storeId: null,
    chainState: null,
  });
  // Each change the shopper made, as it happened: what changed and the new total.
  for (const r of rows.filter((r) => r.status === STATUS_CHANGED)) {
    steps.push({ title: STATUS_CHANGED, description: r.description, state: 'done', time: r.timestamp, location: null, storeId: null, chainState: null });
  }
  const allCollected = [...state.chains.values()].every((c) => c === 'collected');
  const collecting = first(STATUS_COLLECTING);
  if (stage !== 'cancelled' || collecting) {
    steps.push({
      title: STATUS_COLLECTING,
      description: collecting?.description ?? null,
      state: !collecting ? 'estimated' : allCollected || stage === 'cancelled' ? 'done' : 'current',
      time: collecting?.timestamp ?? null,
      location: null,
      storeId: null,
      chainState: null,
    });
  }
  for (const chain of chains) {
    const chainState = state.chains.get(chain.storeId) ?? 'pending';
    if (stage === 'cancelled' && chainState === 'pending') continue;
    const latest = lastOfChain(chain.storeId);
    steps.push({
      title: collectingFrom(chain.storeName),
      description: latest?.description ?? null,
      state: chainState === 'collected' ? 'done' : chainState === 'collecting' ? (stage === 'cancelled' ? 'done' : 'current') : 'estimated',
      time: latest?.timestamp ?? null,
      location: chain.address,
      storeId: chain.storeId,
      chainState,
    });
  }
  if (stage === 'cancelled') {
    const cancelled = first(STATUS_CANCELLED);
    steps.push({ title: STATUS_CANCELLED, description: cancelled?.description ?? null, state: 'done', time: cancelled?.timestamp ?? null, location: null, storeId: null, chainState: null });
  } else {
    const out = first(STATUS_OUT_FOR_DELIVERY);
    const delivered = first(STATUS_DELIVERED);
    steps.push({
      title: STATUS_OUT_FOR_DELIVERY,
      description: out?.description ?? null,
      state: reached.delivered ? 'done' : reached.out ? 'current' : 'estimated',
      time: out?.timestamp ?? null,
      location: order.deliveryPostcode,
      storeId: null,
      chainState: null,
    });
    steps.push({
      title: STATUS_DELIVERED,
      description: delivered?.description ?? null,
      state: reached.delivered ? 'done' : 'estimated',
      time: delivered?.timestamp ?? null,
      location: order.deliveryPostcode,
      storeId: null,
      chainState: null,
    });
    for (const r of rows.filter((r) => PAYMENT_STATUSES.includes(r.status))) {
      const current = r.status === STATUS_PAYMENT_PROBLEM && state.payment === 'payment_problem';
      steps.push({ title: r.status, description: r.description, state: current ? 'current' : 'done', time: r.timestamp, location: null, storeId: null, chainState: null });
    }
  }

  // Estimated steps get times that could be true: inside the stores' hours, leading up to the slot.
  const pendingStores = chains.filter((c) => (state.chains.get(c.storeId) ?? 'pending') === 'pending');
  const lastEvent = rows.at(-1)?.timestamp;
  const estimates = estimateSteps({
    slot: order.slotStart && order.slotEnd ? { start: new Date(order.slotStart), end: new Date(order.slotEnd) } : null,
    promised: new Date(order.estimatedDelivery),
    // Nothing is expected before what already happened, even on a clock running behind the database's.
    now: lastEvent && Date.parse(lastEvent) > now.getTime() ? new Date(lastEvent) : now,
    pendingStores,
  });
  const estimateOf = (step: TimelineStep): Date | null => {
    if (step.storeId !== null) return estimates.collections.get(step.storeId) ?? null;
    if (step.title === STATUS_COLLECTING) return estimates.collectionStart;
    if (step.title === STATUS_OUT_FOR_DELIVERY) return estimates.outForDelivery;
    if (step.title === STATUS_DELIVERED) return estimates.delivered;
    return null;
  };
  for (const step of steps) if (step.state === 'estimated') step.time = estimateOf(step)?.toISOString() ?? null;
  return steps;
}
