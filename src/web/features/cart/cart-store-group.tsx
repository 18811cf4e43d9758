import { useId } from 'react';
import { CartLineItem } from './cart-line-item';
import type { CartStoreGroup as Group } from './group-cart-lines';

/** A store's lines under its logo letter (on the logo colour) and name. */
export function CartStoreGroup({ group }: { group: Group }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 pt-3" data-testid="cart-store-group">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold text-white"
          style={{ backgroundColor: group.logoColor }}
        >
          {group.logoLetter}
        </span>
        {group.name}
      </h3>
      <ul className="divide-y divide-gray-100">
        {group.lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}
