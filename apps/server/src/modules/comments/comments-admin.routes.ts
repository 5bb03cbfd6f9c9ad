import {
  adminCommentQuerySchema,
  adminCommentSchema,
  commentModerationSettingSchema,
  pageSchema,
  sensitiveWordSchema,
  sensitiveWordsAddResultSchema,
  sensitiveWordsAddSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { operatorIdOf } from '../../lib/operator';
import type { CommentsService } from './comments.service';

interface CommentsAdminRoutesOptions {
  comments: CommentsService;
}

/** Content moderation is the content team's work (and the administrators'). */
const MODERATORS = ['administrator', 'content_editor'] as const;
const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The console's comment moderation and sensitive words. Under /api/admin. */
export const commentsAdminRoutes: FastifyPluginAsyncZod<CommentsAdminRoutesOptions> = async (
  app,
  { comments },
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
};
