/**
 * Reads asked for in the same turn of the event loop, sent to the database as one query. Under load many
 * requests arrive together (each needs its session, say); every query costs a round trip and a socket write
 * that wakes the database, whatever it reads, so one query for all of them costs about what one costs alone.
 * A lone request waits for nothing: the batch goes out at the end of the turn it was asked in (setImmediate).
 *
 * Only for reads: a failed query fails every read in its batch, each as it would have failed alone.
 */
export function batchedReader<K, V>(read: (keys: K[]) => Promise<Map<K, V>>, maxBatch = 100): (key: K) => Promise<V | undefined> {
  interface Batch {
    keys: K[];
    waiters: Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>;
    sent: boolean;
  }
  let pending: Batch | null = null;

  const flush = (batch: Batch) => {
    if (batch.sent) return;
    batch.sent = true;
    if (pending === batch) pending = null;
    read(batch.keys).then(
      (found) => {
        for (const [key, waiters] of batch.waiters) for (const w of waiters) w.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.waiters.values()) for (const w of waiters) w.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        const batch: Batch = { keys: [], waiters: new Map(), sent: false };
        pending = batch;
        setImmediate(() => flush(batch));
      }
      const batch = pending;
      let waiters = batch.waiters.get(key);
      if (!waiters) {
        waiters = [];
        batch.waiters.set(key, waiters);
        batch.keys.push(key);
      }
      waiters.push({ resolve, reject });
      // A full batch goes now (its setImmediate then finds it sent); the next read starts another.
      if (batch.keys.length >= maxBatch) flush(batch);
    });
}
