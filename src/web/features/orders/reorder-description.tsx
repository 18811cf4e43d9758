import type { ReactNode } from 'react';
import type { ReorderResult } from '@/contracts/orders';
import { CART_MAX_QUANTITY } from '@/domain/cart';
import { formatPounds } from '@/domain/money';

export const REORDER_TEXT = 'Adding items from your previous order to cart';

const names = (lines: { name: string }[]) => lines.map((l) => l.name).join(', ');

/** Short notes on what the basket got differently from the old order. */
export function reorderNotes(result: ReorderResult): string[] {
  const notes: string[] = [];
  if (result.unavailable.length) notes.push(`Not available now: ${names(result.unavailable)}.`);
  for (const p of result.priceChanged) notes.push(`${p.name}: was ${formatPounds(p.was)}, now ${formatPounds(p.now)}.`);
  if (result.capped.length) notes.push(`Limited to ${CART_MAX_QUANTITY} in your basket: ${names(result.capped)}.`);
  return notes;
}

export function reorderDescription(result: ReorderResult): ReactNode {
  const notes = reorderNotes(result);
  if (notes.length === 0) return REORDER_TEXT;
  return (
    <>
      <p>{REORDER_TEXT}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}
