import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { placeholders, StatementTemplate } from './prepared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

interface Values {
  a: number;
  b: string;
}

describe('statement templates', () => {
  it('build their SQL once and fill each run with its own values, on both connections', async () => {
    const p = placeholders<Values>();
    const template = new StatementTemplate<Values>(() => sql`SELECT ${p('a')}::int * 2 AS doubled, ${p('b')}::text || '!' AS shout, ${'fixed'}::text AS fixed`);
    const dialect = (t.database.db as unknown as { dialect: { sqlToQuery: (q: unknown) => unknown } }).dialect;
    const build = vi.spyOn(dialect, 'sqlToQuery');
    const runs = await Promise.all(
      [1, 2, 3].map((a) => template.run<{ doubled: number; shout: string; fixed: string }>(a === 2 ? t.database.pipelined : t.database.db, { a, b: `v${a}` })),
    );
    const builds = build.mock.calls.length;
    build.mockRestore();
    expect(runs.map((r) => r.rows[0])).toEqual([1, 2, 3].map((a) => ({ doubled: a * 2, shout: `v${a}!`, fixed: 'fixed' })));
    expect(builds).toBe(1);
  });

  it('refuses to run with a value missing', async () => {
    const p = placeholders<Values>();
    const template = new StatementTemplate<Values>(() => sql`SELECT ${p('a')}::int AS a, ${p('b')}::text AS b`);
    await expect(template.run(t.database.db, { a: 1 } as Values)).rejects.toThrow(/No value for placeholder "b"/);
  });
});
