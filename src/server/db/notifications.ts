import pg from 'pg';

/**
 * A PostgreSQL notification channel's messages, as one process receives them. `payload` is null after the
 * listening connection was lost and made again: messages may have been missed, so listeners re-read.
 */
export type NotificationHandler = (payload: string | null) => void;

/** Listens on channels; returns how to stop. One connection serves every channel and listener of the process. */
export type Listen = (channel: string, handler: NotificationHandler) => Promise<() => Promise<void>>;

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * PostgreSQL: one dedicated connection (outside the pool, which must never hold a LISTEN) opened at the first
 * listener and kept; a lost connection is made again after a pause, and every listener is told (null).
 */
export function postgresListener(url: string): { listen: Listen; close(): Promise<void> } {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => handlers.get(msg.channel)?.forEach((h) => h(msg.payload ?? '')));
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    return c;
  };
  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (c) => {
        client = c;
        connecting = null;
        return c;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  };
  const retryLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      ensure().then(() => handlers.forEach((set) => set.forEach((h) => h(null))), retryLater);
    }, 1000);
    retry.unref();
  };
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    retryLater();
  };

  return {
    async listen(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(handler);
      handlers.set(channel, set);
      const c = await ensure();
      if (first) await c.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client ?? (await connecting?.catch(() => null));
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
