import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { parseInput } from '../../http/errors';
import { requireUserSession } from '../auth/session-helpers';
import type { OrderEvents } from './events';
import { STREAM_LIMITS, StreamHub, type StreamLimits, type TrackingReader } from './hub';
import { getTracking } from './service';

/** A comment line this often keeps proxies and the browser from closing a quiet stream, and finds dead peers. */
export const HEARTBEAT_MS = 25_000;

/** The points of a stream's set-up where a test may hold it (see `pauseAt`). */
export type SetUpStep = 'session' | 'subscribe' | 'first-read' | 'hijacked';

export interface TrackingStreamOptions {
  /** The caps (default STREAM_LIMITS: 5 a shopper, 50 an address). */
  limits?: Partial<StreamLimits>;
  /** Default HEARTBEAT_MS. */
  heartbeatMs?: number;
  /** How an order's tracking is read (default: getTracking on the app's database). */
  read?: TrackingReader;
  /**
   * Tests only, never set by the app: awaited at each step of a stream's set-up, so a test can drop the client
   * exactly there and see that the stream still gives everything back.
   */
  pauseAt?: (step: SetUpStep) => Promise<void>;
}

/**
 * GET /api/orders/:id/tracking/stream (own orders only): server-sent events, `event: tracking` with the
 * tracking JSON at once and after every change of the order, a comment heartbeat every 25 s, and on shutdown a
 * last `event: closing` (hub.ts, `closingEvent`) before the end. The reply is hijacked and written raw: no
 * compression buffers it, and nothing caches it.
 *
 * Abuse it holds against: at most 5 streams a shopper and 50 an address at once (429 with Retry-After, the
 * address checked before anything is read, the shopper right after their session); a client that goes at any
 * moment gives back all its stream held; an order's change is read once for all its streams. See hub.ts.
 */
export function trackingStream(app: FastifyInstance, events: OrderEvents, options: TrackingStreamOptions = {}) {
  const { db } = app.database;
  const hub = new StreamHub(events, {
    limits: { ...STREAM_LIMITS, ...options.limits },
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    read: options.read ?? ((userId, orderId) => getTracking(db, userId, orderId)),
    onReadError: (error) => app.log.warn({ err: error }, 'tracking stream: could not read the order; closing its streams'),
  });
  app.addHook('preClose', async () => hub.shutdown());
  const pause = options.pauseAt ?? (() => Promise.resolve());

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // HEAD: the headers a stream would have, and no stream.
    if (request.method === 'HEAD') {
      const { userId } = await requireUserSession(request);
      const { id } = parseInput(idParamSchema, request.params);
      await getTracking(db, userId, id);
      return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').send();
    }

    // Registered (and the address's cap checked) before anything else; from here on the client going, at any
    // step, closes the stream and gives back what it holds. The request's 'close' covers a socket gone before
    // the response is attached to it, the response's one the rest.
    const stream = hub.admit(request.ip);
    const gone = () => stream.close('gone');
    request.raw.once('close', gone);
    reply.raw.once('close', gone);
    if (request.raw.destroyed || reply.raw.destroyed) gone();

    // A step that finds the stream closed stops the set-up: its client went (nothing to answer) or the server is
    // shutting down (the connection goes, and EventSource comes back to another instance).
    const stop = () => {
      if (!reply.sent) reply.hijack();
      reply.raw.destroy();
      return reply;
    };

    try {
      await pause('session');
      if (stream.closed) return stop();
      const { userId } = await requireUserSession(request);
      const { id } = parseInput(idParamSchema, request.params);
      if (stream.closed) return stop();
      stream.claimShopper(userId);

      // Subscribed before the first read, so a change between the two is not missed.
      await pause('subscribe');
      if (stream.closed) return stop();
      await stream.subscribe(id);
      if (stream.closed) return stop();

      await pause('first-read');
      if (stream.closed) return stop();
      const first = await stream.firstRead();
      if (stream.closed) return stop();

      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      await pause('hijacked');
      if (stream.closed) return stop();
      stream.start(reply.raw, first);
      return reply;
    } catch (error) {
      stream.close('failed');
      if (reply.sent) return stop();
      throw error;
    }
  };

  return { hub, handler };
}
