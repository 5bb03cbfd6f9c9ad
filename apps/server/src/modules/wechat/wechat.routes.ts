import {
  OAUTH_BINDING_COOKIE,
  oauthQuerySchema,
  tokenQuerySchema,
  WECHAT_LOGIN_PATHS,
  wechatAuthQuerySchema,
  wechatIdentitySchema,
} from '@ia/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import type { RequestContext } from '../../lib/request-context';
import { requireViewer } from '../../plugins/auth';
import { OAUTH_STATE_LIFETIME_MS, type WechatAuthService } from './wechat-auth.service';

interface WechatRoutesOptions {
  wechatAuth: WechatAuthService;
  /** PUBLIC_URL is https: the binding cookie is sent over TLS only. */
  secureCookies: boolean;
}

/** Per IP: generous for people behind one hospital NAT, tight enough to make state or code guessing pointless. */
const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Login calls under /api/platform: leaving for WeChat, and session rotation. */
export const wechatPlatformRoutes: FastifyPluginAsyncZod<WechatRoutesOptions> = async (
  app,
  { wechatAuth, secureCookies },
) => {
  app.get(
    WECHAT_LOGIN_PATHS.auth,
    {
      config: { access: 'public', rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: '微信网页授权：302 跳转到微信授权页（state 绑定本浏览器）',
        querystring: wechatAuthQuerySchema,
        response: { 302: z.null().describe('Location: 微信授权页') },
      },
    },
    async (request, reply) => {
      const { location, binding } = await wechatAuth.start(request.query.website_url, {
        host: request.host,
        bindingCookie: request.cookies[OAUTH_BINDING_COOKIE],
      });
      // Lax, not Strict: the app's call to /api/oauth follows a navigation that came from WeChat.
      reply.setCookie(OAUTH_BINDING_COOKIE, binding, {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: OAUTH_STATE_LIFETIME_MS / 1000,
      });
      return reply.redirect(location, 302);
    },
  );

  app.get(
    WECHAT_LOGIN_PATHS.token,
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['auth'],
        summary: '刷新本人的登录凭证（旧 token 随即失效）',
        querystring: tokenQuerySchema,
        response: okResponse(wechatIdentitySchema),
      },
    },
    async (request) =>
      ok(await wechatAuth.rotate(requireViewer(request), request.query.openid, contextOf(request))),
  );
};

/** GET /api/oauth (spec §7 keeps it outside /api/platform): the code WeChat returned, for a session. */
export const wechatOauthRoutes: FastifyPluginAsyncZod<WechatRoutesOptions> = async (app, { wechatAuth }) => {
  app.get(
    WECHAT_LOGIN_PATHS.oauth,
    {
      config: { access: 'public', rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: '用微信授权 code 换取登录凭证',
        querystring: oauthQuerySchema,
        response: okResponse(wechatIdentitySchema),
      },
    },
    async (request) =>
      ok(
        await wechatAuth.finish(
          request.query.code,
          request.query.state,
          request.cookies[OAUTH_BINDING_COOKIE],
          contextOf(request),
        ),
      ),
  );
};
