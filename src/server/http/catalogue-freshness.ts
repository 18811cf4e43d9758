import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueVersion } from '../db/schema';

/**
 * How every instance sees new prices within a second, not after its caches' minute: a price import bumps the one
 * `catalogue_version` row in its transaction, and before an instance answers from its catalogue caches it asks for
 * that row, at most once per interval (one primary-key read a second, shared by every request waiting on it). When
 * the version moved it empties the caches. The edge, which answers synchronously, answers from the caches only while
 * the last check is recent; otherwise the request goes through Fastify, whose cache read checks first.
 */
export class CatalogueFreshness {
  private version: number | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly onChange: () => void,
    private readonly intervalMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Whether the version was read within the interval (the caches may be answered from without asking). */
  current(now = this.clock()): boolean {
    return now - this.checkedAt < this.intervalMs;
  }

  /** Reads the version unless it was read within the interval; empties the caches when it moved. */
  async ensure(): Promise<void> {
    if (this.current()) return;
    this.pending ??= this.check().finally(() => (this.pending = null));
    return this.pending;
  }

  private async check(): Promise<void> {
    const started = this.clock();
    let version: number;
    try {
      version = await this.readVersion();
    } catch {
      // The database did not answer: the caches answer as they are, and the next request asks again.
      return;
    }
    if (this.version !== null && version !== this.version) this.onChange();
    this.version = version;
    this.checkedAt = started;
  }
}

/** The version row's read (a missing row, a database seeded before it existed, reads as 0). */
export function catalogueVersionReader(db: Db): () => Promise<number> {
  return async () => {
    const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
    return row?.version ?? 0;
  };
}
