import { contentReactionSchema, reactionCheckParamsSchema, reactionStateSchema } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { ReactionsService } from './reactions.service';

interface ReactionsRoutesOptions {
  reactions: ReactionsService;
}

/** The mobile app's likes and favourites of any target; every call first asks the target's gate. */
export const reactionsRoutes: FastifyPluginAsyncZod<ReactionsRoutesOptions> = async (app, { reactions }) => {
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
};
