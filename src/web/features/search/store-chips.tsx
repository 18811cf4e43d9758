import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Store } from '@/contracts/store';
import { cn } from '@/web/lib/cn';

interface StoreChipsProps {
  stores: Store[];
  selected: number | null;
  /** Results per store id, once the search has answered. */
  counts: Map<number, number> | null;
  /** The URL for a store id, or for all stores with null. */
  href: (storeId: number | null) => string;
}

const chip = 'relative inline-flex h-9 whitespace-nowrap shrink-0 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors';
const on = 'border-brand-700 bg-brand-700 text-white';
const off = 'border-gray-300 bg-white text-gray-800 hover:bg-gray-100';

/** 'All Stores' plus a chip per store. They are links: each choice is a URL, so back and forward replay it. */
export function StoreChips({ stores, selected, counts, href }: StoreChipsProps) {
  const nav = useRef<HTMLElement>(null);
  const counted = counts !== null;
  // On a narrow screen the chosen chip may sit past the edge of the row (e.g. after back): bring it into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="true"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected, stores.length, counted]);
  return (
    <nav ref={nav} aria-label="Filter by store" className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2">
        <li>
          <Link to={href(null)} aria-current={selected === null ? 'true' : undefined} className={cn(chip, selected === null ? on : off)}>
            All Stores
          </Link>
        </li>
        {stores.map((store) => {
          const current = selected === store.id;
          const count = counts?.get(store.id) ?? 0;
          return (
            <li key={store.id}>
              <Link
                to={href(store.id)}
                aria-current={current ? 'true' : undefined}
                className={cn(chip, current ? on : off)}
              >
                <span className="h-2.5 w-2.5 rounded-full ring-1 ring-white" style={{ backgroundColor: store.logoColor }} aria-hidden="true" />
                {store.name}
                {counts && (
                  <span className={cn('rounded-full px-1.5 text-xs tabular-nums', current ? 'bg-white/20' : 'bg-gray-100 text-gray-700')}>
                    {count}
                    <span className="sr-only"> {count === 1 ? 'result' : 'results'}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
