import { describe, expect, it } from 'vitest';
import { batchedReader } from './batch';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedReader', () => {
  it('sends the reads of one turn as one query, each key once, and answers each read with its own value', async () => {
    const queries: number[][] = [];
    const read = batchedReader(async (keys: number[]) => {
      queries.push([...keys]);
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, `v${k}`]));
    });
    const answers = await Promise.all([read(1), read(2), read(1), read(3)]);
    expect(answers).toEqual(['v1', 'v2', 'v1', undefined]);
    expect(queries).toEqual([[1, 2, 3]]);
    // A later turn is a new batch.
    expect(await read(2)).toBe('v2');
    expect(queries).toEqual([[1, 2, 3], [2]]);
  });

  it('a lone read waits for no one: it goes at the end of its turn', async () => {
    let sent = 0;
    const read = batchedReader(async (keys: string[]) => {
      sent++;
      return new Map(keys.map((k) => [k, k.length]));
    });
    const answer = read('abc');
    expect(sent).toBe(0);
    await tick();
    expect(sent).toBe(1);
    expect(await answer).toBe(3);
  });

  it('a full batch goes at once, and is never sent twice', async () => {
    const queries: number[][] = [];
    const read = batchedReader(async (keys: number[]) => {
      queries.push([...keys]);
      return new Map(keys.map((k) => [k, k * 10]));
    }, 2);
    const answers = Promise.all([read(1), read(2), read(3)]);
    expect(queries).toEqual([[1, 2]]);
    expect(await answers).toEqual([10, 20, 30]);
    await tick();
    expect(queries).toEqual([[1, 2], [3]]);
  });

  it("a failed query fails every read of its batch, and not the next batch's", async () => {
    let fail = true;
    const read = batchedReader(async (keys: number[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k]));
    });
    const results = await Promise.allSettled([read(1), read(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toEqual(new Error('connection lost'));
    fail = false;
    expect(await read(1)).toBe(1);
  });
});
