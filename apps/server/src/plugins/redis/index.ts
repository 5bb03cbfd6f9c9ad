import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { type InvalidationBus, LocalInvalidationBus } from '../../lib/invalidation-bus';
import { failoverRateLimitStore } from './rate-limit-store';
import { RedisInvalidationBus } from './redis-bus';
import { RedisLink, type RedisState } from './redis-link';

/** What the nodes of one deployment share, and how this node is doing at it. */
export interface SharedState {
  /** Every cache invalidation goes through it (decision 031). */
  bus: InvalidationBus;
  /** The rate-limit plugin's store; undefined: its default, in memory. */
  rateLimitStore: (new (options: FastifyRateLimitOptions) => FastifyRateLimitStore) | undefined;
  /** `off` without REDIS_URL (one process: nothing to share). */
  redis(): RedisState | 'off';
  close(): Promise<void>;
}

/** How long a starting node waits for Redis before it serves without it (degraded, then catches up). */
const FIRST_CONNECT_WAIT_MS = 3000;

/**
 * Without `redisUrl`, one process as before: an in-process bus and in-memory rate limits. With it, a
 * Redis link whose pub/sub carries invalidations between nodes and whose store holds the rate limits,
 * each falling back to this process while Redis is away.
 */
export async function openSharedState(
  redisUrl: string | undefined,
  keyPrefix: string,
  logger: FastifyBaseLogger,
): Promise<SharedState> {
  if (!redisUrl) {
    return {
      bus: new LocalInvalidationBus(),
      rateLimitStore: undefined,
      redis: () => 'off',
      close: async () => {},
    };
  }
  const link = new RedisLink(redisUrl, keyPrefix, logger);
  const bus = new RedisInvalidationBus(link, logger);
  await link.ready(FIRST_CONNECT_WAIT_MS);
  return {
    bus,
    rateLimitStore: failoverRateLimitStore(link),
    redis: () => link.state,
    close: () => link.close(),
  };
}
