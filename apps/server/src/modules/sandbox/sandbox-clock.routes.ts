import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdjustableClock } from '../../lib/clock';
import { ok, okResponse } from '../../lib/envelope';
import type { JobScheduler } from '../../lib/job-scheduler';

const clockSchema = z.object({
  /** The server's time now, after the offset. */
  now: z.string(),
  offset_s: z.number(),
  /** Items each scheduled job handled when the clock moved. */
  jobs: z.record(z.string(), z.number()).optional(),
});
const advanceSchema = z.object({
  seconds: z.coerce
    .number()
    .int()
    .min(-7 * 86_400)
    .max(366 * 86_400),
});

/**
 * /api/sandbox/clock (sandbox only): moves the server's clock so time-driven behaviour (meeting
 * reminders, live states, trials) can be seen without waiting. Moving it runs the scheduled jobs
 * at once, as their timers would on the new time.
 */
export const sandboxClockRoutes: FastifyPluginAsyncZod<{
  clock: AdjustableClock;
  jobs: JobScheduler;
}> = async (app, { clock, jobs }) => {
  const present = (ran?: Record<string, number>) => ({
    now: clock.now().toISOString(),
    offset_s: Math.round(clock.offset / 1000),
    ...(ran ? { jobs: ran } : {}),
  });
  app.get(
    '/clock',
    { schema: { tags: ['sandbox'], summary: '沙箱：服务器时间', response: okResponse(clockSchema) } },
    async () => ok(present()),
  );
  app.post(
    '/clock/advance',
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：拨动服务器时钟（秒），并立即运行定时任务',
        body: advanceSchema,
        response: okResponse(clockSchema),
      },
    },
    async (request) => {
      clock.advance(request.body.seconds * 1000);
      return ok(present(await jobs.runAll()));
    },
  );
  app.delete(
    '/clock',
    { schema: { tags: ['sandbox'], summary: '沙箱：时钟复位', response: okResponse(clockSchema) } },
    async () => {
      clock.reset();
      return ok(present());
    },
  );
};
