import { ArrowDown, Loader2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { SwapSuggestion } from '@/contracts/cart';
import type { Product } from '@/contracts/product';
import { formatPence, formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { StoreLogo, useChain } from '@/web/features/stores';
import { DEFAULT_SAVINGS_OPTIONS, useApplySwaps, useCartSavings, type SavingsOptions } from './swap-api';
import { ownBrandLine } from './swap-text';

const keyOf = (s: SwapSuggestion) => `${s.cartItemId}:${s.suggested.id}`;
const STORE_LIMITS = [1, 2, 3, 4, 5, 6, 7];
/** Same-product swaps are offered ticked; a brand change only when the shopper ticks it. */
const tickedAtFirst = (s: SwapSuggestion) => s.match === 'same-product';

/**
 * The swaps on offer in two groups: the same products for less at another store (ticked to start, "Select all"
 * works on these), then the own-brand swaps (unticked, with what they could save on top). A line takes one swap:
 * ticking one of its swaps unticks its other. Then the shopper's options, and "Apply swaps".
 */
export function SwapDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [options, setOptions] = useState<SavingsOptions>(DEFAULT_SAVINGS_OPTIONS);
  const { data, isFetching, isError } = useCartSavings(options);
  const apply = useApplySwaps();
  const swaps = useMemo(() => data?.swaps ?? [], [data]);
  const same = swaps.filter((s) => s.match === 'same-product');
  const ownBrand = swaps.filter((s) => s.match !== 'same-product');
  // What the shopper ticked or unticked; anything new on offer starts as tickedAtFirst says.
  const [picked, setPicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isTicked = (s: SwapSuggestion) => picked.get(keyOf(s)) ?? tickedAtFirst(s);
  const chosen = swaps.filter(isTicked);
  const chosenSaving = chosen.reduce((sum, s) => sum + s.savingPence, 0);
  const sameTicked = same.filter(isTicked).length;
  const selectAllId = useId();
  const sameOnlyId = useId();
  const storesId = useId();
  const sameHeadingId = useId();
  const ownHeadingId = useId();

  /** Ticks or unticks these swaps; a swap ticked unticks the other swaps of its line. */
  const set = (changes: SwapSuggestion[], on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      for (const s of changes) {
        next.set(keyOf(s), on);
        if (on) for (const other of swaps) if (other.cartItemId === s.cartItemId && other !== s) next.set(keyOf(other), false);
      }
      return next;
    });

  const onApply = () =>
    apply.mutate(
      chosen.map((s) => ({ cartItemId: s.cartItemId, productId: s.suggested.id })),
      { onSuccess: () => onOpenChange(false) },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" data-testid="swap-dialog">
        <DialogHeader>
          <DialogTitle>Swap to save</DialogTitle>
          <DialogDescription>The same products for less at another store. Own-brand swaps of the same kind are listed apart. Choose the swaps you want.</DialogDescription>
        </DialogHeader>

        <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <legend className="sr-only">Options</legend>
          <div className="flex items-center gap-2">
            <Checkbox id={sameOnlyId} checked={options.sameOnly} onCheckedChange={(v) => setOptions((o) => ({ ...o, sameOnly: v === true }))} />
            <label htmlFor={sameOnlyId}>Same products only</label>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={storesId}>Stores</label>
            <select
              id={storesId}
              className="rounded-md border border-gray-300 bg-white px-2 py-1"
              value={options.maxStores ?? ''}
              onChange={(e) => setOptions((o) => ({ ...o, maxStores: e.target.value === '' ? null : Number(e.target.value) }))}
            >
              <option value="">Any number</option>
              {STORE_LIMITS.map((n) => (
                <option key={n} value={n}>{`At most ${n}`}</option>
              ))}
            </select>
          </div>
        </fieldset>

        {!data && isFetching ? (
          <div className="flex justify-center py-8" role="status" aria-label="Finding cheaper swaps">
            <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
          </div>
        ) : isError ? (
          <p className="text-sm text-gray-700">The swaps could not be loaded. Please try again.</p>
        ) : swaps.length === 0 ? (
          <p className="py-4 text-sm text-gray-700" data-testid="swap-none">
            {data && !data.withinStoreLimit ? `Your basket cannot be kept to ${data.maxStores} ${data.maxStores === 1 ? 'store' : 'stores'} with these swaps.` : 'No cheaper swaps with these options.'}
          </p>
        ) : (
          <div className="-mt-2 max-h-[50vh] space-y-4 overflow-y-auto overscroll-contain" aria-busy={isFetching}>
            {same.length > 0 && (
              <section aria-labelledby={sameHeadingId} data-testid="swap-group-same">
                <h3 id={sameHeadingId} className="text-sm font-semibold text-gray-900">
                  Same product, cheaper at another store
                </h3>
                <div className="mt-1 flex items-center gap-2 border-b border-gray-200 pb-2 text-sm font-medium">
                  <Checkbox id={selectAllId} checked={sameTicked === same.length ? true : sameTicked > 0 ? 'indeterminate' : false} onCheckedChange={(v) => set(same, v === true)} />
                  <label htmlFor={selectAllId}>Select all</label>
                </div>
                <ul className="divide-y divide-gray-100">
                  {same.map((s) => (
                    <SwapRow key={keyOf(s)} swap={s} checked={isTicked(s)} onChange={(on) => set([s], on)} />
                  ))}
                </ul>
              </section>
            )}
            {ownBrand.length > 0 && (
              <section aria-labelledby={ownHeadingId} data-testid="swap-group-own-brand">
                <h3 id={ownHeadingId} className="text-sm font-semibold text-gray-900">
                  Own-brand swaps
                </h3>
                <p className="mt-0.5 border-b border-gray-200 pb-2 text-xs text-gray-700" data-testid="own-brand-saving">
                  {`A different brand of the same kind. ${ownBrandLine(data?.ownBrandSavingPence ?? 0, same.length > 0)}`}
                </p>
                <ul className="divide-y divide-gray-100">
                  {ownBrand.map((s) => (
                    <SwapRow key={keyOf(s)} swap={s} checked={isTicked(s)} onChange={(on) => set([s], on)} />
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}

        <DialogFooter className="items-center sm:justify-between">
          <p className="text-sm text-gray-700" aria-live="polite">
            {data && swaps.length > 0 ? `${chosen.length} of ${swaps.length} selected, saving ${formatPence(chosenSaving)}` : ''}
          </p>
          <Button onClick={onApply} disabled={chosen.length === 0 || apply.isPending || isFetching}>
            {apply.isPending && <Loader2 className="mr-2 h-4 w-4 animate-spin" aria-hidden="true" />}
            Apply swaps
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SwapRow({ swap, checked, onChange }: { swap: SwapSuggestion; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex gap-3 py-3" data-testid="swap-row">
      <Checkbox id={id} className="mt-1" checked={checked} onCheckedChange={(v) => onChange(v === true)} aria-describedby={`${id}-saving`} />
      <label htmlFor={id} className="min-w-0 flex-1 text-sm">
        <ProductSide product={swap.current} price={swap.currentUnitPrice} unitLabel={swap.currentUnitPriceLabel} quantity={swap.quantity} muted />
        <ArrowDown className="my-0.5 h-4 w-4 text-gray-500" aria-label="swap for" />
        <ProductSide product={swap.suggested} price={swap.suggestedUnitPrice} unitLabel={swap.suggestedUnitPriceLabel} quantity={swap.quantity} />
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-800">{swap.reason}</span>
          <span id={`${id}-saving`} className="text-xs font-semibold text-green-800">{`Save ${formatPence(swap.savingPence)}`}</span>
        </span>
      </label>
    </li>
  );
}

function ProductSide({ product, price, unitLabel, quantity, muted = false }: { product: Product; price: number; unitLabel: string | null; quantity: number; muted?: boolean }) {
  const chain = useChain(product.storeId);
  return (
    <span className={muted ? 'block text-gray-600' : 'block text-gray-900'}>
      <span className="block font-medium">
        {quantity} × {product.name}
        {product.unit ? <span className="font-normal text-gray-600">{` (${product.unit})`}</span> : null}
      </span>
      <span className="mt-0.5 flex items-center gap-1.5 text-xs">
        {chain && <StoreLogo store={chain} size="xs" />}
        <span>{[chain?.name, formatPounds(price), unitLabel].filter(Boolean).join(' · ')}</span>
      </span>
    </span>
  );
}

export default SwapDialog;
