import type { JobScheduler } from './job-scheduler';
import type { TargetGate } from './target-gate';

/**
 * The services of one app instance, by name (`app.services`). Each feature adds the ones it
 * exposes by augmenting this interface in its `index.ts`; tests and the sandbox reach them here.
 */
export interface Services {
  /** Scheduled jobs of every feature; server.ts starts them, tests and the sandbox clock run them. */
  jobs: JobScheduler;
  /** The gate engagement features ask about any target. */
  targets: TargetGate;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
