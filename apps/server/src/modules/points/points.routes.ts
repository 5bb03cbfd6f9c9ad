import {
  scoreEventSchema,
  scoreLogPageSchema,
  scoreLogQuerySchema,
  scoreSchema,
  signInResultSchema,
  signInStatusSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { PointsService } from './points.service';

// The member's points: signing in and the score log are personal-centre features (a consented
// member); recording a VIEW is learning; the popup's unseen awards can be asked by any signed-in
// visitor (the home page asks before knowing who they are; someone without awards gets 0).
export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (app, { points }) => {
  app.get(
    '/member/login-log/check',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['points'],
        summary: '今日是否已签到（中国时间），连续签到天数',
        response: okResponse(signInStatusSchema),
      },
    },
    async (request) => ok(await points.signInStatus(requireViewer(request).user.id)),
  );

  app.post(
    '/member/login-log',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['points'],
        summary: '每日签到（幂等：每个中国日只记一次、只得一次积分；score 为本次所得）',
        response: okResponse(signInResultSchema),
      },
    },
    async (request) => ok(await points.signIn(requireViewer(request).user.id)),
  );

  app.post(
    '/score-log',
    {
      config: { access: 'learning' },
      schema: {
        tags: ['points'],
        summary: '记录浏览或点击（VIEW 按积分规则得分，每日每项至多一次；click 不得分）',
        body: scoreEventSchema,
        response: okResponse(scoreSchema),
      },
    },
    async (request) => ok(await points.recordEvent(requireViewer(request).user, request.body)),
  );

  app.get(
    '/score-log/scorelog',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['points'],
        summary: '积分明细（最新在前，附总积分与今日积分）',
        querystring: scoreLogQuerySchema,
        response: okResponse(scoreLogPageSchema),
      },
    },
    async (request) => ok(await points.scoreLog(requireViewer(request).user.id, request.query)),
  );

  app.post(
    '/score-log/up-tip-status',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['points'],
        summary: '未提示过的积分（后台发放的学习、观看积分）合计并标记已提示：每笔只弹一次',
        response: okResponse(scoreSchema),
      },
    },
    async (request) => ok(await points.takeTip(requireViewer(request).user.id)),
  );
};
