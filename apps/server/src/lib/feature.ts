import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { InvalidationBus } from './invalidation-bus';
import type { JobLogger, JobScheduler } from './job-scheduler';
import type { MetricsPort } from './metrics';
import type { TargetGate } from './target-gate';
import type { FetchLike, UpstreamLogger } from './upstream';
import type { UserChanges } from './user-changes';

/** What every feature plugin is given; a feature that needs another's service gets it as a port besides. */
export interface FeatureContext {
  database: DatabaseHandle;
  config: Config;
  /** The clock every service reads; tests and the sandbox move it. */
  now: () => Date;
  /** Upstream HTTP (WeChat, WeCom); undefined means the global fetch. */
  fetch: FetchLike | undefined;
  logger: (UpstreamLogger & JobLogger) | undefined;
  /** Scheduled jobs: features register theirs; server.ts starts the timers. */
  jobs: JobScheduler;
  /** The gate engagement features ask about any target; features owning targets register their rule. */
  targets: TargetGate;
  /** Writes to users and sessions are announced here; the session cache forgets what changed. */
  userChanges: UserChanges;
  /** What a cache must forget on every node (in-process alone, or over Redis; decision 031). */
  bus: InvalidationBus;
  /** Gauges and counters read when /metrics is scraped (nothing is measured per request here). */
  metrics: MetricsPort;
}

/** Session and console cookies are Secure when the public URL is https. */
export function usesSecureCookies(config: Config): boolean {
  return config.PUBLIC_URL?.startsWith('https:') ?? false;
}

/** Where the console's API lives (the mobile API's prefix, PLATFORM_PREFIX, is in @ia/shared). */
export const ADMIN_API_PREFIX = '/api/admin';
