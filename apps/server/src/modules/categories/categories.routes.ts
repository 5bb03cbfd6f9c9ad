import { categoryTreeParamsSchema, courseCategorySchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import type { CategoriesService } from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/category/tree/:id',
    {
      schema: {
        tags: ['common'],
        summary: '课程分类树（id 为 0 时返回全部一级分类）',
        params: categoryTreeParamsSchema,
        response: okResponse(z.array(courseCategorySchema)),
      },
      // Anonymous viewers see the categories open to everyone; signed-in ones also their groups'.
      config: { access: 'public' },
    },
    async (request) =>
      ok(await categories.tree(request.params.id, request.viewer?.user.memberGroupIds ?? [])),
  );
};
