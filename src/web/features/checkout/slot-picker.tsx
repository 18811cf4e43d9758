import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useMemo, useState, type Ref } from 'react';
import { ALCOHOL_SLOT_MESSAGE, alcoholSlotAllowed } from '@/domain/age-restrictions';
import type { DeliveryDay, DeliverySlot, DeliverySlots } from '@/contracts/delivery-slots';
import type { DeliveryOption } from '@/domain/cart';
import { UK_POSTCODE_PATTERN } from '@/domain/postcode';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { schemaQueryFn } from '@/web/lib/api';

/** Every slots query starts with this, so a refused order can refresh them all. */
export const DELIVERY_SLOTS_PATH = '/api/delivery-slots';

export function deliverySlotsUrl(option: DeliveryOption, postcode: string): string {
  const valid = UK_POSTCODE_PATTERN.test(postcode.trim());
  return `${DELIVERY_SLOTS_PATH}?option=${option}${valid ? `&postcode=${encodeURIComponent(postcode.trim().toUpperCase())}` : ''}`;
}

export const isSlotsQuery = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(DELIVERY_SLOTS_PATH);

interface SlotPickerProps {
  option: DeliveryOption;
  postcode: string;
  value: string;
  onChange: (slotId: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  /** The basket has alcohol (issue 38): only slots inside off-sales hours are offered, and the picker says why. */
  alcohol?: boolean;
}

/** The days with only the slots an order with alcohol may have (alcoholSlotAllowed, the rule the server refuses by). */
function offSalesOnly(data: DeliverySlots): DeliverySlots {
  return {
    ...data,
    days: data.days.map((day) => ({ ...day, slots: day.slots.filter((s) => alcoholSlotAllowed({ date: day.date, start: new Date(s.start), end: new Date(s.end) })) })),
  };
}

const dayOf = (days: DeliveryDay[], slotId: string) => days.find((d) => d.slots.some((s) => s.id === slotId));
const firstOpenDay = (days: DeliveryDay[]) => days.find((d) => d.slots.some((s) => s.available)) ?? days[0];

/**
 * The delivery slot under the delivery option (issue 12): a strip of days, then the chosen day's two-hour
 * slots as native radios (arrow keys move between the open ones); full and closed slots are shown disabled.
 * Computed for the postcode typed above, so a postcode outside the area is said here, before paying.
 */
export function SlotPicker({ option, postcode, value, onChange, onBlur, inputRef, error, alcohol = false }: SlotPickerProps) {
  const query = useQuery({ queryKey: [deliverySlotsUrl(option, postcode)], queryFn: schemaQueryFn('deliverySlotsSchema') });
  const fetched: DeliverySlots | undefined = query.data;
  const data = useMemo(() => (fetched && alcohol ? offSalesOnly(fetched) : fetched), [fetched, alcohol]);
  const days = data?.days ?? [];
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const shownDay = days.find((d) => d.date === dayChoice) ?? (value ? dayOf(days, value) : undefined) ?? firstOpenDay(days);

  // A slot that is no longer offered (another option, a refresh that found it full) is no longer chosen.
  useEffect(() => {
    if (!data || !value) return;
    const still = data.days.some((d) => d.slots.some((s) => s.id === value && s.available));
    if (!still) onChange('');
  }, [data, value, onChange]);

  const showError = Boolean(error) && data?.covered !== false;
  const describedBy = showError ? 'checkout-deliverySlot-error' : undefined;
  return (
    <fieldset className="space-y-3" aria-describedby={describedBy} data-testid="slot-picker">
      <legend className="mb-2 text-sm font-semibold text-gray-900">Delivery Slot</legend>
      {query.isPending ? (
        <div role="status" aria-label="Loading delivery slots" className="flex justify-center py-4">
          <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden="true" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p>The delivery slots could not be loaded.</p>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data!.covered ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {data!.message}
        </p>
      ) : (
        <>
          {alcohol && <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{ALCOHOL_SLOT_MESSAGE}</p>}
          <DayStrip days={days} shown={shownDay} onPick={setDayChoice} />
          {shownDay && <SlotGrid day={shownDay} value={value} onChange={onChange} onBlur={onBlur} inputRef={inputRef} invalid={Boolean(error)} describedBy={describedBy} />}
          <p className="text-xs text-gray-600">Times are UK time. Orders for a slot close {data!.cutoffHours} hours before it starts.</p>
        </>
      )}
      {showError && (
        <p id="checkout-deliverySlot-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function DayStrip({ days, shown, onPick }: { days: DeliveryDay[]; shown: DeliveryDay | undefined; onPick: (date: string) => void }) {
  if (days.length < 2) return shown ? <p className="text-sm font-medium text-gray-900">{shown.label}</p> : null;
  return (
    <div role="group" aria-label="Delivery day" className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
      {days.map((day) => {
        const open = day.slots.filter((s) => s.available).length;
        const [weekday, ...rest] = day.label.split(' ');
        return (
          <button
            key={day.date}
            type="button"
            aria-pressed={day.date === shown?.date}
            onClick={() => onPick(day.date)}
            className={cn(
              'flex min-w-11 flex-1 flex-col items-center rounded-lg border px-1 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              day.date === shown?.date ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
            )}
          >
            <span className="font-semibold">{weekday}</span> <span className="text-xs">{rest.join(' ')}</span>
            {open === 0 && (
              <>
                {' '}
                <span className={cn('text-xs', day.date === shown?.date ? 'text-white' : 'text-gray-600')}>Full</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

interface SlotGridProps {
  day: DeliveryDay;
  value: string;
  onChange: (slotId: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  invalid: boolean;
  describedBy: string | undefined;
}

const note = (slot: DeliverySlot) => (slot.status === 'full' ? 'Full' : slot.status === 'closed' ? 'Closed' : slot.remaining <= 5 ? `${slot.remaining} left` : null);

function SlotGrid({ day, value, onChange, onBlur, inputRef, invalid, describedBy }: SlotGridProps) {
  const firstOpen = day.slots.find((s) => s.available);
  return (
    <div role="radiogroup" aria-label={`Slots on ${day.label}`} aria-invalid={invalid || undefined} aria-describedby={describedBy} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {day.slots.map((slot) => {
        const extra = note(slot);
        return (
          <label
            key={slot.id}
            className={cn(
              'flex items-center gap-2 rounded-lg border p-2.5 text-sm',
              slot.available
                ? 'cursor-pointer border-gray-300 bg-white has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700'
                : 'cursor-not-allowed border-gray-200 bg-gray-100 text-gray-600',
            )}
          >
            <input
              type="radio"
              name="deliverySlot"
              value={slot.id}
              checked={value === slot.id}
              disabled={!slot.available}
              onChange={() => onChange(slot.id)}
              onBlur={onBlur}
              ref={slot === firstOpen ? inputRef : undefined}
              className="h-4 w-4 accent-brand-700 focus:outline-none"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className={cn('font-medium tabular-nums', slot.available ? 'text-gray-900' : 'line-through decoration-gray-400')}>{slot.label}</span>
              {extra && (
                <>
                  {' '}
                  <span className="text-xs">{extra}</span>
                </>
              )}
            </span>
          </label>
        );
      })}
    </div>
  );
}
