/**
 * A small metrics registry that writes Prometheus's text exposition format (version 0.0.4): counters and
 * histograms kept here, and values read from elsewhere when scraped (gauges, or counters kept by another part).
 *
 * Every distinct set of label values is a series kept for the life of the process, so label values must come
 * from a bounded set (methods, route patterns, statuses), never from what a client writes (a raw URL).
 */

export type Labels = Readonly<Record<string, string>>;
/** One value read at a scrape, with its labels (none for a metric of one series). */
export interface Sample {
  labels?: Labels;
  value: number;
}
/** A read value: one number, or one sample per series (none: the metric is left out of the text). */
export type Reading = number | readonly Sample[];

type Type = 'counter' | 'gauge' | 'histogram';

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

// Counted on every request: most values (methods, patterns, statuses) need no escaping, so look before replacing.
const escapeLabelValue = (value: string) => (/[\\"\n]/.test(value) ? value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"') : value);
const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

/** `a="x",b="y"`: the labels inside the braces, in the given order. */
function labelPairs(names: readonly string[], labels: Labels): string {
  return names.map((name) => `${name}="${escapeLabelValue(labels[name] ?? '')}"`).join(',');
}

const braced = (pairs: string) => (pairs === '' ? '' : `{${pairs}}`);

function checkLabelNames(names: readonly string[]): void {
  for (const name of names) if (!LABEL_NAME.test(name) || name.startsWith('__') || name === 'le') throw new Error(`Invalid label name: ${name}`);
}

/** A count that only goes up, one series per set of label values. */
export class Counter<L extends string = never> {
  private readonly series = new Map<string, number>();

  constructor(private readonly labelNames: readonly L[]) {
    checkLabelNames(labelNames);
    // A counter of one series shows 0 from the start, so a rate over its first increase is right.
    if (labelNames.length === 0) this.series.set('', 0);
  }

  inc(labels?: Record<L, string>, by = 1): void {
    const key = labelPairs(this.labelNames, labels ?? {});
    this.series.set(key, (this.series.get(key) ?? 0) + by);
  }

  lines(name: string): string[] {
    return [...this.series].map(([pairs, value]) => `${name}${braced(pairs)} ${formatValue(value)}`);
  }
}

/** Observations counted into fixed buckets (upper bounds, ascending), with their sum and count. */
export class Histogram<L extends string = never> {
  private readonly series = new Map<string, { counts: number[]; sum: number; count: number }>();

  constructor(
    private readonly labelNames: readonly L[],
    private readonly buckets: readonly number[],
  ) {
    checkLabelNames(labelNames);
    if (buckets.length === 0 || buckets.some((b, i) => i > 0 && b <= buckets[i - 1]!)) throw new Error('Histogram buckets must be ascending');
  }

  observe(labels: Record<L, string>, value: number): void {
    const key = labelPairs(this.labelNames, labels);
    let series = this.series.get(key);
    if (!series) this.series.set(key, (series = { counts: this.buckets.map(() => 0), sum: 0, count: 0 }));
    const bucket = this.buckets.findIndex((bound) => value <= bound);
    if (bucket >= 0) series.counts[bucket]! += 1;
    series.sum += value;
    series.count += 1;
  }

  lines(name: string): string[] {
    const out: string[] = [];
    for (const [pairs, { counts, sum, count }] of this.series) {
      const withLe = (le: string) => `{${pairs === '' ? '' : `${pairs},`}le="${le}"}`;
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += counts[i]!;
        out.push(`${name}_bucket${withLe(formatValue(bound))} ${cumulative}`);
      });
      out.push(`${name}_bucket${withLe('+Inf')} ${count}`, `${name}_sum${braced(pairs)} ${formatValue(sum)}`, `${name}_count${braced(pairs)} ${count}`);
    }
    return out;
  }
}

export class Registry {
  private readonly metrics = new Map<string, { help: string; type: Type; lines: (name: string) => string[] }>();

  counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    const counter = new Counter(labelNames);
    this.add(name, help, 'counter', (n) => counter.lines(n));
    return counter;
  }

  histogram<L extends string = never>(name: string, help: string, labelNames: readonly L[], buckets: readonly number[]): Histogram<L> {
    const histogram = new Histogram(labelNames, buckets);
    this.add(name, help, 'histogram', (n) => histogram.lines(n));
    return histogram;
  }

  /** A value read at each scrape: a gauge, or (`type` 'counter') a running total kept elsewhere. */
  read(name: string, help: string, read: () => Reading, type: 'gauge' | 'counter' = 'gauge'): void {
    this.add(name, help, type, (n) => {
      const reading = read();
      if (typeof reading === 'number') return [`${n} ${formatValue(reading)}`];
      return reading.map(({ labels = {}, value }) => {
        const names = Object.keys(labels);
        checkLabelNames(names);
        return `${n}${braced(labelPairs(names, labels))} ${formatValue(value)}`;
      });
    });
  }

  /** The whole text: of every metric, HELP and TYPE, then its samples (a labelled one may have none yet). */
  render(): string {
    const out: string[] = [];
    for (const [name, metric] of this.metrics) {
      let lines: string[];
      try {
        lines = metric.lines(name);
      } catch {
        // A value that cannot be read leaves its metric out (absent, which an alert can see), not the scrape.
        continue;
      }
      out.push(`# HELP ${name} ${escapeHelp(metric.help)}`, `# TYPE ${name} ${metric.type}`, ...lines);
    }
    return out.length === 0 ? '' : `${out.join('\n')}\n`;
  }

  private add(name: string, help: string, type: Type, lines: (name: string) => string[]): void {
    if (!METRIC_NAME.test(name)) throw new Error(`Invalid metric name: ${name}`);
    if (this.metrics.has(name)) throw new Error(`Metric registered twice: ${name}`);
    this.metrics.set(name, { help, type, lines });
  }
}
