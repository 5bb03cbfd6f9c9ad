import {
  commentCreateSchema,
  commentListQuerySchema,
  commentListSchema,
  commentSchema,
  commentZanResultSchema,
  commentZanSchema,
} from '@ia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { sendAnswer } from '../../lib/shared-answers';
import { requireViewer } from '../../plugins/auth';
import type { CommentsService } from './comments.service';

interface CommentsRoutesOptions {
  comments: CommentsService;
}

/** Per user (one doctor, not one hospital NAT): enough to converse, too few to flood a thread. */
const COMMENT_RATE_LIMIT = {
  max: 6,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    request.viewer ? `comment-user-${request.viewer.user.id}` : `comment-ip-${request.ip}`,
};

/** The mobile app's comments and replies, and their likes; every call first asks the target's gate. */
export const commentsRoutes: FastifyPluginAsyncZod<CommentsRoutesOptions> = async (app, { comments }) => {
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
    async (request, reply) => {
      const answer = await comments.list(requireViewer(request).user, request.query);
      return sendAnswer(reply, Buffer.isBuffer(answer) ? answer : ok(answer));
    },
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
};
