import type { FulfilmentOrderSummary, PickingLine } from '@/contracts/fulfilment';

export type ChainState = FulfilmentOrderSummary['chains'][number]['state'];

export const CHAIN_STATE_LABEL: Record<ChainState, string> = { pending: 'To collect', collecting: 'Collecting', collected: 'Collected' };

export const CHAIN_STATE_CLASS: Record<ChainState, string> = {
  pending: 'bg-gray-100 text-gray-800',
  collecting: 'bg-blue-100 text-blue-800',
  collected: 'bg-green-100 text-green-800',
};

export const OUTCOME_LABEL: Record<PickingLine['outcome'], string> = { pending: 'To pick', picked: 'Picked', substituted: 'Substituted', unavailable: 'Unavailable' };

export const OUTCOME_CLASS: Record<PickingLine['outcome'], string> = {
  pending: 'bg-gray-100 text-gray-800',
  picked: 'bg-green-100 text-green-800',
  substituted: 'bg-amber-100 text-amber-900',
  unavailable: 'bg-red-100 text-red-800',
};
