import {
  type OperatorRoleValue,
  pointsRuleParamsSchema,
  pointsRuleSchema,
  pointsRuleUpdateSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { operatorIdOf } from '../../lib/operator';
import type { PointsService } from './points.service';

/** Who prices engagement in the console: administrators and the content team. */
export const POINTS_EDITORS: readonly OperatorRoleValue[] = ['administrator', 'content_editor'];

/** The console's 积分规则 under /api/admin/points: the rules and their edits (audited). */
export const pointsAdminRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (
  app,
  { points },
) => {
  app.get(
    '/points/rules',
    {
      schema: { tags: ['admin'], summary: '积分规则列表', response: okResponse(z.array(pointsRuleSchema)) },
      config: { operator: POINTS_EDITORS },
    },
    async () => ok(await points.rules()),
  );

  app.post(
    '/points/rules/defaults',
    {
      schema: {
        tags: ['admin'],
        summary: '补全缺少的默认积分规则（已有规则保持不变）',
        response: okResponse(z.array(pointsRuleSchema)),
      },
      config: { operator: POINTS_EDITORS, audit: 'points.rule.defaults' },
    },
    async () => {
      await points.seedDefaultRules();
      return ok(await points.rules());
    },
  );

  app.put(
    '/points/rules/:action',
    {
      schema: {
        tags: ['admin'],
        summary: '修改积分规则（分值、计分单位、每日上限、单项上限、启用）；下一次发放即生效',
        params: pointsRuleParamsSchema,
        body: pointsRuleUpdateSchema,
        response: okResponse(pointsRuleSchema),
      },
      config: { operator: POINTS_EDITORS, audit: 'points.rule.update' },
    },
    async (request) =>
      ok(await points.updateRule(request.params.action, request.body, operatorIdOf(request))),
  );
};
