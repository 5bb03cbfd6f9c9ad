import { LRUCache, type Perf } from 'lru-cache';

/**
 * What a cache read through `keptRead` must be created with: a value gone stale stays, to be
 * answered while it is read again.
 */
export const KEPT_READ_OPTIONS = { noDeleteOnStaleGet: true } as const;

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
    ...KEPT_READ_OPTIONS,
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
 * The cache must be created with KEPT_READ_OPTIONS (keptReads does). A stale answer is at most twice `ttl` old, and
 * only while the renewing read is under way; `clear` still drops everything at once.
 */
export async function keptRead<K extends {}, V extends object, C>(
  cache: LRUCache<K, V, C>,
  key: K,
  // The context's type is the cache's: a read answering V where `Read<V>` is due fits it.
  options: { context: NoInfer<C>; ttl: number; status?: LRUCache.Status<K, V, C> | undefined },
): Promise<V | undefined> {
  const kept = cache.get(key);
  if (kept) {
    if (options.status) options.status.fetch = 'hit';
    return kept;
  }
  const staleForMs = -cache.getRemainingTTL(key);
  const allowStale = staleForMs > 0 && staleForMs <= options.ttl;
  // lru-cache types `fetch` by conditional types on its context, which resolve only for a concrete one.
  const fetch = cache.fetch.bind(cache) as (
    key: K,
    options: LRUCache.FetchOptionsWithContext<K, V, C>,
  ) => Promise<V | undefined>;
  return fetch(key, { ...options, allowStale }).catch(() => undefined);
}
