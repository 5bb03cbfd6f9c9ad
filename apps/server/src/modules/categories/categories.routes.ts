import { categoryTreeParamsSchema, courseCategorySchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '../../lib/envelope';
import { sendAnswer } from '../../lib/shared-answers';
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
    async (request, reply) =>
      sendAnswer(
        reply,
        await categories.treeAnswer(request.params.id, request.viewer?.user.memberGroupIds ?? []),
      ),
  );
};
