import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddListItem, ParsedLine } from '@/contracts/lists';
import { CART_MAX_QUANTITY } from '@/domain/cart';
import { LIST_NAME_MAX_LENGTH } from '@/domain/shopping-lists';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useStores } from '@/web/features/stores';
import { problemOf, useCreateList } from './api';
import { paidLabel, ProductLine } from './product-line';

/** What the shopper picked for a line: one of its matches (by index), or to keep it as text. */
interface Pick {
  choice: number | 'text';
  quantity: number;
}

const TEXT = 'text';
const selectClass = 'h-10 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-700';

/** A quantity box the shopper can clear and retype: a whole number from 1 to 99 is taken, anything else is put back on leaving. */
function QuantityInput({ id, value, onChange }: { id: string; value: number; onChange: (quantity: number) => void }) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // A new match brought its own quantity.
    setShown(value);
    setDraft(String(value));
  }
  const valid = (text: string) => /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= CART_MAX_QUANTITY;
  return (
    <div className="w-20">
      <label htmlFor={id} className="text-xs text-gray-700">
        Quantity
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={CART_MAX_QUANTITY}
        value={draft}
        aria-invalid={valid(draft) ? undefined : true}
        onChange={(e) => {
          setDraft(e.target.value);
          if (valid(e.target.value)) {
            setShown(Number(e.target.value));
            onChange(Number(e.target.value));
          }
        }}
        onBlur={() => setDraft(String(value))}
      />
    </div>
  );
}

function ReviewLine({ line, pick, onChange }: { line: ParsedLine; pick: Pick; onChange: (next: Pick) => void }) {
  const id = useId();
  const stores = useStores().data;
  const storeName = (storeId: number) => stores?.find((s) => s.id === storeId)?.name ?? '';
  const chosen = pick.choice === TEXT ? null : line.matches[pick.choice]!;
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-3" data-testid="paste-line">
      <p className="text-xs text-gray-600">
        You wrote: <span className="font-medium text-gray-900">{line.raw}</span>
      </p>
      <div className="mt-2">{chosen ? <ProductLine product={chosen.product} /> : <p className="text-sm text-gray-800">{line.best ? 'Kept as text' : 'No match found: kept as text'}</p>}</div>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {line.matches.length > 0 && (
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={`${id}-match`} className="text-xs text-gray-700">
              Match for “{line.text}”
            </label>
            <select
              id={`${id}-match`}
              className={selectClass}
              value={String(pick.choice)}
              onChange={(e) => {
                const value = e.target.value;
                const choice = value === TEXT ? TEXT : Number(value);
                onChange({ choice, quantity: choice === TEXT ? pick.quantity : line.matches[choice]!.quantity });
              }}
            >
              {line.matches.map((m, i) => (
                <option key={m.product.id} value={i}>
                  {`${m.product.name}, ${storeName(m.product.storeId)} ${paidLabel(m.product)}`}
                </option>
              ))}
              <option value={TEXT}>Keep as text</option>
            </select>
          </div>
        )}
        <QuantityInput id={`${id}-qty`} value={pick.quantity} onChange={(quantity) => onChange({ ...pick, quantity })} />
      </div>
    </li>
  );
}

/** Today as a list's default name: 'Shopping list 12 March'. */
const defaultName = () => `Shopping list ${new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })}`;

/**
 * The lines of a pasted list as the server read them: each with its best match, which the shopper can change to
 * another chain's match or keep as text, and its quantity; then saved as a list in one go.
 */
export function PasteReview({ lines, onCancel }: { lines: ParsedLine[]; onCancel: () => void }) {
  const [picks, setPicks] = useState<Pick[]>(() => lines.map((l) => ({ choice: l.best ? 0 : TEXT, quantity: l.best?.quantity ?? l.quantity })));
  const [name, setName] = useState(defaultName);
  const create = useCreateList();
  const navigate = useNavigate();
  const matched = picks.filter((p) => p.choice !== TEXT).length;

  const save = () => {
    const items: AddListItem[] = lines.map((line, i) => {
      const { choice, quantity } = picks[i]!;
      return choice === TEXT ? { text: line.text, quantity } : { productId: line.matches[choice]!.product.id, text: line.text, quantity };
    });
    create.mutate({ name: name.trim() || defaultName(), items }, { onSuccess: (list) => void navigate(`/lists/${list.id}`) });
  };

  return (
    <section aria-labelledby="paste-review-heading" className="mt-6">
      <h2 id="paste-review-heading" className="text-lg font-semibold">
        Check the matches
      </h2>
      <p className="mt-1 text-sm text-gray-700" role="status">
        {matched} of {lines.length} {lines.length === 1 ? 'line' : 'lines'} matched to a product. Change any match, or keep a line as text.
      </p>
      <ul className="mt-3 space-y-3" aria-label="Pasted lines">
        {lines.map((line, i) => (
          <ReviewLine key={i} line={line} pick={picks[i]!} onChange={(next) => setPicks((all) => all.map((p, j) => (j === i ? next : p)))} />
        ))}
      </ul>
      <form
        className="mt-4 flex flex-col gap-3 rounded-xl border border-gray-200 bg-gray-50 p-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <div className="min-w-0 flex-1">
          <Label htmlFor="paste-list-name">Name for this list</Label>
          <Input id="paste-list-name" value={name} maxLength={LIST_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            Start again
          </Button>
          <Button type="submit" disabled={create.isPending || lines.length === 0}>
            Save as a list
          </Button>
        </div>
      </form>
      {create.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problemOf(create.error)}
        </p>
      )}
    </section>
  );
}
