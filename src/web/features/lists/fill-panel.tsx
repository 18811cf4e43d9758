import { Loader2, ShoppingBasket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FillLine, StrategyFigures, ToBasketResult } from '@/contracts/lists';
import type { FillStrategy } from '@/domain/list-fill';
import { formatPence } from '@/domain/money';
import { namesList } from '@/domain/shopping-lists';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { problemOf, useFillBasket, useFillPreview } from './api';
import { ProductLine } from './product-line';

const TITLES: Record<FillStrategy, string> = { cheapest: 'Cheapest', 'fewest-stores': 'Fewest stores', 'one-store': 'One store' };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function Details({ figures, strategy }: { figures: StrategyFigures; strategy: FillStrategy }) {
  return (
    <span className="mt-1 block text-xs text-gray-700">
      {strategy === 'cheapest' ? `From ${plural(figures.storeIds.length, 'store')}` : strategy === 'fewest-stores' ? `From ${namesList(figures.storeNames) || 'no store'}` : null}
      {figures.missing > 0 && <span className="block font-medium text-amber-800">{plural(figures.missing, 'line')} missing</span>}
      {figures.brandChanges > 0 && <span className="block">{plural(figures.brandChanges, 'line')} change brand</span>}
    </span>
  );
}

function StrategyCard({ strategy, figures, chosen, onChoose, children }: { strategy: FillStrategy; figures: StrategyFigures | null; chosen: boolean; onChoose: () => void; children?: ReactNode }) {
  return (
    <label className={cn('block cursor-pointer rounded-xl border bg-white p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700', chosen ? 'border-brand-700 ring-1 ring-brand-700' : 'border-gray-200')}>
      <span className="flex items-center gap-2">
        <input type="radio" name="fill-strategy" value={strategy} checked={chosen} onChange={onChoose} className="h-4 w-4 accent-brand-700" />
        <span className="font-semibold text-gray-900">{TITLES[strategy]}</span>
      </span>
      <span className="mt-1 block text-xl font-bold tabular-nums text-gray-900">{figures ? formatPence(figures.totalPence) : '–'}</span>
      {figures && <Details figures={figures} strategy={strategy} />}
      {children}
    </label>
  );
}

function ChosenLines({ lines }: { lines: FillLine[] }) {
  return (
    <ul className="mt-3 divide-y divide-gray-200" aria-label="What goes in the basket">
      {lines.map((line) => (
        <li key={line.itemId} className="flex items-start gap-3 py-2">
          <div className="min-w-0 flex-1">
            {line.chosen ? <ProductLine product={line.chosen} /> : <p className="text-sm font-medium text-gray-900">{line.listed?.name ?? line.text}</p>}
            {line.brandChanged && line.listed && <p className="mt-0.5 text-xs font-medium text-amber-800">Changed brand: instead of {line.listed.name}</p>}
            {!line.chosen && <p className="mt-0.5 text-xs text-gray-700">{line.listed ? 'Not available this way' : 'Not matched to a product'}</p>}
          </div>
          <span className="shrink-0 text-right text-sm tabular-nums text-gray-900">
            <span className="block font-semibold">{line.costPence === null ? '–' : formatPence(line.costPence)}</span>
            <span className="block text-xs text-gray-700">Qty {line.quantity}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function OneStoreSelect({ answer, storeId, onChange }: { answer: ToBasketResult | undefined; storeId: number | undefined; onChange: (id: number) => void }) {
  const stores = answer?.stores ?? [];
  const value = storeId ?? answer?.oneStore?.storeIds[0];
  if (stores.length === 0) return null;
  return (
    <span className="mt-2 block">
      <span className="sr-only">Store to fill from</span>
      <select
        aria-label="Store to fill from"
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-9 w-full rounded-lg border border-gray-300 bg-white px-2 text-xs text-gray-900"
      >
        {stores.map((s) => (
          <option key={s.storeId} value={s.storeId}>
            {`${s.storeNames[0]} ${formatPence(s.totalPence)}${s.missing > 0 ? `, ${plural(s.missing, 'line')} missing` : ''}`}
          </option>
        ))}
      </select>
    </span>
  );
}

/** "Fill my basket": the three ways side by side with their totals, the chosen way line by line, then a confirm. */
export function FillPanel({ listId, hasProducts }: { listId: number; hasProducts: boolean }) {
  const [open, setOpen] = useState(false);
  const [strategy, setStrategy] = useState<FillStrategy>('cheapest');
  const [storeId, setStoreId] = useState<number | undefined>();
  // The chain chosen for 'one store' is sent whatever the way, so its card keeps that chain's total.
  const body = { strategy, ...(storeId !== undefined ? { storeId } : {}) };
  const preview = useFillPreview(listId, body, open);
  const fill = useFillBasket(listId);
  const answer = preview.data;

  return (
    <section aria-labelledby="fill-heading" className="mt-8 rounded-xl border border-gray-200 bg-gray-50 p-4">
      <h2 id="fill-heading" className="text-lg font-semibold">
        Fill my basket
      </h2>
      <p className="mt-1 text-sm text-gray-700">Every item from one store, from the fewest stores, or each wherever it is cheapest: compare, then add.</p>
      {!open ? (
        <Button type="button" className="mt-3" disabled={!hasProducts} onClick={() => setOpen(true)}>
          <ShoppingBasket className="h-4 w-4" aria-hidden="true" />
          Compare the ways to fill it
        </Button>
      ) : (
        <>
          <p role="status" className="mt-3 min-h-5 text-sm font-medium text-gray-900">
            {preview.isPending ? 'Working out the totals…' : (answer?.summary ?? '')}
          </p>
          {preview.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {problemOf(preview.error)}
            </p>
          )}
          <fieldset className="mt-3">
            <legend className="sr-only">How to fill the basket</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <StrategyCard strategy="cheapest" figures={answer?.cheapest ?? null} chosen={strategy === 'cheapest'} onChoose={() => setStrategy('cheapest')} />
              <StrategyCard strategy="fewest-stores" figures={answer?.fewestStores ?? null} chosen={strategy === 'fewest-stores'} onChoose={() => setStrategy('fewest-stores')} />
              <StrategyCard strategy="one-store" figures={answer?.oneStore ?? null} chosen={strategy === 'one-store'} onChoose={() => setStrategy('one-store')}>
                <OneStoreSelect
                  answer={answer}
                  storeId={storeId}
                  onChange={(id) => {
                    setStoreId(id);
                    setStrategy('one-store');
                  }}
                />
              </StrategyCard>
            </div>
          </fieldset>
          {answer && answer.strategy === strategy && <ChosenLines lines={answer.lines} />}
          <Button type="button" className="mt-4 w-full sm:w-auto" disabled={!answer || fill.isPending || answer.lines.every((l) => !l.chosen)} onClick={() => fill.mutate(body)}>
            {fill.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            Add to basket ({TITLES[strategy].toLowerCase()})
          </Button>
        </>
      )}
    </section>
  );
}
