import DataLoader from 'dataloader';

/**
 * Reads the keys asked for in one turn of the event loop with one statement; `read` answers in the
 * keys' order. At a hundred concurrent requests, one statement each made the database's round trips
 * the cost of a request. No memo: every `load` reads afresh, so a change shows on the next request
 * (a caller that may keep an answer has its own cache and says when to ask).
 */
export function turnLoader<K, V>(
  read: (keys: readonly K[]) => Promise<V[]>,
  maxBatchSize: number,
): DataLoader<K, V> {
  return new DataLoader<K, V>(read, {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
    maxBatchSize,
  });
}
