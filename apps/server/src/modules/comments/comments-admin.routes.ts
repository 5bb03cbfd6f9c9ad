import {
  adminCommentQuerySchema,
  adminCommentSchema,
  adminContentFormListItemSchema,
  adminContentFormListQuerySchema,
  adminContentFormSaveSchema,
  adminContentFormSchema,
  adminFormSubmissionSchema,
  adminFormTargetQuerySchema,
  commentModerationSettingSchema,
  pageSchema,
  pagingQuerySchema,
  sensitiveWordSchema,
  sensitiveWordsAddResultSchema,
  sensitiveWordsAddSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { operatorIdOf } from '../../lib/operator';
import type { CommentsService } from './comments.service';
import type { ContentFormsService } from './content-forms.service';

interface SocialAdminRoutesOptions {
  comments: CommentsService;
  contentForms: ContentFormsService;
}

/** Content moderation is the content team's work (and the administrators'). */
const MODERATORS = ['administrator', 'content_editor'] as const;
const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The console's comment moderation, sensitive words and content forms. Under /api/admin. */
export const socialAdminRoutes: FastifyPluginAsyncZod<SocialAdminRoutesOptions> = async (
  app,
  { comments, contentForms },
) => {
  app.get(
    '/comments',
    {
      schema: {
        tags: ['admin'],
        summary: '评论列表（待审核的按时间从早到晚，其余从新到旧）',
        querystring: adminCommentQuerySchema,
        response: okResponse(pageSchema(adminCommentSchema)),
      },
      config: { operator: MODERATORS },
    },
    async (request) => ok(await comments.adminPage(request.query)),
  );

  app.post(
    '/comments/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: '审核通过评论',
        params: idParamsSchema,
        response: okResponse(z.null()),
      },
      config: { operator: MODERATORS, audit: 'comment.approve' },
    },
    async (request) => {
      await comments.approve(request.params.id, operatorIdOf(request));
      return ok(null);
    },
  );

  app.post(
    '/comments/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: '驳回评论（不展示）',
        params: idParamsSchema,
        response: okResponse(z.null()),
      },
      config: { operator: MODERATORS, audit: 'comment.reject' },
    },
    async (request) => {
      await comments.reject(request.params.id, operatorIdOf(request));
      return ok(null);
    },
  );

  app.delete(
    '/comments/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除评论（一级评论连同其回复）',
        params: idParamsSchema,
        response: okResponse(z.null()),
      },
      config: { operator: MODERATORS, audit: 'comment.delete' },
    },
    async (request) => {
      await comments.remove(request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/comment-moderation',
    {
      schema: {
        tags: ['admin'],
        summary: '评论发布方式：immediate 直接发布，review 审核后发布',
        response: okResponse(commentModerationSettingSchema),
      },
      config: { operator: MODERATORS },
    },
    async () => ok({ moderation: await comments.moderation() }),
  );

  app.put(
    '/comment-moderation',
    {
      schema: {
        tags: ['admin'],
        summary: '设置评论发布方式',
        body: commentModerationSettingSchema,
        response: okResponse(commentModerationSettingSchema),
      },
      config: { operator: MODERATORS, audit: 'comment.moderation' },
    },
    async (request) => {
      await comments.setModeration(request.body.moderation);
      return ok({ moderation: await comments.moderation() });
    },
  );

  app.get(
    '/sensitive-words',
    {
      schema: { tags: ['admin'], summary: '敏感词列表', response: okResponse(z.array(sensitiveWordSchema)) },
      config: { operator: MODERATORS },
    },
    async () => ok(await comments.sensitiveWordList()),
  );

  app.post(
    '/sensitive-words',
    {
      schema: {
        tags: ['admin'],
        summary: '添加敏感词（可一次添加多个，已有的跳过）',
        body: sensitiveWordsAddSchema,
        response: okResponse(sensitiveWordsAddResultSchema),
      },
      config: { operator: MODERATORS, audit: 'sensitive-word.add' },
    },
    async (request) => ok(await comments.addSensitiveWords(request.body.words)),
  );

  app.delete(
    '/sensitive-words/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '删除敏感词',
        params: idParamsSchema,
        response: okResponse(z.null()),
      },
      config: { operator: MODERATORS, audit: 'sensitive-word.delete' },
    },
    async (request) => {
      await comments.deleteSensitiveWord(request.params.id);
      return ok(null);
    },
  );

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
    async (request) => ok(await contentForms.adminForms(request.query, request.query)),
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
    async (request) => ok(await contentForms.adminForm(request.params.id, request.query.type)),
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
        await contentForms.saveForm(request.params.id, {
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
      ok(await contentForms.adminSubmissions(request.params.id, request.query, request.query.type)),
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
      const { fileName, body } = await contentForms.submissionsCsv(request.params.id, request.query.type);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
