import type { FastifyInstance } from 'fastify';

/**
 * At the start of a shutdown, before the listening socket closes: takes in what clients had already sent.
 *
 * Closing the listening socket resets the connections still waiting in its accept queue, and Node's
 * `server.close()` destroys every connection with no request under way, which includes one whose request sits
 * unread in its socket (just accepted, or a keep-alive connection a client has just reused): either way the
 * client gets a reset for a request it sent before the signal. Under load that queue is long: libuv accepts one
 * connection per turn of the event loop, and on the embedded database a turn holds the database work admission
 * hands out in it. So admission starts no new work meanwhile (the turns are short), and turns are let pass until
 * two in a row bring no new connection and no new request. A crowd that keeps coming is cut off after `maxMs`.
 */
export async function takeInWhatWasSent(app: FastifyInstance, maxMs = 2_000): Promise<void> {
  const { server } = app;
  let arrived = false;
  const mark = () => {
    arrived = true;
  };
  server.on('connection', mark);
  server.on('request', mark);
  const resume = app.admission.pause();
  try {
    const until = Date.now() + maxMs;
    for (let quiet = 0; quiet < 2 && Date.now() < until; ) {
      arrived = false;
      await new Promise((resolve) => setImmediate(resolve));
      quiet = arrived ? 0 : quiet + 1;
    }
  } finally {
    server.off('connection', mark);
    server.off('request', mark);
    resume();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route handlers running now, including those whose client has gone (their work still uses the database). */
    runningHandlers: { count: number; idle(): Promise<void> };
  }
}

/**
 * Counts the route handlers under way, so a shutdown closes the database only after them. `app.close()` waits
 * for connections, not handlers: a request whose client went away (a timeout, a closed tab) leaves its handler
 * running, say mid-way through changing an order, and closing the pool under it would fail its last steps.
 */
export function countRunningHandlers(app: FastifyInstance): void {
  let count = 0;
  let waiters: (() => void)[] = [];
  const done = () => {
    count -= 1;
    if (count === 0) for (const wake of waiters.splice(0)) wake();
  };
  app.decorate('runningHandlers', {
    get count() {
      return count;
    },
    idle: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => (waiters = [...waiters, resolve]))),
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function counted(this: FastifyInstance, request, reply) {
      count += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        done();
        throw error;
      }
      if (result instanceof Promise) return result.finally(done);
      done();
      return result;
    } as typeof handler;
  });
}

/** Waits for the running handlers to finish, at most `maxMs`. */
export async function handlersFinished(app: FastifyInstance, maxMs = 5_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([app.runningHandlers.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)))]);
  clearTimeout(timer);
}
