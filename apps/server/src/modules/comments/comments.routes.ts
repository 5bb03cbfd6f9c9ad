import {
  claimStatusQuerySchema,
  claimStatusSchema,
  commentCreateSchema,
  commentListQuerySchema,
  commentListSchema,
  commentSchema,
  commentZanResultSchema,
  commentZanSchema,
  contentFormSchema,
  contentFormSubmitSchema,
  contentReactionSchema,
  formAnswerListQuerySchema,
  formAnswerListSchema,
  formAnswerZanResultSchema,
  formAnswerZanSchema,
  reactionCheckParamsSchema,
  reactionStateSchema,
} from '@ia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { CommentsService } from './comments.service';
import type { ContentFormsService } from './content-forms.service';
import type { ReactionsService } from './reactions.service';

interface SocialRoutesOptions {
  comments: CommentsService;
  reactions: ReactionsService;
  contentForms: ContentFormsService;
}

/** Per user (one doctor, not one hospital NAT): enough to converse, too few to flood a thread. */
export const COMMENT_RATE_LIMIT = {
  max: 6,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    request.viewer ? `comment-user-${request.viewer.user.id}` : `comment-ip-${request.ip}`,
};

/**
 * The mobile app's comments, likes, favourites and content forms. Every call first asks the
 * content rule (ContentService.requireOpenable) whether the viewer may open the target.
 */
export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (
  app,
  { comments, reactions, contentForms },
) => {
  app.get(
    '/comments',
    {
      schema: {
        tags: ['social'],
        summary: '评论列表（最新在前，含每条的前几条回复）；带 parent_id 时为该评论的全部回复（最早在前）',
        querystring: commentListQuerySchema,
        response: okResponse(commentListSchema),
      },
      config: { access: 'learning' },
    },
    async (request) => ok(await comments.list(requireViewer(request).user, request.query)),
  );

  app.post(
    '/comments',
    {
      schema: {
        tags: ['social'],
        summary: '发表评论或回复（敏感词过滤；审核模式下待审核，仅自己可见）',
        body: commentCreateSchema,
        response: okResponse(commentSchema),
      },
      config: { access: 'learning', rateLimit: COMMENT_RATE_LIMIT },
    },
    async (request) => ok(await comments.create(requireViewer(request).user, request.body)),
  );

  app.post(
    '/comments-zan-log',
    {
      schema: {
        tags: ['social'],
        summary: '点赞评论（重复点赞无影响）',
        body: commentZanSchema,
        response: okResponse(commentZanResultSchema),
      },
      config: { access: 'learning' },
    },
    async (request) => ok(await comments.setLike(requireViewer(request).user, request.body.comment_id, true)),
  );

  app.post(
    '/comments-zan-log-delete',
    {
      schema: {
        tags: ['social'],
        summary: '取消点赞评论（未点赞时也成功）',
        body: commentZanSchema,
        response: okResponse(commentZanResultSchema),
      },
      config: { access: 'learning' },
    },
    async (request) =>
      ok(await comments.setLike(requireViewer(request).user, request.body.comment_id, false)),
  );

  const reactionRoutes = [
    { path: '/content-zan-log', kind: 'zan', on: true, summary: '点赞内容（重复点赞无影响）' },
    { path: '/content-zan-log-delete', kind: 'zan', on: false, summary: '取消点赞内容' },
    { path: '/content/faver', kind: 'faver', on: true, summary: '收藏内容（重复收藏无影响）' },
    { path: '/content/faver-delete', kind: 'faver', on: false, summary: '取消收藏内容' },
  ] as const;
  for (const route of reactionRoutes) {
    app.post(
      route.path,
      {
        schema: {
          tags: ['social'],
          summary: route.summary,
          body: contentReactionSchema,
          response: okResponse(reactionStateSchema),
        },
        config: { access: 'learning' },
      },
      async (request) =>
        ok(
          await reactions.set(
            requireViewer(request).user,
            route.kind,
            request.body.content_id,
            request.body.type,
            route.on,
          ),
        ),
    );
  }

  const checkRoutes = [
    {
      path: '/content-zan-log-check/:a/:b',
      kind: 'zan',
      summary: '是否已点赞（a = 内容 ID，b = 类型）与点赞数',
    },
    {
      path: '/content/faver-check/:a/:b',
      kind: 'faver',
      summary: '是否已收藏（a = 内容 ID，b = 类型）与收藏数',
    },
  ] as const;
  for (const route of checkRoutes) {
    app.get(
      route.path,
      {
        schema: {
          tags: ['social'],
          summary: route.summary,
          params: reactionCheckParamsSchema,
          response: okResponse(reactionStateSchema),
        },
        config: { access: 'learning' },
      },
      async (request) =>
        ok(
          await reactions.check(requireViewer(request).user, route.kind, request.params.a, request.params.b),
        ),
    );
  }

  app.get(
    '/content/form/:a/:b',
    {
      schema: {
        tags: ['social'],
        summary: '内容的表单（a = 内容 ID，b = 类型）与我的回答',
        params: reactionCheckParamsSchema,
        response: okResponse(contentFormSchema),
      },
      config: { access: 'learning' },
    },
    async (request) =>
      ok(await contentForms.formFor(requireViewer(request).user, request.params.a, request.params.b)),
  );

  app.post(
    '/content/form',
    {
      schema: {
        tags: ['social'],
        summary: '提交内容表单（JSON；再次提交覆盖之前的回答）',
        body: contentFormSubmitSchema,
        response: okResponse(contentFormSchema),
      },
      config: { access: 'learning' },
    },
    async (request) => ok(await contentForms.submit(requireViewer(request).user, request.body)),
  );

  app.get(
    '/content/claim/status',
    {
      schema: {
        tags: ['social'],
        summary: '是否已提交该内容的表单（领取状态）',
        querystring: claimStatusQuerySchema,
        response: okResponse(claimStatusSchema),
      },
      config: { access: 'learning' },
    },
    async (request) =>
      ok(await contentForms.claimStatus(requireViewer(request).user, request.query.content_id)),
  );

  app.get(
    '/form/form-question-answer-comment',
    {
      schema: {
        tags: ['social'],
        summary: '公开问题的他人回答（最新在前）',
        querystring: formAnswerListQuerySchema,
        response: okResponse(formAnswerListSchema),
      },
      config: { access: 'learning' },
    },
    async (request) =>
      ok(
        await contentForms.publicAnswers(
          requireViewer(request).user,
          request.query.question_id,
          request.query,
        ),
      ),
  );

  app.post(
    '/form/form-question-answer-zan-log',
    {
      schema: {
        tags: ['social'],
        summary: '点赞回答（cancel=1 取消），重复操作无影响',
        body: formAnswerZanSchema,
        response: okResponse(formAnswerZanResultSchema),
      },
      config: { access: 'learning' },
    },
    async (request) =>
      ok(
        await contentForms.setAnswerLike(
          requireViewer(request).user,
          request.body.answer_id,
          request.body.cancel === 0,
        ),
      ),
  );
};
