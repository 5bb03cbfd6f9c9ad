import { annualReviewParamsSchema, annualReviewSchema, annualReviewVisitSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { AnnualReviewService } from './annual-review.service';

// The review is part of the personal centre: a consented user's own figures.
export const annualReviewRoutes: FastifyPluginAsyncZod<{ annualReview: AnnualReviewService }> = async (
  app,
  { annualReview },
) => {
  app.get(
    '/year/h5/data/:year',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['annual-review'],
        summary: '年度回顾数据（学习时长、内容与病例、会议直播与回放、勋章、积分、排名百分位等）',
        params: annualReviewParamsSchema,
        response: okResponse(annualReviewSchema),
      },
    },
    async (request) => ok(await annualReview.review(requireViewer(request).user, request.params.year)),
  );

  app.post(
    '/year/h5/data/:year/view/log',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['annual-review'],
        summary: '记录打开年度回顾',
        params: annualReviewParamsSchema,
        response: okResponse(annualReviewVisitSchema),
      },
    },
    async (request) => ok(await annualReview.recordView(requireViewer(request).user.id, request.params.year)),
  );

  app.post(
    '/year/h5/data/:year/finished',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['annual-review'],
        summary: '记录读完年度回顾（首次读完的时间保留）',
        params: annualReviewParamsSchema,
        response: okResponse(annualReviewVisitSchema),
      },
    },
    async (request) =>
      ok(await annualReview.recordFinished(requireViewer(request).user.id, request.params.year)),
  );
};
