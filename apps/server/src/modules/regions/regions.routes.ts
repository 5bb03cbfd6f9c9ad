import { REGION_PATHS, regionListQuerySchema, regionSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import type { RegionsService } from './regions.service';

/** The region list for pickers. Public reference data: no session needed. */
export const regionsRoutes: FastifyPluginAsyncZod<{ regions: RegionsService }> = async (app, { regions }) => {
  app.get(
    REGION_PATHS.list,
    {
      config: { access: 'public' },
      schema: {
        tags: ['common'],
        summary: '省市区列表（不传 parent 返回省份）',
        querystring: regionListQuerySchema,
        response: okResponse(z.array(regionSchema)),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(await regions.list(request.query.parent));
    },
  );

  app.get(
    REGION_PATHS.hot,
    {
      config: { access: 'public' },
      schema: { tags: ['common'], summary: '热门城市', response: okResponse(z.array(regionSchema)) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(await regions.hot());
    },
  );
};
