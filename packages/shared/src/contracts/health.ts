import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
/**
 * /readyz: `ok`; `degraded` (200: serving, but Redis is away, so rate limits are per node and caches
 * short-lived); `draining` (503: shutting down, send nothing new); `unavailable` (503: no database).
 * `redis` only when REDIS_URL is set.
 */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['up', 'down', 'connecting']).optional(),
});
