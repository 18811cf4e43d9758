import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import type { OrderTracking } from '@/contracts/fulfilment';
import { parseInput } from '../../http/errors';
import { requireUserSession } from '../auth/session-helpers';
import type { OrderEvents } from './events';
import { getTracking } from './service';

/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * GET /api/orders/:id/tracking/stream (own orders only): server-sent events, `event: tracking` with the
 * tracking JSON at once and after every change of the order, a comment heartbeat every 25 s, ended when the
 * client goes (or the server shuts down). The reply is hijacked and written raw: no compression buffers it,
 * and nothing caches it.
 */
export function trackingStream(app: FastifyInstance, events: OrderEvents) {
  const { db } = app.database;
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    let closed = false;
    let reading = false;
    let again = false;
    let last = '';
    let res: ServerResponse | null = null;

    const send = (tracking: OrderTracking) => {
      const json = JSON.stringify(tracking);
      if (json === last || !res || closed) return;
      last = json;
      res.write(`event: tracking\ndata: ${json}\n\n`);
    };
    // Changes arriving while a read is under way are folded into one more read after it.
    const refresh = async () => {
      if (closed) return;
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          send(await getTracking(db, userId, id));
        } while (again && !closed);
      } catch (error) {
        request.log.warn({ err: error }, 'tracking stream: could not read the order; closing');
        res?.end();
      } finally {
        reading = false;
      }
    };

    // HEAD: the headers a stream would have, and no stream.
    if (request.method === 'HEAD') {
      await getTracking(db, userId, id);
      return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').send();
    }

    // Subscribed before the first read, so a change between the two is not missed.
    const unsubscribe = await events.subscribe(id, () => void refresh());
    let first: OrderTracking;
    try {
      first = await getTracking(db, userId, id);
    } catch (error) {
      unsubscribe();
      throw error;
    }

    reply.hijack();
    res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and similar proxies would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    open.add(res);
    const heartbeat = setInterval(() => res!.write(': heartbeat\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res!);
    });
    send(first);
  };
}
