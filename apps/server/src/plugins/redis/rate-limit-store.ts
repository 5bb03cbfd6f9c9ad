import type { FastifyRateLimitOptions, FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RouteOptions } from 'fastify';
import type { RedisLink } from './redis-link';

type Increment = FastifyRateLimitStore['incr'];
type RouteScope = RouteOptions & { path: string; prefix: string };

/** The plugin's own stores, as this file uses them (they ship without declarations). */
interface PluginStore {
  incr: Increment;
  child(routeOptions: RouteScope): PluginStore;
}

/** Where the shared counters live in Redis (after the link's key prefix). */
const NAMESPACE = 'rate-limit:';

/**
 * @fastify/rate-limit's Redis store while Redis is up, its in-memory store while it is not: every
 * node counts against the same limit, and a node that cannot reach Redis keeps limiting on its own
 * (N× the limit across N nodes for that while, never none). A Redis error during a count falls back
 * for that request too. Decision 031.
 */
export function failoverRateLimitStore(
  link: RedisLink,
): new (
  options: FastifyRateLimitOptions,
) => FastifyRateLimitStore {
  return class FailoverStore implements FastifyRateLimitStore {
    private readonly shared: PluginStore;
    private readonly local: PluginStore;

    constructor(
      options: FastifyRateLimitOptions & RateLimitOptions,
      stores?: { shared: PluginStore; local: PluginStore },
    ) {
      this.shared =
        stores?.shared ??
        (new RedisStore(
          options.continueExceeding,
          options.exponentialBackoff,
          link.commands,
          NAMESPACE,
        ) as PluginStore);
      this.local =
        stores?.local ??
        (new LocalStore(options.continueExceeding, options.exponentialBackoff) as PluginStore);
    }

    incr(...[key, callback, timeWindow, max]: Parameters<Increment>): void {
      if (link.state !== 'up') {
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (error) this.local.incr(key, callback, timeWindow, max);
          else callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteScope): FastifyRateLimitStore {
      return new FailoverStore(
        {},
        { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) },
      );
    }
  };
}
