import type { ServerResponse } from 'node:http';
import type { OrderTracking } from '@/contracts/fulfilment';
import { tooMany } from '@/domain/errors';
import type { OrderEvents } from './events';

/** One shopper's order's tracking; refuses (not found) an order that is not theirs. */
export type TrackingReader = (userId: number, orderId: number) => Promise<OrderTracking>;

/**
 * How many streams one process holds open. The counts are per server process, on purpose: what they protect is
 * this process's own file handles, timers and memory (each stream is a socket held open), not a shared budget;
 * two instances may each hold a shopper's 5.
 */
export interface StreamLimits {
  /** Open streams of one shopper (user id). */
  perShopper: number;
  /** Open streams from one client address (request.ip, behind TRUST_PROXY hops). */
  perAddress: number;
}

export const STREAM_LIMITS: StreamLimits = { perShopper: 5, perAddress: 50 };

/** The Retry-After of a refused stream: by then a dialog closed elsewhere has given its place back. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/**
 * The last event of a stream the server ends on shutdown. `retry:` is the standard field that sets when
 * EventSource reconnects (spread over a few seconds, so a whole instance's dialogs do not come back at once);
 * `data: {"retry":true}` says, to anyone reading the stream by hand, that the end is planned and to come back.
 */
export const closingEvent = (retryMs: number) => `retry: ${retryMs}\nevent: closing\ndata: {"retry":true}\n\n`;

const HEARTBEAT = ': heartbeat\n\n';

export interface HubOptions {
  limits: StreamLimits;
  /** A comment line this often; a heartbeat also finds a client that went without the socket saying so. */
  heartbeatMs: number;
  read: TrackingReader;
  /** A read for a whole order's streams failed (they are ended, and their clients reconnect). */
  onReadError: (error: unknown) => void;
}

/** What a stream has to show: a tracking, serialised once for every stream it goes to, in read order. */
interface Snapshot {
  /** Reads are numbered as they start; a later one never loses to an earlier that finished after it. */
  seq: number;
  json: string;
}

/**
 * The tracking streams of this process: who may open one (the caps), one read per change of an order fanned
 * out to all its streams, and the release of everything a stream holds whenever it ends. Each stream is
 * registered from the first line of its handler, so a client gone at any step of the set-up (before its session is
 * read, while subscribing, during its first read, after the headers) gives back its place, its subscription and
 * its heartbeat timer.
 */
export class StreamHub {
  private readonly streams = new Set<TrackingStream>();
  private readonly perAddress = new Map<string, number>();
  private readonly perShopper = new Map<number, number>();
  /** Per order and its owner: streams of one order all belong to its owner, so in practice one watch an order. */
  private readonly watches = new Map<string, OrderWatch>();
  private closing = false;

  constructor(
    private readonly events: OrderEvents,
    readonly options: HubOptions,
  ) {}

  /** Streams held open now, being set up or streaming (what /api/metrics reports). */
  get open(): number {
    return this.streams.size;
  }

  /** What the hub holds, for tests and diagnostics: all 0 once every stream has ended. */
  stats() {
    let heartbeats = 0;
    for (const stream of this.streams) if (stream.beating) heartbeats += 1;
    return { open: this.streams.size, heartbeats, orders: this.watches.size, addresses: this.perAddress.size, shoppers: this.perShopper.size };
  }

  /** A new stream from this address, before anything else is done for it: 429 when the address holds its cap. */
  admit(address: string): TrackingStream {
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.options.limits.perAddress) throw refused('from this address');
    this.perAddress.set(address, held + 1);
    const stream = new TrackingStream(this, address);
    this.streams.add(stream);
    if (this.closing) stream.close('shutdown');
    return stream;
  }

  /** @internal The shopper's place, counted until the stream ends; 429 when they hold their cap. */
  claim(userId: number): void {
    const held = this.perShopper.get(userId) ?? 0;
    if (held >= this.options.limits.perShopper) throw refused('for your account');
    this.perShopper.set(userId, held + 1);
  }

  /** @internal The order's watch (subscribed once, whatever the number of its streams), with this stream in it. */
  join(stream: TrackingStream, orderId: number, userId: number): OrderWatch {
    const key = `${orderId}:${userId}`;
    let watch = this.watches.get(key);
    if (!watch) {
      watch = new OrderWatch(this.events, orderId, userId, this.options, () => {
        if (this.watches.get(key) === watch) this.watches.delete(key);
      });
      this.watches.set(key, watch);
    }
    watch.add(stream);
    return watch;
  }

  /** @internal Everything a stream held, given back (once). */
  release(stream: TrackingStream, userId: number | null): void {
    if (!this.streams.delete(stream)) return;
    decrement(this.perAddress, stream.address);
    if (userId !== null) decrement(this.perShopper, userId);
  }

  /** Shutdown: every stream gets the closing event and is ended; streams still being set up are dropped. */
  shutdown(): void {
    this.closing = true;
    for (const stream of [...this.streams]) stream.close('shutdown');
  }
}

function refused(whose: string) {
  return tooMany(`Too many live tracking views are open ${whose}. Close one, or try again in a moment.`, STREAM_RETRY_AFTER_SECONDS);
}

function decrement<K>(counts: Map<K, number>, key: K): void {
  const n = (counts.get(key) ?? 0) - 1;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}

/** Why a stream ends: its client went (or cannot be written to), the order could not be read, or shutdown. */
type EndReason = 'gone' | 'failed' | 'shutdown';

/**
 * One order's streams (of its owner): one subscription to the order's events, and one read per change, however
 * many streams watch it, its result sent to each. Changes arriving during a read are folded into one more read.
 */
class OrderWatch {
  private readonly streams = new Set<TrackingStream>();
  private seq = 0;
  private reading = false;
  private again = false;
  private unsubscribe: (() => void) | null = null;
  private ended = false;
  /** Settles once the subscription is in place; rejects when the listening connection could not be opened. */
  readonly subscribed: Promise<void>;

  constructor(
    events: OrderEvents,
    private readonly orderId: number,
    private readonly userId: number,
    private readonly options: HubOptions,
    private readonly forget: () => void,
  ) {
    this.subscribed = events.subscribe(orderId, () => void this.refresh()).then(
      (unsubscribe) => {
        // Every stream left while the subscription was being made: it goes at once.
        if (this.ended) unsubscribe();
        else this.unsubscribe = unsubscribe;
      },
      (error: unknown) => {
        this.end();
        throw error;
      },
    );
    // Streams that await it see the failure; nothing else must.
    this.subscribed.catch(() => {});
  }

  add(stream: TrackingStream): void {
    this.streams.add(stream);
  }

  remove(stream: TrackingStream): void {
    this.streams.delete(stream);
    if (this.streams.size === 0) this.end();
  }

  /** A stream's own first read (it checks the owner), numbered among the watch's reads. */
  async firstRead(): Promise<Snapshot> {
    const seq = ++this.seq;
    return { seq, json: JSON.stringify(await this.options.read(this.userId, this.orderId)) };
  }

  private async refresh(): Promise<void> {
    if (this.ended) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.again = false;
        const seq = ++this.seq;
        const snapshot = { seq, json: JSON.stringify(await this.options.read(this.userId, this.orderId)) };
        for (const stream of this.streams) stream.offer(snapshot);
      } while (this.again && !this.ended);
    } catch (error) {
      this.options.onReadError(error);
      for (const stream of [...this.streams]) stream.close('failed');
    } finally {
      this.reading = false;
    }
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.forget();
  }
}

/**
 * One client's stream, from the first line of its handler to its end. `closed` turns true whenever it ends, for
 * whatever reason, and every step of the set-up checks it; close() gives back everything at once.
 */
export class TrackingStream {
  closed = false;
  private userId: number | null = null;
  private watch: OrderWatch | null = null;
  private res: ServerResponse | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** A snapshot offered before the stream could be written to: sent after the first one if newer. */
  private waiting: Snapshot | null = null;
  private sentSeq = 0;
  private sentJson = '';

  constructor(
    private readonly hub: StreamHub,
    readonly address: string,
  ) {}

  get beating(): boolean {
    return this.heartbeat !== null;
  }

  /** The shopper's place (429 beyond their cap). */
  claimShopper(userId: number): void {
    if (this.closed) return;
    this.hub.claim(userId);
    this.userId = userId;
  }

  /** Subscribes to the order's changes (through its watch) before the first read, so none is missed. */
  async subscribe(orderId: number): Promise<void> {
    if (this.closed || this.userId === null) return;
    this.watch = this.hub.join(this, orderId, this.userId);
    await this.watch.subscribed;
  }

  /** The first read, with the owner check: another shopper's order is refused here. */
  async firstRead(): Promise<Snapshot> {
    if (!this.watch) throw new Error('tracking stream: subscribe before reading');
    return this.watch.firstRead();
  }

  /** From here on the stream is written to: the first snapshot, any newer one, and a heartbeat. */
  start(res: ServerResponse, first: Snapshot): void {
    if (this.closed) return;
    this.res = res;
    this.heartbeat = setInterval(() => this.beat(), this.hub.options.heartbeatMs);
    this.offer(first);
    if (this.waiting) this.offer(this.waiting);
    this.waiting = null;
  }

  /** @internal A snapshot of the order: written if newer than what the client has, and different. */
  offer(snapshot: Snapshot): void {
    if (this.closed) return;
    if (!this.res) {
      if (!this.waiting || snapshot.seq > this.waiting.seq) this.waiting = snapshot;
      return;
    }
    if (snapshot.seq <= this.sentSeq) return;
    this.sentSeq = snapshot.seq;
    if (snapshot.json === this.sentJson) return;
    this.sentJson = snapshot.json;
    this.write(`event: tracking\ndata: ${snapshot.json}\n\n`);
  }

  /**
   * A peer that is gone without the socket telling (its socket destroyed, no longer writable, or not reading:
   * what was written one heartbeat ago is still waiting) ends the stream; so does a heartbeat that fails.
   */
  private beat(): void {
    const res = this.res!;
    const socket = res.socket;
    if (res.destroyed || !socket || socket.destroyed || !socket.writable || res.writableNeedDrain) {
      this.close('gone');
      return;
    }
    this.write(HEARTBEAT);
  }

  private write(chunk: string): void {
    this.res!.write(chunk, (error) => {
      if (error) this.close('gone');
    });
  }

  /** Ends the stream and gives back everything it holds (its places, its order's subscription, its timer). */
  close(reason: EndReason): void {
    if (this.closed) return;
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.watch?.remove(this);
    this.watch = null;
    this.waiting = null;
    this.hub.release(this, this.userId);
    const res = this.res;
    this.res = null;
    if (!res || res.destroyed) return;
    if (reason === 'gone') {
      // Frees the socket (and its file handle) even when the peer never closes its side.
      res.destroy();
    } else if (reason === 'shutdown') {
      const socket = res.socket;
      const retryMs = 1_000 + Math.floor(Math.random() * 9_000);
      // The connection goes with the stream, so the server's close does not wait on a keep-alive socket.
      res.end(closingEvent(retryMs), () => socket?.destroy());
    } else {
      res.end();
    }
  }
}
