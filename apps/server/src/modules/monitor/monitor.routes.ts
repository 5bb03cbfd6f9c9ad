import {
  adminAnalyticsQuerySchema,
  adminAnalyticsSchema,
  monitorAckSchema,
  monitorEventSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import type { MonitorService } from './monitor.service';

/** Every page view of a busy app comes here; generous, but a runaway client is still stopped. */
const MONITOR_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

/**
 * POST monitor (spec §7). Public: a visit from a share card or a campaign link counts before
 * any login; the session, when sent, decides whether the user is registered.
 */
export const monitorRoutes: FastifyPluginAsyncZod<{ monitor: MonitorService }> = async (app, { monitor }) => {
  // Events acknowledged to nobody yet must still reach the database when the server stops.
  app.addHook('onClose', async () => {
    await monitor.drain();
  });

  app.post(
    '/monitor',
    {
      config: { access: 'public', rateLimit: MONITOR_RATE_LIMIT },
      schema: {
        tags: ['sharing'],
        summary: '埋点上报（注册用户，或带 fromsource / channel 时保存；否则只确认不保存）',
        body: monitorEventSchema,
        response: okResponse(monitorAckSchema),
      },
    },
    async (request) => ok(await monitor.record(request.viewer, request.body)),
  );
};

/** The console's 数据分析 under /api/admin/analytics: any signed-in operator reads it. */
export const monitorAdminRoutes: FastifyPluginAsyncZod<{ monitor: MonitorService }> = async (
  app,
  { monitor },
) => {
  app.get(
    '/analytics/monitor',
    {
      schema: {
        tags: ['admin'],
        summary: '数据分析：按天事件数、热门页面、来源与渠道分布（中国日期范围）',
        querystring: adminAnalyticsQuerySchema,
        response: okResponse(adminAnalyticsSchema),
      },
      config: { operator: 'any' },
    },
    async (request) => ok(await monitor.analytics(request.query)),
  );
};
