import { rankingListParamsSchema, rankingListQuerySchema, rankingListSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { sendAnswer } from '../../lib/shared-answers';
import { requireViewer } from '../../plugins/auth';
import { serializeRankingList } from './ranking.presenter';
import type { RankingService } from './ranking.service';

// The boards are for consented users (the personal centre's pages need one); staff may look
// but are never on a board.
export const rankingRoutes: FastifyPluginAsyncZod<{ ranking: RankingService }> = async (app, { ranking }) => {
  app.get(
    '/member/ranking-list/:id',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['ranking'],
        summary: '积分排行榜（1 总榜、2 月榜、3 周榜；role 按医师/技师/护士筛选），附本人排名与前后名次',
        params: rankingListParamsSchema,
        querystring: rankingListQuerySchema,
        response: okResponse(rankingListSchema),
      },
    },
    async (request, reply) => {
      const list = await ranking.list(requireViewer(request).user, request.params.id, request.query);
      // Kept boards share their rows, and so their rows' JSON; uncached (the API tests), the
      // route's serializer writes the answer and the response schema checks it.
      return sendAnswer(reply, ranking.sharesRows ? serializeRankingList(list) : ok(list));
    },
  );
};

const refreshSchema = z.object({ rows: z.number().int().nullable(), ms: z.number().int() });

/** /api/sandbox/ranking/refresh (sandbox only): rebuilds the boards now instead of at the next interval. */
export const rankingSandboxRoutes: FastifyPluginAsyncZod<{ ranking: RankingService }> = async (
  app,
  { ranking },
) => {
  app.post(
    '/ranking/refresh',
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：立即重建积分排行榜（rows 为写入行数，ms 为耗时）',
        response: okResponse(refreshSchema),
      },
    },
    async () => ok(await ranking.refresh()),
  );
};
