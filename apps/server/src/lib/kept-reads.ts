import type { LRUCache } from 'lru-cache';

/**
 * What a cache read through `keptRead` must be created with: a value gone stale stays, to be
 * answered while it is read again.
 */
export const KEPT_READ_OPTIONS = { noDeleteOnStaleGet: true } as const;

/** What keptRead uses of an LRUCache whose fetchMethod reads a value by the `context` it is given. */
interface KeptReadCache<V extends object, C> {
  get(key: string): V | undefined;
  getRemainingTTL(key: string): number;
  fetch(
    key: string,
    options: { context: C; ttl: number; allowStale: boolean; status?: LRUCache.Status<string, V, C> },
  ): Promise<V | undefined>;
}

/**
 * A value many requests share, kept for `ttl` ms (decision 027). Fresh, it is taken synchronously:
 * lru-cache's `fetch` costs a few promises even on a hit. Gone stale less than `ttl` ago, it is
 * answered at once while one read (the cache's fetchMethod) renews it for everyone, so a hot key's
 * expiry never makes all its requests wait for the database together. Older or missing, the read is
 * awaited, and shared by everyone asking meanwhile. Answers undefined when that read failed or was
 * aborted (`clear`, an edit meanwhile): the caller then reads for itself, uncached.
 *
 * The cache must be created with KEPT_READ_OPTIONS. A stale answer is at most twice `ttl` old, and
 * only while the renewing read is under way; `clear` still drops everything at once.
 */
export async function keptRead<V extends object, C>(
  cache: KeptReadCache<V, C>,
  key: string,
  options: { context: C; ttl: number; status?: LRUCache.Status<string, V, C> },
): Promise<V | undefined> {
  const kept = cache.get(key);
  if (kept) {
    if (options.status) options.status.fetch = 'hit';
    return kept;
  }
  const staleForMs = -cache.getRemainingTTL(key);
  const allowStale = staleForMs > 0 && staleForMs <= options.ttl;
  return cache.fetch(key, { ...options, allowStale }).catch(() => undefined);
}
