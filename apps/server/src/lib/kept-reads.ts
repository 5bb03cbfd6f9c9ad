import { LRUCache, type Perf } from 'lru-cache';

/** A read keptRead does when its value is missing or stale; undefined keeps nothing (a missing row). */
type Read<V> = () => Promise<V | undefined>;

/** A cache of reads by key, each done by the function keptRead is handed as its `context`. */
export type KeptReads<K extends {}, V extends object> = LRUCache<K, V, Read<V>>;

/** A cache for keptRead: at most `max` values, each kept `ttl` ms, aged by `perf` (tests) or the real clock. */
export function keptReads<K extends {}, V extends object>(options: {
  max: number;
  ttl: number;
  perf?: Perf | undefined;
}): KeptReads<K, V> {
  return new LRUCache<K, V, Read<V>>({
    max: options.max,
    ttl: options.ttl,
    ...(options.perf ? { perf: options.perf } : {}),
    // A value gone stale stays, to be answered while it is read again (keptRead).
    noDeleteOnStaleGet: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

/**
 * A value many requests share, kept for `ttl` ms (decision 027). Fresh, it is taken synchronously:
 * lru-cache's `fetch` costs a few promises even on a hit. Gone stale less than `ttl` ago, it is
 * answered at once while one read (the cache's fetchMethod) renews it for everyone, so a hot key's
 * expiry never makes all its requests wait for the database together. Older or missing, the read is
 * awaited, and shared by everyone asking meanwhile. Answers undefined when that read failed, found
 * nothing or was aborted (`clear`, an edit meanwhile): the caller then reads for itself, uncached.
 *
 * The cache comes from keptReads. A stale answer is at most twice `ttl` old, and only while the
 * renewing read is under way; `clear` still drops everything at once.
 */
export async function keptRead<K extends {}, V extends object>(
  cache: KeptReads<K, V>,
  key: K,
  options: { context: Read<V>; ttl: number; status?: LRUCache.Status<K, V, Read<V>> | undefined },
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

/**
 * keptRead, or `read` done for this caller alone when keptRead answers nothing (the shared read
 * failed, or an edit aborted it): the value as the database has it now, uncached.
 */
export async function keptOrRead<K extends {}, V extends object>(
  cache: KeptReads<K, V>,
  key: K,
  read: () => Promise<V>,
  ttl: number,
): Promise<V> {
  return (await keptRead(cache, key, { context: read, ttl })) ?? read();
}
