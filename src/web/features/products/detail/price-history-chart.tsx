import type { PriceDay, PriceHistory } from '@/contracts/price-history';
import { formatDayMonth } from '@/domain/delivery-slots';
import { formatPounds } from '@/domain/money';
import { Skeleton } from '@/web/components/ui/skeleton';
import { PRICE_HISTORY_DAYS, usePriceHistory } from '../api';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { top: 8, right: 8, bottom: 18, left: 40 };

/** A series as an SVG path of steps (a price holds until it changes); days with no price are left out. */
function stepPath(series: readonly PriceDay[], x: (i: number) => number, y: (price: number) => number): string {
  let d = '';
  let previous: number | null = null;
  series.forEach((day, i) => {
    if (day.price === null) {
      previous = null;
      return;
    }
    if (previous === null) d += `M${x(i).toFixed(1)},${y(day.price).toFixed(1)}`;
    else d += `H${x(i).toFixed(1)}V${y(day.price).toFixed(1)}`;
    previous = day.price;
  });
  const last = series.length - 1;
  return previous === null ? d : `${d}H${x(last).toFixed(1)}`;
}

/** The sentence a screen reader hears instead of the chart, and everyone reads beneath it. */
export function priceHistorySummary(history: PriceHistory, productName: string): string {
  const known = history.series.filter((d) => d.price !== null);
  if (known.length === 0 || history.lowest === null || history.highest === null) return `No price history for ${productName} yet.`;
  const first = known[0]!;
  const today = history.series[history.series.length - 1]!;
  const since = known.length === history.series.length ? `over the last ${history.days} days` : `since ${formatDayMonth(first.date)}`;
  const parts = [
    `${productName} ${since}: ${history.lowest === history.highest ? `steady at ${formatPounds(history.lowest)}` : `between ${formatPounds(history.lowest)} and ${formatPounds(history.highest)}`}, ${formatPounds(today.price ?? first.price!)} today.`,
  ];
  const eq = history.equivalent;
  const eqToday = eq?.series[eq.series.length - 1]?.price ?? null;
  if (eq && eqToday !== null) parts.push(`The cheapest equivalent elsewhere, ${eq.product.name} at ${eq.storeName}, is ${formatPounds(eqToday)} today.`);
  return parts.join(' ');
}

/**
 * The product page's price chart (issue 37): the last 90 days of what one costs, the cheapest true equivalent at
 * another chain as a second, dashed line, the lowest and highest, and "Lowest price in 90 days" when the server says
 * it is true. A small SVG (no chart library); the sentence beneath is its text alternative.
 */
export function PriceHistoryChart({ productId, productName }: { productId: number; productName: string }) {
  const query = usePriceHistory(productId);
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return null;
  const history = query.data;
  const own = history.series;
  const other = history.equivalent?.series ?? [];
  const prices = [...own, ...other].flatMap((d) => (d.price === null ? [] : [d.price]));
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || Math.max(0.1, max * 0.1);
  const low = Math.max(0, min - span * 0.15);
  const high = max + span * 0.15;
  const x = (i: number) => PAD.left + (i / Math.max(1, own.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (price: number) => PAD.top + (1 - (price - low) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const summary = priceHistorySummary(history, productName);
  const summaryId = `price-history-summary-${productId}`;
  return (
    <section aria-labelledby={`price-history-${productId}`} className="rounded-xl border border-gray-200 bg-white p-4" data-testid="price-history">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`price-history-${productId}`} className="text-base font-semibold text-gray-900">
          Price history
        </h2>
        {history.lowestInPeriod && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">Lowest price in {PRICE_HISTORY_DAYS} days</span>
        )}
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-2 h-auto w-full" role="img" aria-labelledby={summaryId}>
        {[high, (high + low) / 2, low].map((p) => (
          <g key={p}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(p)} y2={y(p)} stroke="#e5e7eb" strokeWidth="1" />
            <text x={PAD.left - 4} y={y(p) + 3} textAnchor="end" fontSize="9" fill="#4b5563">
              {formatPounds(p)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 4} fontSize="9" fill="#4b5563">
          {PRICE_HISTORY_DAYS} days ago
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 4} fontSize="9" fill="#4b5563" textAnchor="end">
          Today
        </text>
        {other.length > 0 && <path d={stepPath(other, x, y)} fill="none" stroke="#6b7280" strokeWidth="1.5" strokeDasharray="4 3" data-testid="equivalent-line" />}
        <path d={stepPath(own, x, y)} fill="none" stroke="#059669" strokeWidth="2.5" data-testid="product-line" />
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-emerald-600" /> This product
        </li>
        {history.equivalent && (
          <li className="flex items-center gap-1.5">
            <span className="inline-block w-4 border-t-2 border-dashed border-gray-500" /> Cheapest equivalent: {history.equivalent.product.name} at {history.equivalent.storeName}
          </li>
        )}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-600">Lowest</dt>
          <dd className="font-semibold text-gray-900">{history.lowest === null ? '–' : formatPounds(history.lowest)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">Highest</dt>
          <dd className="font-semibold text-gray-900">{history.highest === null ? '–' : formatPounds(history.highest)}</dd>
        </div>
        {history.was !== null && (
          <div>
            <dt className="text-gray-600">Was</dt>
            <dd className="font-semibold text-gray-900">{formatPounds(history.was)}</dd>
          </div>
        )}
      </dl>
      <p id={summaryId} className="mt-2 text-xs text-gray-700">
        {summary}
      </p>
    </section>
  );
}
