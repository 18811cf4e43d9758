import { Socket } from 'node:net';
import pg from 'pg';

/**
 * Single statements sent down a few shared PostgreSQL connections in pipeline mode, the statements asked for in
 * one turn of the event loop written to the socket together.
 *
 * Why: on this kind of machine a socket write that wakes the database costs 0.15-0.2 ms of CPU, and an order
 * is several statements; a pool connection per request means a write (and a wake-up) per statement. Here the
 * statements of every request in the turn go out in one write, and PostgreSQL answers them in order.
 *
 * Each statement is sent with its own Sync, so it is its own implicit transaction: it commits or fails alone,
 * exactly as it would on a pool connection, and a failed one never touches the statements around it. Only for
 * statements that stand alone: no BEGIN/COMMIT, no SET, no cursors (those take `connect()`, a connection of
 * the ordinary pool, to themselves). A connection that dies fails the statements in flight on it (each either
 * committed or not, as after any lost connection) and is replaced on the next statement.
 */
export class PipelinedPool extends pg.Pool {
  private readonly lanes: (Lane | null)[];
  private next = 0;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    /** The ordinary pool: transactions and anything else that needs a connection to itself. */
    private readonly pool: pg.Pool,
    lanes = 2,
  ) {
    // A pool in name only (drizzle's driver takes a pg.Pool): every connection it hands out is `pool`'s.
    super({ max: 0 });
    this.lanes = Array.from({ length: lanes }, () => null);
  }

  // The `never` overloads stand for pg.Pool's callback and stream forms, which nothing here calls: with them the
  // class is still a pg.Pool to the type checker, without implementing forms nobody uses.

  /** drizzle's node-postgres driver calls this for every statement outside a transaction. */
  override query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult>;
  override query(config: never): never;
  override query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    return this.lane().query(config, values);
  }

  /** A transaction takes a connection of its own from the ordinary pool. */
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: never): void;
  override connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  override async end(): Promise<void> {
    this.closed = true;
    await Promise.all(this.lanes.map((l) => l?.end()));
  }

  /** A lane not open yet or dead gets a new connection; otherwise the one with the fewest statements in flight (round robin among equals). */
  private lane(): Lane {
    if (this.closed) throw new Error('The pipelined pool was closed and is not queryable');
    for (let i = 0; i < this.lanes.length; i++) {
      const lane = this.lanes[i];
      if (!lane || lane.dead) {
        void lane?.end();
        return (this.lanes[i] = new Lane(this.config));
      }
    }
    const lanes = this.lanes as Lane[];
    let best = this.next % lanes.length;
    for (let n = 1; n < lanes.length; n++) {
      const i = (this.next + n) % lanes.length;
      if (lanes[i]!.inFlight < lanes[best]!.inFlight) best = i;
    }
    this.next = best + 1;
    return lanes[best]!;
  }
}

/** One pipelined connection, connected on first use. */
class Lane {
  inFlight = 0;
  dead = false;
  private readonly client: pg.Client;
  /** The connection's socket, made here and handed to pg (its `stream` option), so this lane can cork it. */
  private readonly socket = new Socket();
  private readonly ready: Promise<void>;
  private corked = false;

  constructor(config: pg.ClientConfig) {
    this.client = new pg.Client({ ...config, pipeline: true, stream: () => this.socket });
    this.client.on('error', () => {
      this.dead = true;
    });
    this.client.on('end', () => {
      this.dead = true;
    });
    this.ready = this.client.connect().then(
      () => undefined,
      (error: unknown) => {
        this.dead = true;
        throw error;
      },
    );
  }

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    // Counted from the start: statements asked for while the connection opens are spread over the lanes too.
    this.inFlight++;
    try {
      await this.ready;
      this.cork();
      return await this.client.query(config, values);
    } catch (error) {
      // The connection failed, or the server is ending it (FATAL: a terminated backend, a shutdown). The
      // socket's own 'error' or 'end' may come later, and a statement sent meanwhile would be lost with it.
      if (!(error instanceof pg.DatabaseError) || error.severity === 'FATAL' || error.severity === 'PANIC') this.dead = true;
      throw error;
    } finally {
      this.inFlight--;
    }
  }

  /** Holds the socket's writes until the end of this turn: every statement asked for meanwhile goes in one write. */
  private cork() {
    if (this.corked) return;
    this.corked = true;
    this.socket.cork();
    setImmediate(() => {
      this.corked = false;
      this.socket.uncork();
    });
  }

  end(): Promise<void> {
    this.dead = true;
    return this.client.end().catch(() => undefined);
  }
}
