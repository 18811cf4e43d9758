import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Admission control: a bound on the database work one instance takes on at once, so a crowd makes the server
 * answer "busy, retry in a second" quickly instead of slowly answering no one.
 *
 * Why it is needed (measured with `npm run bench:load`, issue 15): the embedded database (PGlite) runs each
 * query synchronously on the event loop, and hands its lock from one waiting query to the next inside
 * promise continuations (microtasks). With hundreds of requests waiting on the database, the whole backlog
 * runs as one uninterrupted block: for hundreds of milliseconds at a time nothing else happens, not the cheap
 * answers (micro-cached catalogue, /api/config, /api/health), not even accepting a new connection. On
 * PostgreSQL the backlog waits in the connection pool instead, out of sight and unbounded.
 *
 * So a route that does database work first takes a slot: at most `limit` such requests run at once; up to
 * `queue` more wait, first come first served, each at most `maxWaitMs`; anything beyond is answered at once
 * with 503 {message} and Retry-After. A freed slot is handed on in a new turn of the event loop (setImmediate),
 * so pending I/O (new connections, cheap answers) runs between one request's database work and the next's.
 * Every request is answered: admitted ones by their route, the others within `maxWaitMs` by a 503.
 *
 * Not gated: routes that never touch the database (/api/health, /api/config), the load balancer's readiness
 * probe (/api/ready: one cheap query, and it must answer while the queue is full), the metrics scrape
 * (/api/metrics: no database work, and it must show a full queue), the web app's static
 * files, unknown paths, and the catalogue answers the edge (catalogue-edge.ts) serves from the micro-cache
 * before Fastify sees them.
 */
export interface AdmissionOptions {
  /** Requests doing database work at once. */
  limit: number;
  /** Requests waiting for a slot; beyond this, 503 at once. */
  queue: number;
  /** The longest a request waits for a slot before it is answered 503. */
  maxWaitMs: number;
  /** Retry-After of the 503 answers, in seconds. */
  retryAfterSeconds: number;
}

/**
 * Per instance. PGlite runs one query at a time, so a few requests in flight keep it busy and more only queue
 * inside it; PostgreSQL serves a pool of connections, and its queue must hold the crowd the target names
 * (500 shoppers) without a 503.
 *
 * Why PGlite's limit is 2, not more: libuv (1.45 on, Node 20) accepts one new connection per turn of the event
 * loop, so the length of a turn sets how fast new visitors get in. The database work of the requests admitted in
 * one turn runs inside that turn (PGlite is synchronous), so the limit bounds the turn. Measured with the stress
 * model (200 shoppers asking again within 200 ms, `LOAD_THINK_MS=0-200 npm run bench:load`): at 8, turns of
 * ~300 ms, the listening socket's queue held 100-300 connections and 103 requests went unanswered in 20 s; at 4,
 * none unanswered but a new connection waited up to 1.2 s; at 2, none unanswered, a new connection's p99 55 ms,
 * and more answers a second (660 against 383), the excess told 503 with Retry-After.
 */
export function defaultAdmission(kind: 'pglite' | 'postgres'): AdmissionOptions {
  return kind === 'pglite'
    ? { limit: 2, queue: 128, maxWaitMs: 3_000, retryAfterSeconds: 1 }
    : { limit: 48, queue: 2_048, maxWaitMs: 5_000, retryAfterSeconds: 1 };
}

export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

/** Route patterns answered without the database, or that must answer whatever the queue holds. */
const UNGATED = new Set(['/api/health', '/api/config', '/api/ready', '/api/metrics']);

export interface AdmissionStats {
  /** Requests holding a slot now. */
  active: number;
  /** Requests waiting for a slot now. */
  queued: number;
  /** Since start: requests admitted, and answered 503 (queue full, or waited too long). */
  admitted: number;
  rejected: number;
  /** Since start: requests that found no free slot and joined the queue (admitted later, or answered 503). */
  waited: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    admission: {
      readonly options: AdmissionOptions;
      stats(): AdmissionStats;
      /**
       * Starts no new database work until the returned function is called: the shutdown's intake (http/shutdown.ts)
       * runs short turns of the event loop, so the connections clients already made are taken in quickly.
       */
      pause(): () => void;
    };
  }
}

interface Waiter {
  admit(): void;
  /** Set once it has left the queue (admitted, timed out, or its client went away). */
  done: boolean;
}

/** First come, first served slots; a freed slot goes to the next waiter in a later turn of the event loop. */
class Gate {
  active = 0;
  /** Live waiters (not admitted, not timed out, client still there). */
  queued = 0;
  admitted = 0;
  rejected = 0;
  waited = 0;
  private waiting: Waiter[] = [];
  private head = 0;
  private handing = false;
  /** While set, no slot is handed out: requests wait (their own wait bound still runs). */
  private paused = false;

  constructor(private readonly limit: number) {}

  pause(): () => void {
    this.paused = true;
    return () => {
      this.paused = false;
      this.handOn();
    };
  }

  /** Takes a slot at once when one is free and no one is waiting. */
  tryEnter(): boolean {
    if (this.paused || this.active >= this.limit || this.queued > 0) return false;
    this.active += 1;
    this.admitted += 1;
    return true;
  }

  wait(waiter: Waiter): void {
    this.waiting.push(waiter);
    this.queued += 1;
    this.waited += 1;
  }

  /** A waiter leaves the queue without a slot (it waited too long, or its client went away). */
  leave(waiter: Waiter): boolean {
    if (waiter.done) return false;
    waiter.done = true;
    this.queued -= 1;
    return true;
  }

  release(): void {
    this.active -= 1;
    this.handOn();
  }

  private handOn(): void {
    if (this.handing) return;
    this.handing = true;
    setImmediate(() => {
      this.handing = false;
      while (!this.paused && this.active < this.limit && this.head < this.waiting.length) {
        const next = this.waiting[this.head++]!;
        if (next.done) continue;
        next.done = true;
        this.queued -= 1;
        this.active += 1;
        this.admitted += 1;
        next.admit();
      }
      if (this.head === this.waiting.length) {
        this.waiting = [];
        this.head = 0;
      } else if (this.head > 1024) {
        this.waiting = this.waiting.slice(this.head);
        this.head = 0;
      }
    });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route outside /api and /img that does database work (a server-rendered page): it takes a slot too. */
    databaseWork?: boolean;
  }
}

function gated(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === undefined || UNGATED.has(route)) return false;
  return route.startsWith('/api/') || route.startsWith('/img/') || request.routeOptions.config.databaseWork === true;
}

export const admission = fp(
  async (app: FastifyInstance, options: AdmissionOptions) => {
    const gate = new Gate(options.limit);
    const releases = new WeakMap<FastifyRequest, () => void>();

    const busy = (reply: FastifyReply) => {
      gate.rejected += 1;
      void reply.code(503).header('retry-after', String(options.retryAfterSeconds)).header('cache-control', 'no-store').send({ message: BUSY_MESSAGE });
    };

    /**
     * The slot is given back once: when the answer's headers are written (its database work is done; a stream,
     * such as server-sent events, does not keep its slot while it stays open), when the answer is sent, or when
     * the connection is gone, whichever comes first.
     */
    const hold = (request: FastifyRequest, reply: FastifyReply) => {
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        gate.release();
      };
      releases.set(request, release);
      const raw = reply.raw;
      const writeHead = raw.writeHead;
      raw.writeHead = function writeHeadAndRelease(this: typeof raw, ...args: unknown[]) {
        release();
        return (writeHead as (...a: unknown[]) => typeof raw).apply(this, args);
      } as typeof raw.writeHead;
      raw.once('close', release);
    };

    app.decorate('admission', {
      options,
      stats: (): AdmissionStats => ({ active: gate.active, queued: gate.queued, admitted: gate.admitted, rejected: gate.rejected, waited: gate.waited }),
      pause: () => gate.pause(),
    });

    app.addHook('onRequest', (request, reply, done) => {
      if (!gated(request)) return done();
      if (gate.tryEnter()) {
        hold(request, reply);
        return done();
      }
      if (gate.queued >= options.queue) return busy(reply);
      const waiter: Waiter = {
        done: false,
        admit: () => {
          clearTimeout(timer);
          hold(request, reply);
          done();
        },
      };
      const timer = setTimeout(() => {
        if (gate.leave(waiter)) busy(reply);
      }, options.maxWaitMs);
      // A client that leaves while waiting gives up its place (the 503 then only ends the request's lifecycle).
      reply.raw.once('close', () => {
        if (!gate.leave(waiter)) return;
        clearTimeout(timer);
        busy(reply);
      });
      gate.wait(waiter);
    });

    app.addHook('onResponse', async (request) => {
      releases.get(request)?.();
    });
  },
  { name: 'admission' },
);
