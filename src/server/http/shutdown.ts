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
