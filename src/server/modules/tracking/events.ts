import type { Database } from '../../db/client';
import { ORDER_EVENTS_CHANNEL } from '../fulfilment/service';

type Subscriber = () => void;

/**
 * Order changes as this process hears them: one LISTEN on order_events for the whole process (PostgreSQL: one
 * connection; PGlite: its own listen), passed to the subscribers of each order: the stream hub's one watch per
 * order (hub.ts), which reads the order once and fans it out to the order's streams. A move NOTIFYs inside its
 * transaction, so every instance hears it once it commits, and never for a move rolled back.
 */
export class OrderEvents {
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(private readonly database: Database) {}

  /** Calls fn after every change of the order (and after a lost listening connection came back); returns how to stop. */
  async subscribe(orderId: number, fn: Subscriber): Promise<() => void> {
    this.listening ??= this.database.listen(ORDER_EVENTS_CHANNEL, (payload) => this.dispatch(payload));
    try {
      await this.listening;
    } catch (error) {
      this.listening = null;
      throw error;
    }
    const set = this.subscribers.get(orderId) ?? new Set<Subscriber>();
    set.add(fn);
    this.subscribers.set(orderId, set);
    return () => {
      set.delete(fn);
      if (set.size === 0 && this.subscribers.get(orderId) === set) this.subscribers.delete(orderId);
    };
  }

  /** Open subscriptions, for tests and diagnostics. */
  get size(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  private dispatch(payload: string | null): void {
    if (payload === null) {
      for (const set of this.subscribers.values()) set.forEach((fn) => fn());
      return;
    }
    this.subscribers.get(Number(payload))?.forEach((fn) => fn());
  }

  async close(): Promise<void> {
    const stop = await this.listening?.catch(() => null);
    this.listening = null;
    await stop?.();
  }
}
