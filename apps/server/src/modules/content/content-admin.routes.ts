import {
  adminContentCreateSchema,
  adminContentListItemSchema,
  adminContentQuerySchema,
  adminContentSchema,
  adminContentUpdateSchema,
  adminDiseaseInputSchema,
  adminLessonDetailSchema,
  adminLessonFieldsSchema,
  adminLessonItemsBodySchema,
  adminLessonQuerySchema,
  adminLessonSchema,
  adminLessonUpdateSchema,
  adminTagInputSchema,
  adminTermSchema,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_EDITORS, deletedSchema, idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import { operatorIdOf } from '../../lib/operator';
import { categoryAdminRoutes } from './category-admin.routes';
import type { CategoryAdminService } from './category-admin.service';
import type { ContentAdminService, TermKind } from './content-admin.service';
import { homeAdminRoutes } from './home-admin.routes';
import type { HomeAdminService } from './home-admin.service';

/** A content body may be long rich text (CONTENT_BODY_MAX characters of mostly Chinese HTML). */
const CONTENT_BODY_LIMIT = 2 * 1024 * 1024;

export interface ContentAdminRoutesOptions {
  contentAdmin: ContentAdminService;
  categoryAdmin: CategoryAdminService;
  homeAdmin: HomeAdminService;
}

/** The console's learning content under /api/admin: contents, course series, tags, diseases, and (registered here) categories, member groups and the home page. */
export const contentAdminRoutes: FastifyPluginAsyncZod<ContentAdminRoutesOptions> = async (
  app,
  { contentAdmin, categoryAdmin, homeAdmin },
) => {
  await app.register(categoryAdminRoutes, { categoryAdmin });
  await app.register(homeAdminRoutes, { homeAdmin });

  // ---- contents ----------------------------------------------------------------------------

  app.get(
    '/contents',
    {
      schema: {
        tags: ['admin'],
        summary: '内容列表（类型、状态、分类、关键词筛选）',
        querystring: adminContentQuerySchema,
        response: okResponse(pageSchema(adminContentListItemSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await contentAdmin.listContents(request.query)),
  );

  app.get(
    '/contents/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '内容详情（编辑用）',
        params: idParamsSchema,
        response: okResponse(adminContentSchema),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await contentAdmin.getContent(request.params.id)),
  );

  app.post(
    '/contents',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: '新建内容（草稿）',
        body: adminContentCreateSchema,
        response: okResponse(adminContentSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'content.create' },
    },
    async (request) => ok(await contentAdmin.createContent(request.body, operatorIdOf(request))),
  );

  app.put(
    '/contents/:id',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: '修改内容（携带编辑时的 updated_at；他人已修改则 40900）',
        params: idParamsSchema,
        body: adminContentUpdateSchema,
        response: okResponse(adminContentSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'content.update' },
    },
    async (request) => ok(await contentAdmin.updateContent(request.params.id, request.body)),
  );

  app.post(
    '/contents/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: '发布内容（须有批准文号和未过期的有效期）',
        params: idParamsSchema,
        response: okResponse(adminContentSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'content.publish' },
    },
    async (request) => ok(await contentAdmin.publishContent(request.params.id)),
  );

  app.post(
    '/contents/:id/unpublish',
    {
      schema: {
        tags: ['admin'],
        summary: '下线内容',
        params: idParamsSchema,
        response: okResponse(adminContentSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'content.unpublish' },
    },
    async (request) => ok(await contentAdmin.unpublishContent(request.params.id)),
  );

  app.delete(
    '/contents/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除内容（同时移出首页推荐和课程系列）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'content.delete' },
    },
    async (request) => {
      await contentAdmin.deleteContent(request.params.id);
      return ok({ id: request.params.id });
    },
  );

  // ---- tags and diseases -------------------------------------------------------------------

  const terms: { kind: TermKind; path: string; label: string; body: typeof adminTagInputSchema }[] = [
    { kind: 'tag', path: '/tags', label: '标签', body: adminTagInputSchema },
    { kind: 'disease', path: '/diseases', label: '疾病', body: adminDiseaseInputSchema },
  ];
  for (const { kind, path, label, body } of terms) {
    app.get(
      path,
      {
        schema: {
          tags: ['admin'],
          summary: `${label}列表（含使用次数）`,
          response: okResponse(z.array(adminTermSchema)),
        },
        config: { operator: CONTENT_EDITORS },
      },
      async () => ok(await contentAdmin.listTerms(kind)),
    );
    app.post(
      path,
      {
        schema: { tags: ['admin'], summary: `新建${label}`, body, response: okResponse(adminTermSchema) },
        config: { operator: CONTENT_EDITORS, audit: `${kind}.create` },
      },
      async (request) => ok(await contentAdmin.createTerm(kind, request.body)),
    );
    app.put(
      `${path}/:id`,
      {
        schema: {
          tags: ['admin'],
          summary: `修改${label}（使用它的内容会重建搜索索引）`,
          params: idParamsSchema,
          body,
          response: okResponse(adminTermSchema),
        },
        config: { operator: CONTENT_EDITORS, audit: `${kind}.update` },
      },
      async (request) => ok(await contentAdmin.updateTerm(kind, request.params.id, request.body)),
    );
    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags: ['admin'],
          summary: `删除${label}（仍被内容使用时拒绝）`,
          params: idParamsSchema,
          response: okResponse(deletedSchema),
        },
        config: { operator: CONTENT_EDITORS, audit: `${kind}.delete` },
      },
      async (request) => {
        await contentAdmin.deleteTerm(kind, request.params.id);
        return ok({ id: request.params.id });
      },
    );
  }

  // ---- lessons (course series) -------------------------------------------------------------

  app.get(
    '/lessons',
    {
      schema: {
        tags: ['admin'],
        summary: '课程系列列表',
        querystring: adminLessonQuerySchema,
        response: okResponse(pageSchema(adminLessonSchema)),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await contentAdmin.listLessons(request.query)),
  );

  app.get(
    '/lessons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '课程系列详情（含按顺序排列的内容）',
        params: idParamsSchema,
        response: okResponse(adminLessonDetailSchema),
      },
      config: { operator: CONTENT_EDITORS },
    },
    async (request) => ok(await contentAdmin.getLesson(request.params.id)),
  );

  app.post(
    '/lessons',
    {
      schema: {
        tags: ['admin'],
        summary: '新建课程系列',
        body: adminLessonFieldsSchema,
        response: okResponse(adminLessonDetailSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'lesson.create' },
    },
    async (request) => ok(await contentAdmin.createLesson(request.body)),
  );

  app.put(
    '/lessons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '修改课程系列（携带编辑时的 updated_at）',
        params: idParamsSchema,
        body: adminLessonUpdateSchema,
        response: okResponse(adminLessonDetailSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'lesson.update' },
    },
    async (request) => ok(await contentAdmin.updateLesson(request.params.id, request.body)),
  );

  app.put(
    '/lessons/:id/items',
    {
      schema: {
        tags: ['admin'],
        summary: '设置课程系列的内容及顺序',
        params: idParamsSchema,
        body: adminLessonItemsBodySchema,
        response: okResponse(adminLessonDetailSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'lesson.items' },
    },
    async (request) => ok(await contentAdmin.setLessonItems(request.params.id, request.body.content_ids)),
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/lessons/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: action === 'publish' ? '发布课程系列' : '下线课程系列',
          params: idParamsSchema,
          response: okResponse(adminLessonDetailSchema),
        },
        config: { operator: CONTENT_EDITORS, audit: `lesson.${action}` },
      },
      async (request) => ok(await contentAdmin.setLessonStatus(request.params.id, action)),
    );
  }

  app.delete(
    '/lessons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除课程系列（其中的内容保留）',
        params: idParamsSchema,
        response: okResponse(deletedSchema),
      },
      config: { operator: CONTENT_EDITORS, audit: 'lesson.delete' },
    },
    async (request) => {
      await contentAdmin.deleteLesson(request.params.id);
      return ok({ id: request.params.id });
    },
  );
};
