import { adminSearchKeywordInputSchema, adminSearchKeywordSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_EDITORS, deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import type { SearchKeywordsService } from './search-keywords.service';

/** The console's hot keywords under /api/admin/search-keywords (issue 16). */
export const searchKeywordsAdminRoutes: FastifyPluginAsyncZod<{ keywords: SearchKeywordsService }> = async (
  app,
  { keywords },
) => {
  app.get(
    '/search-keywords',
    {
      schema: {
        tags: ['admin'],
        summary: '搜索关键词（置顶的在前，其后按搜索次数）',
        response: okResponse(z.array(adminSearchKeywordSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async () => ok(await keywords.list()),
  );

  app.post(
    '/search-keywords',
    {
      schema: {
        tags: ['admin'],
        summary: '添加热门搜索词（已存在则 40900）',
        body: adminSearchKeywordInputSchema,
        response: okResponse(adminSearchKeywordSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'search-keyword.create' },
    },
    async (request) => ok(await keywords.create(request.body)),
  );

  app.put(
    '/search-keywords/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改搜索词（置顶、排序、隐藏、改写）',
        params: idParamsSchema,
        body: adminSearchKeywordInputSchema,
        response: okResponse(adminSearchKeywordSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'search-keyword.update' },
    },
    async (request) => ok(await keywords.update(request.params.id, request.body)),
  );

  app.delete(
    '/search-keywords/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除搜索词（次数一并清零）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'search-keyword.delete' },
    },
    async (request) => {
      await keywords.delete(request.params.id);
      return ok({ id: request.params.id });
    },
  );
};
