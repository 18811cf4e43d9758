import { Home, ShoppingBasket, Truck } from 'lucide-react';
import { useEffect, useState, type CSSProperties } from 'react';
import { cn } from '@/web/lib/cn';

/** The eight chains' letters and colours (the seeded store logos), drawn without a network request. */
const STORE_MARKS = [
  { letter: 'T', color: '#00539F' },
  { letter: 'S', color: '#C2410C' },
  { letter: 'A', color: '#3B7A12' },
  { letter: 'M', color: '#00563F' },
  { letter: 'W', color: '#4A6B1F' },
  { letter: 'A', color: '#00205B' },
  { letter: 'L', color: '#0050AA' },
  { letter: 'C', color: '#00698F' },
] as const;

const BASKET_ITEMS = [
  { label: 'Milk', store: 0 },
  { label: 'Bread', store: 1 },
  { label: 'Bananas', store: 2 },
  { label: 'Pasta', store: 6 },
] as const;

/** False on the first paint, true on the next frame: lets CSS transitions play when a scene mounts. */
function useEntered(): boolean {
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    // Two frames: the first may run before the starting styles are painted, which skips the transition.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setEntered(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return entered;
}

const enter = 'transition-all duration-500 ease-out motion-reduce:transition-none';
const delay = (ms: number): CSSProperties => ({ transitionDelay: `${ms}ms` });

function StoresScene() {
  const entered = useEntered();
  return (
    <div className="grid grid-cols-4 gap-3 sm:gap-4">
      {STORE_MARKS.map((mark, i) => (
        <span
          key={i}
          style={{ backgroundColor: mark.color, ...delay(i * 90) }}
          className={cn(enter, 'flex h-11 w-11 items-center justify-center rounded-full text-lg font-bold text-white shadow-md sm:h-16 sm:w-16 sm:text-2xl', entered ? 'scale-100 opacity-100' : 'scale-50 opacity-0')}
        >
          {mark.letter}
        </span>
      ))}
    </div>
  );
}

function BasketScene() {
  const entered = useEntered();
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex flex-wrap justify-center gap-2">
        {BASKET_ITEMS.map((item, i) => (
          <span
            key={item.label}
            style={delay(i * 250)}
            className={cn(enter, 'flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-gray-900 shadow', entered ? 'translate-y-0 opacity-100' : '-translate-y-6 opacity-0')}
          >
            <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: STORE_MARKS[item.store].color }} />
            {item.label}
          </span>
        ))}
      </div>
      <ShoppingBasket className="h-16 w-16 text-brand-700 sm:h-24 sm:w-24" strokeWidth={1.5} />
    </div>
  );
}

function DeliveryScene() {
  const entered = useEntered();
  return (
    <div className="relative mx-auto h-16 w-full max-w-sm sm:h-24 sm:max-w-md">
      <div className="absolute inset-x-0 bottom-2 border-b-2 border-dashed border-brand-700/40" />
      <Truck
        className={cn('absolute bottom-3 h-10 w-10 text-brand-700 transition-[left] duration-[2200ms] ease-in-out motion-reduce:transition-none sm:h-16 sm:w-16', entered ? 'left-[calc(100%-6.5rem)] sm:left-[calc(100%-8.5rem)]' : 'left-0')}
        strokeWidth={1.5}
      />
      <Home className="absolute bottom-3 right-0 h-10 w-10 text-gray-800 sm:h-16 sm:w-16" strokeWidth={1.5} />
    </div>
  );
}

/** One visual per walkthrough step; decorative, since the step's text carries the meaning. */
export const SCENE_VISUALS = [StoresScene, BasketScene, DeliveryScene] as const;

/** Fills over one step's duration while playing; remounted (by key) for each step. */
export function StepProgress({ durationMs }: { durationMs: number }) {
  const entered = useEntered();
  return (
    <div
      className={cn('h-full bg-brand-700 transition-[width] ease-linear motion-reduce:hidden', entered ? 'w-full' : 'w-0')}
      style={{ transitionDuration: `${durationMs}ms` }}
    />
  );
}
