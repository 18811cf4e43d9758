import type { FulfilmentOrder, OrderTracking, PickingLine, PickingList, TimelineStepView, TrackingLine } from '@/contracts/fulfilment';

/** Tracking and fulfilment factories for the component tests (never imported by the app). Prices in pounds. */

export function makeTrackingLine(over: Partial<TrackingLine> = {}): TrackingLine {
  const quantity = over.quantity ?? 1;
  const price = over.price ?? 1;
  return {
    id: 1,
    productId: 11,
    name: 'Semi Skimmed Milk',
    storeId: 1,
    storeName: 'Tesco',
    quantity,
    price,
    substitution: { kind: 'best_match' },
    outcome: 'pending',
    substitute: null,
    finalTotal: Math.round(price * 100 * quantity) / 100,
    ...over,
  };
}

export function makeStep(title: string, state: TimelineStepView['state'], time: string | null, over: Partial<TimelineStepView> = {}): TimelineStepView {
  return { title, description: null, state, time, location: null, storeId: null, chainState: null, ...over };
}

/** An order of Tesco and Waitrose just placed: confirmed, everything else estimated. */
export function makeTracking(over: Partial<OrderTracking> = {}): OrderTracking {
  return {
    orderId: 12,
    orderNumber: 'ES-000012',
    status: 'Order Confirmed',
    badge: 'In Progress',
    deliveryOption: 'standard',
    estimatedDelivery: '2026-11-24T20:00:00.000Z',
    steps: [
      makeStep('Order Confirmed', 'current', '2026-11-21T14:05:00.000Z', { description: 'Your order has been placed' }),
      // Estimated as the server does (src/domain/tracking-estimates.ts) for the 18:00-20:00 slot.
      makeStep('Collection in Progress', 'estimated', '2026-11-24T16:30:00.000Z'),
      makeStep('Collecting from Tesco', 'estimated', '2026-11-24T16:30:00.000Z', { storeId: 1, chainState: 'pending', location: '1 High Street, Edinburgh' }),
      makeStep('Collecting from Waitrose', 'estimated', '2026-11-24T17:00:00.000Z', { storeId: 5, chainState: 'pending', location: '5 Market Street, Edinburgh' }),
      makeStep('Out for Delivery', 'estimated', '2026-11-24T17:30:00.000Z', { location: 'EH1 3DX' }),
      makeStep('Delivered', 'estimated', '2026-11-24T20:00:00.000Z', { location: 'EH1 3DX' }),
    ],
    lines: [
      makeTrackingLine({ id: 1, productId: 11, name: 'Semi Skimmed Milk', price: 1.45, quantity: 2 }),
      makeTrackingLine({ id: 2, productId: 12, name: 'Sourdough Loaf', price: 2.5, storeId: 5, storeName: 'Waitrose' }),
      makeTrackingLine({ id: 3, productId: 13, name: 'Free Range Eggs', price: 2.1 }),
    ],
    subtotal: 7.5,
    deliveryFee: 3.99,
    originalTotal: 11.49,
    finalTotal: 11.49,
    refund: 0,
    canCancel: true,
    agent: null,
    ...over,
  };
}

export function makePickingLine(over: Partial<PickingLine> = {}): PickingLine {
  return { ...makeTrackingLine(over), category: 'Dairy', suggestions: [], ...over };
}

export function makePickingList(over: Partial<PickingList> & Pick<PickingList, 'storeId' | 'storeName'>): PickingList {
  return { storeColor: '#00539F', branchAddress: '1 High Street, Edinburgh EH1 1AA', state: 'pending', lines: [], ...over };
}

/** A staff view of an order; `can` and the chips follow the picking lists unless given. */
export function makeFulfilmentOrder(over: Partial<FulfilmentOrder> = {}): FulfilmentOrder {
  const pickingLists = over.pickingLists ?? [];
  const allCollected = pickingLists.length > 0 && pickingLists.every((l) => l.state === 'collected');
  return {
    id: 12,
    orderNumber: 'ES-000012',
    customerName: 'Ada Lovelace',
    status: 'Order Confirmed',
    deliveryOption: 'standard',
    estimatedDelivery: '2026-11-24T20:00:00.000Z',
    deliverySlot: null,
    deliveryPostcode: 'EH1 3DX',
    itemCount: pickingLists.reduce((n, l) => n + l.lines.reduce((m, line) => m + line.quantity, 0), 0),
    chains: pickingLists.map((l) => ({ storeId: l.storeId, storeName: l.storeName, state: l.state })),
    paymentState: 'authorised',
    revision: 1,
    amendedAt: null,
    notes: null,
    pickingLists,
    steps: [],
    subtotal: 0,
    deliveryFee: 3.99,
    originalTotal: 0,
    finalTotal: 0,
    refund: 0,
    can: { outForDelivery: allCollected, deliver: false, cancel: true },
    payment: { state: over.paymentState ?? 'authorised', authorised: 0, canRetry: false, canWriteOff: false, writtenOff: null },
    ...over,
  };
}
