import { UserRound } from 'lucide-react';
import type { OrderTracking } from '@/contracts/fulfilment';

/** Who is doing the running around: the colleague's first name once someone has started, else the team. */
export function CollectionAgentCard({ tracking }: { tracking: Pick<OrderTracking, 'agent' | 'badge'> }) {
  const { agent, badge } = tracking;
  let note: string;
  if (badge === 'Cancelled') note = 'This order was cancelled before delivery.';
  else if (badge === 'Delivered') note = 'Delivered all together, in one drop.';
  else if (agent) note = 'Collecting from each store, then bringing everything in one delivery.';
  else note = 'A colleague will be assigned when collection starts.';
  return (
    <section aria-label="Collection agent" className="flex items-center gap-3 rounded-xl border border-gray-200 p-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
        <UserRound className="h-5 w-5 text-brand-700" aria-hidden="true" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="text-xs text-gray-600">Collection agent</p>
        <p className="font-semibold text-gray-900" data-testid="agent-name">
          {agent ? agent.name : 'Your Everystore team'}
        </p>
        <p className="text-gray-700">{note}</p>
      </div>
    </section>
  );
}
