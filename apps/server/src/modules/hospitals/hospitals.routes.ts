import { hospitalQuerySchema, hospitalSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import type { HospitalsService } from './hospitals.service';

export const hospitalsRoutes: FastifyPluginAsyncZod<{ hospitals: HospitalsService }> = async (
  app,
  { hospitals },
) => {
  app.get(
    '/hospital/get-hospital',
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['common'],
        summary: '医院搜索（关键字、省市筛选；"其他" 由 app 提供，id 为 0）',
        querystring: hospitalQuerySchema,
        response: okResponse(z.array(hospitalSchema)),
      },
    },
    async (request) => ok(await hospitals.search(request.query)),
  );
};
