import { favouriteListQuerySchema, favouriteSchema, pageSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { FavouritesService } from './favourites.service';

/** /personal/collection: GET member/my-faver. */
export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites },
) => {
  app.get(
    '/member/my-faver',
    {
      schema: {
        tags: ['favourites'],
        summary: '我的收藏（内容、会议、活动；最新在前；type 按 typeMap 筛选）',
        querystring: favouriteListQuerySchema,
        response: okResponse(pageSchema(favouriteSchema)),
      },
      config: { access: 'consented' },
    },
    async (request) => ok(await favourites.list(requireViewer(request).user.id, request.query)),
  );
};
