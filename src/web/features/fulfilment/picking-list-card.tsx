import { PackageCheck, Play, Printer } from 'lucide-react';
import { useId } from 'react';
import type { FulfilmentOrder, PickingList } from '@/contracts/fulfilment';
import { Button } from '@/web/components/ui/button';
import { formatDate } from '@/web/features/orders';
import { cn } from '@/web/lib/cn';
import type { Move } from './api';
import { CHAIN_STATE_CLASS, CHAIN_STATE_LABEL } from './labels';
import { PickingLineRow } from './picking-line';
import { StateChip } from './state-chip';

interface Props {
  list: PickingList;
  order: FulfilmentOrder;
  /** The chain being printed, if any: the other lists are left off the page. */
  printing: number | null;
  onPrint: () => void;
  busy: boolean;
  onMove: (move: Move) => void;
}

/** One chain's picking list: branch and state, its lines by aisle, Start collecting, Collected, Print. */
export function PickingListCard({ list, order, printing, onPrint, busy, onMove }: Props) {
  const headingId = useId();
  const open = order.can.cancel;
  const allDone = list.lines.every((l) => l.outcome !== 'pending');
  const left = list.lines.filter((l) => l.outcome === 'pending').length;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm print:rounded-none print:border-0 print:shadow-none',
        printing !== null && printing !== list.storeId && 'print:hidden',
      )}
      data-testid="picking-list"
    >
      <header className="border-t-8 p-4 print:border-t-4 print:px-0" style={{ borderTopColor: list.storeColor }}>
        <p className="hidden text-sm print:block">
          Picking list · Order #{order.orderNumber} · {order.customerName} · delivery {formatDate(order.estimatedDelivery)} ({order.deliveryPostcode})
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <span aria-hidden="true" className="h-3 w-3 rounded-full print:hidden" style={{ backgroundColor: list.storeColor }} />
            {list.storeName}
          </h2>
          <StateChip className={CHAIN_STATE_CLASS[list.state]} data-testid="chain-state">
            {CHAIN_STATE_LABEL[list.state]}
          </StateChip>
        </div>
        <p className="text-sm text-gray-700">{list.branchAddress}</p>
        <div className="mt-3 flex flex-wrap gap-2 print:hidden">
          {list.state === 'pending' && open && (
            <Button
              size="lg"
              className="grow sm:grow-0"
              aria-label={`Start collecting from ${list.storeName}`}
              disabled={busy}
              onClick={() => onMove({ kind: 'start', storeId: list.storeId })}
            >
              <Play className="h-4 w-4" aria-hidden="true" />
              Start collecting
            </Button>
          )}
          {list.state === 'collecting' && (
            <Button
              size="lg"
              className="grow sm:grow-0"
              aria-label={`Collected from ${list.storeName}`}
              disabled={busy || !allDone}
              onClick={() => onMove({ kind: 'collect', storeId: list.storeId })}
            >
              <PackageCheck className="h-4 w-4" aria-hidden="true" />
              Collected
            </Button>
          )}
          <Button size="lg" variant="outline" className="grow sm:grow-0" aria-label={`Print the ${list.storeName} picking list`} onClick={onPrint}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            Print
          </Button>
        </div>
        {list.state === 'collecting' && !allDone && (
          <p className="mt-2 text-xs text-gray-700 print:hidden">
            {left} {left === 1 ? 'line needs' : 'lines need'} an outcome before {list.storeName} is collected.
          </p>
        )}
      </header>
      <ol aria-label={`${list.storeName} lines`} className="divide-y divide-gray-100 px-4 print:px-0">
        {list.lines.map((line) => (
          <PickingLineRow key={line.id} line={line} working={list.state === 'collecting' && open} busy={busy} onOutcome={(body) => onMove({ kind: 'line', lineId: line.id, body })} />
        ))}
      </ol>
    </section>
  );
}
