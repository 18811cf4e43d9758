import { Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ListItem, ShoppingList } from '@/contracts/lists';
import { CART_MAX_QUANTITY } from '@/domain/cart';
import { LIST_ITEM_TEXT_MAX_LENGTH } from '@/domain/shopping-lists';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { problemOf, useAddListItem, useParseList, useRemoveListItem, useUpdateListItem } from './api';
import { ProductLine } from './product-line';

const stepButton =
  'flex h-9 w-9 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';

const nameOf = (item: ListItem) => item.product?.name ?? item.text ?? 'item';

function ItemRow({ listId, item }: { listId: number; item: ListItem }) {
  const update = useUpdateListItem(listId);
  const remove = useRemoveListItem(listId);
  const name = nameOf(item);
  const setQuantity = (quantity: number) => update.mutate({ itemId: item.id, change: { quantity } });
  return (
    <li className="flex items-start gap-3 py-3" data-testid="list-item">
      <div className="min-w-0 flex-1">
        {item.product ? <ProductLine product={item.product} /> : <p className="text-sm font-medium text-gray-900">{item.text}</p>}
        {item.product && item.text && <p className="mt-0.5 text-xs text-gray-600">You wrote: {item.text}</p>}
        {!item.product && <p className="mt-0.5 text-xs text-gray-600">Not matched to a product: not put in the basket</p>}
      </div>
      <div role="group" aria-label={`Quantity of ${name}`} className="flex shrink-0 items-center rounded-full border border-gray-200">
        <button type="button" className={stepButton} aria-label={`Decrease quantity of ${name}`} disabled={item.quantity <= 1 || update.isPending} onClick={() => setQuantity(item.quantity - 1)}>
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <span className="min-w-7 text-center text-sm font-semibold tabular-nums" aria-live="polite">
          {item.quantity}
        </span>
        <button
          type="button"
          className={stepButton}
          aria-label={`Increase quantity of ${name}`}
          disabled={item.quantity >= CART_MAX_QUANTITY || update.isPending}
          onClick={() => setQuantity(item.quantity + 1)}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <button
        type="button"
        aria-label={`Remove ${name} from the list`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(item.id)}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** One more line, typed as in a pasted list ('2x milk'): its best match is added, or the words when nothing matches. */
function AddItem({ listId }: { listId: number }) {
  const [text, setText] = useState('');
  const parse = useParseList();
  const add = useAddListItem(listId);
  const busy = parse.isPending || add.isPending;
  const submit = async () => {
    const [line] = (await parse.mutateAsync(text)).lines;
    if (!line) return;
    const item = line.best ? { productId: line.best.product.id, text: line.text, quantity: line.best.quantity } : { text: line.text, quantity: line.quantity };
    add.mutate(item, { onSuccess: () => setText('') });
  };
  return (
    <form
      className="mt-3 flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) submit().catch(() => undefined);
      }}
    >
      <div className="min-w-0 flex-1">
        <Label htmlFor="add-list-item">Add an item</Label>
        <Input id="add-list-item" value={text} maxLength={LIST_ITEM_TEXT_MAX_LENGTH} placeholder="2x semi skimmed milk" onChange={(e) => setText(e.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={busy || !text.trim()}>
        Add
      </Button>
      {parse.isError && (
        <p role="alert" className="text-sm text-red-700">
          {problemOf(parse.error)}
        </p>
      )}
    </form>
  );
}

/** The list's lines: each with its quantity (minus stops at 1) and a bin; a note adds a line kept as text. */
export function ListItems({ list }: { list: ShoppingList }) {
  return (
    <section aria-labelledby="list-items-heading" className="mt-6">
      <h2 id="list-items-heading" className="text-lg font-semibold">
        Items <span className="text-sm font-normal text-gray-700">({list.items.length})</span>
      </h2>
      {list.items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">Nothing on this list yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-gray-200" aria-label="List items">
          {list.items.map((item) => (
            <ItemRow key={item.id} listId={list.id} item={item} />
          ))}
        </ul>
      )}
      <AddItem listId={list.id} />
    </section>
  );
}
