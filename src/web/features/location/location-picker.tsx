import { ChevronDown, MapPin } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { useDeliveryLocation } from './location-context';

const ChangeLocationPanel = lazy(() => import('./change-location-panel'));

/**
 * 'Delivering to:' with the current street and postcode; opens the 'Change Location' panel. The panel is
 * a light disclosure rather than a modal: a click outside or Escape closes it.
 * `variant` 'header' floats the panel under the button; 'menu' opens it in place (inside the side menu).
 */
export function LocationPicker({ variant = 'header' }: { variant?: 'header' | 'menu' }) {
  const { location } = useDeliveryLocation();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  const close = useCallback(() => {
    // Only pull focus back when it was inside the panel; a click elsewhere keeps its own focus.
    const focusInside = wrapperRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (focusInside) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const inMenu = variant === 'menu';
  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={cn(
          'flex max-w-full items-center gap-2 rounded-lg text-left hover:bg-black/5',
          inMenu ? 'w-full border border-gray-200 bg-white p-3' : 'min-h-10 px-1 py-1 md:px-2',
        )}
      >
        <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className={cn('flex min-w-0 flex-1 leading-tight', inMenu ? 'flex-col' : 'items-baseline gap-1 md:flex-col md:items-start md:gap-0')}>
          <span className="shrink-0 text-xs text-gray-700">Delivering to:</span>
          <span className="truncate text-sm font-semibold text-gray-900">
            {location.streetName}, {location.postcode}
          </span>
        </span>
        <ChevronDown className={cn('h-4 w-4 shrink-0 text-gray-600 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          data-location-panel=""
          className={cn(
            'rounded-xl border border-gray-200 bg-white p-4 shadow-lg',
            inMenu ? 'mt-2' : 'absolute left-0 top-full z-50 mt-2 w-[min(22rem,calc(100vw-1.5rem))]',
          )}
        >
          <p id={titleId} className="mb-3 text-base font-semibold text-gray-900">
            Change Location
          </p>
          <Suspense fallback={<p className="text-sm text-gray-600">Loading…</p>}>
            <ChangeLocationPanel onClose={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
