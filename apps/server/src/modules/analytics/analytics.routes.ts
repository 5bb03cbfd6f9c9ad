import {
  analyticsCampaignsSchema,
  analyticsContentDetailSchema,
  analyticsContentsSchema,
  analyticsExportQuerySchema,
  analyticsFunnelSchema,
  analyticsLearningSchema,
  analyticsMeetingDetailSchema,
  analyticsMeetingsSchema,
  analyticsOverviewSchema,
  analyticsPagedQuerySchema,
  analyticsRangeQuerySchema,
  OperatorRole,
  type OperatorRoleValue,
  pagingQuerySchema,
} from '@ia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import { ANALYTICS_ROLES, type AnalyticsService } from './analytics.service';

/** The signed-in operator's role (the guard let them in); a role the console does not know sees nothing. */
function roleOf(request: FastifyRequest): OperatorRoleValue {
  const role = request.operator?.role;
  if (!role) throw new AppError('UNAUTHENTICATED');
  if (!(OperatorRole as readonly string[]).includes(role)) throw new AppError('FORBIDDEN');
  return role as OperatorRoleValue;
}

/**
 * The console's 数据分析 under /api/admin/analytics (issue 15): the overview for every operator
 * (each role sees its parts), the funnel for reviewers, learning, contents, meetings and
 * campaigns for content editors; administrators everything. Exports are audited.
 */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  const tags = ['admin'];
  app.get(
    '/analytics/overview',
    {
      schema: {
        tags,
        summary: '数据概览：所选期间与上一期间的注册、同意、认证、学习、会议、活动，及本角色的待办',
        querystring: analyticsRangeQuerySchema,
        response: okResponse(analyticsOverviewSchema),
      },
      config: { operator: 'any' },
    },
    async (request) => ok(await analytics.overview(roleOf(request), request.query)),
  );

  app.get(
    '/analytics/funnel',
    {
      schema: {
        tags,
        summary: '注册漏斗：微信登录 → 注册 → 同意 → 认证（按首次登录周），转化率与步骤间天数中位数',
        querystring: analyticsRangeQuerySchema,
        response: okResponse(analyticsFunnelSchema),
      },
      config: { operator: ANALYTICS_ROLES.members },
    },
    async (request) => ok(await analytics.funnel(request.query)),
  );

  app.get(
    '/analytics/learning',
    {
      schema: {
        tags,
        summary: '学习：每日学习人数与分钟数，按科室、职称、省份',
        querystring: analyticsRangeQuerySchema,
        response: okResponse(analyticsLearningSchema),
      },
      config: { operator: ANALYTICS_ROLES.learning },
    },
    async (request) => ok(await analytics.learning(request.query)),
  );

  app.get(
    '/analytics/contents',
    {
      schema: {
        tags,
        summary: '内容分析：每个内容的浏览、学习人数、分钟数与完成率（学习人数多者在前）',
        querystring: analyticsPagedQuerySchema,
        response: okResponse(analyticsContentsSchema),
      },
      config: { operator: ANALYTICS_ROLES.learning },
    },
    async (request) => ok(await analytics.contents(request.query)),
  );

  app.get(
    '/analytics/contents/:id',
    {
      schema: {
        tags,
        summary: '单个内容：学习数据、每日趋势与视频流失（按时长十分位）',
        params: idParamsSchema,
        querystring: analyticsRangeQuerySchema,
        response: okResponse(analyticsContentDetailSchema),
      },
      config: { operator: ANALYTICS_ROLES.learning },
    },
    async (request) => ok(await analytics.contentDetail(request.params.id, request.query)),
  );

  app.get(
    '/analytics/meetings',
    {
      schema: {
        tags,
        summary: '会议分析：期间内开始的会议的预约、直播（峰值并发与总人数）、回放与分钟数',
        querystring: analyticsRangeQuerySchema,
        response: okResponse(analyticsMeetingsSchema),
      },
      config: { operator: ANALYTICS_ROLES.learning },
    },
    async (request) => ok(await analytics.meetings(request.query)),
  );

  app.get(
    '/analytics/meetings/:id',
    {
      schema: {
        tags,
        summary: '单个会议：每分钟直播人数与观看名单（含认证状态）',
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: okResponse(analyticsMeetingDetailSchema),
      },
      config: { operator: ANALYTICS_ROLES.attendees },
    },
    async (request) => ok(await analytics.meetingDetail(request.params.id, request.query)),
  );

  app.get(
    '/analytics/campaigns',
    {
      schema: {
        tags,
        summary: '活动分析：参与人数、各栏目完成人数、发放积分',
        querystring: analyticsRangeQuerySchema,
        response: okResponse(analyticsCampaignsSchema),
      },
      config: { operator: ANALYTICS_ROLES.learning },
    },
    async (request) => ok(await analytics.campaigns(request.query)),
  );

  app.get(
    '/analytics/export.csv',
    {
      schema: {
        tags,
        summary: '导出分析表格（CSV，UTF-8 带 BOM，中文表头；每次导出记入审计日志）',
        querystring: analyticsExportQuerySchema,
        produces: ['text/csv'],
      },
      config: { operator: 'any', audit: 'analytics.export' },
    },
    async (request, reply) => {
      const { fileName, body } = await analytics.exportCsv(roleOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
