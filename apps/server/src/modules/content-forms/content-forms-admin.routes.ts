import {
  adminContentFormListItemSchema,
  adminContentFormListQuerySchema,
  adminContentFormSaveSchema,
  adminContentFormSchema,
  adminFormSubmissionSchema,
  adminFormTargetQuerySchema,
  pageSchema,
  pagingQuerySchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import type { ContentFormsAdminService } from './content-forms-admin.service';

interface ContentFormsAdminRoutesOptions {
  contentFormsAdmin: ContentFormsAdminService;
}

/** Content moderation is the content team's work (and the administrators'). */
const MODERATORS = ['administrator', 'content_editor'] as const;
const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The console's content forms: list, edit, submissions and their CSV. Under /api/admin. */
export const contentFormsAdminRoutes: FastifyPluginAsyncZod<ContentFormsAdminRoutesOptions> = async (
  app,
  { contentFormsAdmin },
) => {
  app.get(
    '/content-forms',
    {
      schema: {
        tags: ['admin'],
        summary: '带表单的内容与活动列表（type=1 仅内容，type=6 仅活动报名表单）',
        querystring: adminContentFormListQuerySchema,
        response: okResponse(pageSchema(adminContentFormListItemSchema)),
      },
      config: { operator: MODERATORS },
    },
    async (request) => ok(await contentFormsAdmin.adminForms(request.query, request.query)),
  );

  app.get(
    '/contents/:id/form',
    {
      schema: {
        tags: ['admin'],
        summary: '内容的表单（没有时 form 为 null）；type=6 时 id 为活动，表单为活动报名表单',
        params: idParamsSchema,
        querystring: adminFormTargetQuerySchema,
        response: okResponse(adminContentFormSchema),
      },
      config: { operator: MODERATORS },
    },
    async (request) => ok(await contentFormsAdmin.adminForm(request.params.id, request.query.type)),
  );

  app.put(
    '/contents/:id/form',
    {
      schema: {
        tags: ['admin'],
        summary:
          '创建或修改内容的表单（未改类型的问题保留 ID 与已有回答）；type=6（请求体或查询参数）时为活动报名表单',
        params: idParamsSchema,
        querystring: adminFormTargetQuerySchema,
        body: adminContentFormSaveSchema,
        response: okResponse(adminContentFormSchema),
      },
      config: { operator: MODERATORS, audit: 'content-form.save' },
    },
    async (request) =>
      ok(
        await contentFormsAdmin.saveForm(request.params.id, {
          ...request.body,
          type: request.query.type ?? request.body.type,
        }),
      ),
  );

  app.get(
    '/contents/:id/form/submissions',
    {
      schema: {
        tags: ['admin'],
        summary: '表单提交记录（最新在前）；type=6 时为活动报名表单',
        params: idParamsSchema,
        querystring: pagingQuerySchema.extend(adminFormTargetQuerySchema.shape),
        response: okResponse(pageSchema(adminFormSubmissionSchema)),
      },
      config: { operator: MODERATORS },
    },
    async (request) =>
      ok(await contentFormsAdmin.adminSubmissions(request.params.id, request.query, request.query.type)),
  );

  app.get(
    '/contents/:id/form/submissions.csv',
    {
      schema: {
        tags: ['admin'],
        summary: '导出表单提交记录（CSV，UTF-8 带 BOM）；type=6 时为活动报名表单',
        params: idParamsSchema,
        querystring: adminFormTargetQuerySchema,
        produces: ['text/csv'],
      },
      config: { operator: MODERATORS },
    },
    async (request, reply) => {
      const { fileName, body } = await contentFormsAdmin.submissionsCsv(
        request.params.id,
        request.query.type,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
