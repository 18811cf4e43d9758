import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Hands out ids from a table's sequence in blocks, so that a write needing its ids before it runs (an order
 * whose answer names its own id and its lines' ids) can be one statement. Losing a block (a restart) only
 * leaves a gap in the numbering; ids stay unique across any number of instances, since each draws from
 * the one sequence. Not state that matters.
 */
export class IdReserver {
  private readonly pools = new Map<string, number[]>();
  private readonly refills = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly blockSize = 100,
  ) {}

  async take(sequence: string, count: number): Promise<number[]> {
    for (;;) {
      const pool = this.pools.get(sequence) ?? [];
      if (pool.length >= count) return pool.splice(0, count);
      let refill = this.refills.get(sequence);
      if (!refill) {
        refill = this.refill(sequence, Math.max(this.blockSize, count)).finally(() => this.refills.delete(sequence));
        this.refills.set(sequence, refill);
      }
      await refill;
    }
  }

  private async refill(sequence: string, size: number): Promise<void> {
    const rows = await this.db.select({ id: sql<number>`nextval(${sequence}::regclass)::int` }).from(sql`generate_series(1, ${size})`);
    const pool = this.pools.get(sequence) ?? [];
    pool.push(...rows.map((r) => Number(r.id)).sort((a, b) => a - b));
    this.pools.set(sequence, pool);
  }
}
