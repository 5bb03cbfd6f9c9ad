import type { FastifyReply } from 'fastify';
import type { LRUCache } from 'lru-cache';
import { ok } from './envelope';
import { type KeptReads, keptRead, keptReads } from './kept-reads';
import type { CacheCounter } from './metrics';

type SuccessEnvelope<T> = ReturnType<typeof ok<T>>;

/**
 * Sends an answer serialized beforehand (its UTF-8 bytes) as it is; any other answer goes back to the
 * route's serializer. Bytes rather than a string: a string is measured and encoded again per request.
 */
export function sendAnswer<T>(reply: FastifyReply, answer: Buffer | T): FastifyReply | T {
  return Buffer.isBuffer(answer) ? reply.type('application/json; charset=utf-8').send(answer) : answer;
}

/**
 * Answers many viewers share (the catalogue's home and lists for one audience), each computed once
 * per `ttlMs` and kept serialized, so a request for it costs neither a query nor a JSON.stringify;
 * an expired answer is given while it is computed again (keptRead).
 * The key must name everything the answer depends on (audience and query). `clear` drops them all
 * (an operator's edit); the TTL bounds how late another process, or a change by time alone (a
 * publish window opening), is seen. With `ttlMs` 0 nothing is cached and the route serializes as
 * usual (the API tests run so, with the zod response checks). Decision 027.
 */
export class SharedAnswers {
  private readonly cache: KeptReads<string, Buffer> | null;

  /** `lifetime` may shorten `ttlMs` for new entries (while invalidations may miss this node; decision 031). */
  constructor(
    private readonly ttlMs: number,
    max = 5000,
    private readonly lifetime: (normalMs: number) => number = (normalMs) => normalMs,
    /** Counts hits (a kept answer, or one being computed for another request) and misses. */
    private readonly stats?: CacheCounter,
  ) {
    this.cache = ttlMs > 0 ? keptReads({ max, ttl: ttlMs }) : null;
  }

  /** The success envelope of `produce()`: its JSON bytes when cached, else the object to serialize. */
  async answer<T>(key: string, produce: () => Promise<T>): Promise<Buffer | SuccessEnvelope<T>> {
    if (!this.cache) return ok(await produce());
    const status: LRUCache.Status<string, Buffer, unknown> | undefined = this.stats ? {} : undefined;
    const cached = await keptRead(this.cache, key, {
      // Kept serialized: a hit costs neither a query nor a JSON.stringify.
      context: async () => Buffer.from(JSON.stringify(ok(await produce()))),
      ttl: this.lifetime(this.ttlMs),
      ...(status ? { status } : {}),
    });
    if (status) {
      // A stale answer given while it is renewed was kept, as was one another request is computing.
      if (status.fetch === 'hit' || status.fetch === 'inflight' || status.fetch === 'stale')
        this.stats?.hit();
      else this.stats?.miss();
    }
    // A fetch aborted by `clear` (an edit meanwhile) is done again, uncached, for its callers.
    return cached ?? ok(await produce());
  }

  clear(): void {
    this.cache?.clear();
  }
}
