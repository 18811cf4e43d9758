import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScratchDatabase } from '../test/server-process';
import { openDatabase, type Database } from './client';

/** The pipelined connections (db/pipeline.ts) exist on PostgreSQL only; on the embedded database `pipelined` is `db`. */
describe.skipIf(process.env.TEST_DB !== 'postgres')('statements down the pipelined connections (PostgreSQL)', () => {
  const APP = `everystore_pipe_${process.pid}`;
  let scratch: ScratchDatabase;
  let database: Database;

  const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
  const run = <T>(query: ReturnType<typeof sql>) => database.pipelined.execute(query).then((r) => rowsOf<T>(r));

  beforeAll(async () => {
    scratch = await ScratchDatabase.create();
    database = await openDatabase({ url: scratch.url({ application_name: APP }), poolSize: 4 });
    await database.db.execute(sql`CREATE TABLE t (id int PRIMARY KEY, note text NOT NULL)`);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('answers each statement of a turn with its own rows, all of them sent in one write per connection', async () => {
    // Both connections open first: their start-up is not what is counted.
    await Promise.all([run(sql`SELECT 1`), run(sql`SELECT 1`), run(sql`SELECT 1`)]);
    // What a socket's write reaches, whether corked (_writev, several buffers) or not (_write).
    const proto = Socket.prototype as unknown as Record<'_writev' | '_write', (...args: unknown[]) => unknown>;
    const writev = vi.spyOn(proto, '_writev');
    const write = vi.spyOn(proto, '_write');
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => run<{ n: number }>(sql`SELECT ${i}::int AS n, pg_backend_pid() AS pid`)));
      expect(answers.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
      // Without the cork each statement is a write of its own: 40.
      expect(writev.mock.calls.length + write.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      writev.mockRestore();
      write.mockRestore();
    }
  });

  it('lets a statement fail alone: the statements written with it commit, and it leaves nothing', async () => {
    await run(sql`INSERT INTO t (id, note) VALUES (1, 'before')`);
    // One turn, so one write per connection; which connection takes which statement is not fixed.
    const results = await Promise.allSettled([
      run(sql`INSERT INTO t (id, note) VALUES (2, 'second') RETURNING id`),
      // A failing statement that had already written a row: the row goes with it.
      run(sql`WITH w AS (INSERT INTO t (id, note) VALUES (3, 'doomed') RETURNING id) SELECT 1 / (SELECT count(*) - 1 FROM w)::int AS boom`),
      run(sql`INSERT INTO t (id, note) VALUES (4, 'fourth') RETURNING id`),
      run(sql`INSERT INTO t (id, note) VALUES (1, 'duplicate') RETURNING id`),
      run(sql`INSERT INTO t (id, note) VALUES (5, 'fifth') RETURNING id`),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    const reason = (r: PromiseSettledResult<unknown>) => String((r as PromiseRejectedResult).reason?.cause ?? (r as PromiseRejectedResult).reason);
    expect(reason(results[1]!)).toMatch(/division by zero/);
    expect(reason(results[3]!)).toMatch(/duplicate key/);
    const rows = rowsOf<{ id: number; note: string }>(await database.db.execute(sql`SELECT id, note FROM t ORDER BY id`));
    expect(rows).toEqual([
      { id: 1, note: 'before' },
      { id: 2, note: 'second' },
      { id: 4, note: 'fourth' },
      { id: 5, note: 'fifth' },
    ]);
  });

  it('runs a transaction begun on it on a connection of its own', async () => {
    await database.pipelined
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t (id, note) VALUES (10, 'uncommitted')`);
        // The pipelined connections do not see it: it is not theirs, and not committed.
        const seen = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM t WHERE id = 10`);
        expect(seen[0]!.n).toBe(0);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && /rollback/i.test(e.message))) throw e;
      });
    expect((await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM t WHERE id = 10`))[0]!.n).toBe(0);
  });

  it('replaces a connection that died: its statements in flight fail, the next ones are answered', async () => {
    await Promise.all([run(sql`SELECT 1`), run(sql`SELECT 1`)]);
    const pids = await scratch.admin((c) =>
      c.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [APP]),
    );
    expect(pids.rows.length).toBeGreaterThan(0);
    // One statement is running on each lane when the backends are killed.
    const inFlight = [run(sql`SELECT pg_sleep(2)`), run(sql`SELECT pg_sleep(2)`)].map((p) => p.then(() => 'answered', () => 'failed'));
    // Killed once both are running on the server (not before they arrive).
    await expect
      .poll(async () => (await scratch.admin((c) => c.query(`SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND state = 'active' AND query LIKE '%pg_sleep%'`, [APP]))).rows.length)
      .toBe(2);
    await scratch.admin((c) => c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND query LIKE '%pg_sleep%'`, [APP]));
    expect(await Promise.all(inFlight)).toEqual(['failed', 'failed']);
    const after = await Promise.all(Array.from({ length: 6 }, (_, i) => run<{ n: number }>(sql`SELECT ${i}::int AS n`)));
    expect(after.map((rows) => rows[0]!.n)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
