import { EXTERNAL_LOGIN_REDIRECT_PARAM, SANDBOX_WECHAT_PATHS, SandboxRole } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppUrlPolicy, parseAppUrl } from '../wechat';
import type { SandboxService } from './sandbox.service';
import { renderIdentityPicker, renderSandboxError, sendPage } from './wechat-sandbox.page';
import { SANDBOX_ID_PATTERN, suggestOpenid, type WechatSandboxService } from './wechat-sandbox.service';

interface ExternalLoginRoutesOptions {
  sandbox: SandboxService;
  wechatSandbox: WechatSandboxService;
  appUrl: AppUrlPolicy;
}

const sandboxId = z.string().regex(SANDBOX_ID_PATTERN, '只能包含字母、数字、_ 和 -（至多 64 位）');

/**
 * The stand-in for the middle-platform / look-star login page (spec §4): signs the visitor in as
 * a test identity and returns to `redirect` with openid, token and unionid appended.
 */
export const externalLoginRoutes: FastifyPluginAsyncZod<ExternalLoginRoutesOptions> = async (
  app,
  { sandbox, wechatSandbox, appUrl },
) => {
  app.get(
    SANDBOX_WECHAT_PATHS.externalLogin,
    {
      schema: {
        tags: ['sandbox'],
        summary: '沙箱：中台 / 观星登录页替身（选择测试身份后带 openid、token、unionid 返回）',
        querystring: z.object({
          [EXTERNAL_LOGIN_REDIRECT_PARAM]: z.string().max(2000).optional(),
          sandbox_openid: sandboxId.optional(),
          sandbox_unionid: z.union([sandboxId, z.literal('')]).optional(),
          sandbox_role: z.enum(SandboxRole).optional(),
        }),
      },
    },
    async (request, reply) => {
      const {
        redirect,
        sandbox_openid: openid,
        sandbox_unionid: unionid,
        sandbox_role: role,
      } = request.query;
      // It hands out a real session token in the address: only to the app's own pages.
      const target = redirect ? parseAppUrl(redirect, appUrl, request.host) : null;
      if (!target) {
        return sendPage(
          reply,
          renderSandboxError('redirect 必须是本应用的页面地址 · redirect must be a page of this app'),
          400,
        );
      }
      if (!openid) {
        return sendPage(
          reply,
          renderIdentityPicker({
            title: '统一登录（沙箱）',
            subtitle: 'External login (sandbox): sign in as a test identity',
            action: SANDBOX_WECHAT_PATHS.externalLogin,
            params: { [EXTERNAL_LOGIN_REDIRECT_PARAM]: target.toString() },
            identities: await wechatSandbox.identities(),
            suggestion: suggestOpenid(),
            offerRoles: true,
          }),
        );
      }
      const identity = await sandbox.signIn({ openid, unionid: unionid || null, role });
      target.searchParams.set('openid', identity.openid);
      target.searchParams.set('token', identity.token);
      if (identity.unionid) target.searchParams.set('unionid', identity.unionid);
      return reply.redirect(target.toString(), 302);
    },
  );
};
