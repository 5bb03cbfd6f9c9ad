import { randomBytes } from 'node:crypto';
import { SANDBOX_LOGIN_PARAMS, type ViewerRoleValue, WECHAT_ERRCODE } from '@ia/shared';
import { viewerRole } from '../access';
import type { UsersRepository } from '../users';
import type { WechatAccessTokenReply } from '../wechat';
import type { WechatSandboxCodesRepository } from './wechat-sandbox-codes.repository';

/** WeChat's authorization codes live 5 minutes and are good for one exchange. */
const SANDBOX_CODE_LIFETIME_MS = 5 * 60_000;
/** Server access tokens kept at most (in memory: only this node's own server asks for them). */
const MAX_LIVE_CODES = 10_000;
const SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const;
/** What a test openid or unionid may look like (WeChat's are 28 URL-safe characters). */
export const SANDBOX_ID_PATTERN = /^[\w-]{1,64}$/;

export interface AuthorizeQuery {
  appid?: string | undefined;
  redirect_uri?: string | undefined;
  response_type?: string | undefined;
  scope?: string | undefined;
  state?: string | undefined;
  sandbox_openid?: string | undefined;
  sandbox_unionid?: string | undefined;
}

export interface AccessTokenQuery {
  appid?: string | undefined;
  secret?: string | undefined;
  code?: string | undefined;
  grant_type?: string | undefined;
}

/** The authorize page's three outcomes: WeChat's error page, the identity picker, or the return with a code. */
export type AuthorizeOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'picker'; params: Record<string, string>; identities: SandboxIdentity[]; suggestion: string }
  | { kind: 'redirect'; location: string };

export interface SandboxIdentity {
  openid: string;
  unionid: string | null;
  nickname: string | null;
  role: ViewerRoleValue;
}

export type WechatErrorReply = { errcode: number; errmsg: string };

export interface ServerTokenQuery {
  grant_type?: string | undefined;
  appid?: string | undefined;
  secret?: string | undefined;
}

export interface JsapiTicketQuery {
  access_token?: string | undefined;
  type?: string | undefined;
}

/** How long the sandbox's access tokens and jsapi_tickets last, like WeChat's. */
const SANDBOX_SERVER_CREDENTIAL_SECONDS = 7200;

/**
 * The development stand-in for WeChat's web authorization: the authorize page and the code
 * exchange, with WeChat's parameters, replies and errcodes.
 *
 * Codes are kept in the database (`sandbox_wechat_codes`), not in memory: behind a load balancer
 * the browser reaches the authorize page of one node, and the server exchanges the code at its own
 * node's sandbox (decision 031). Real WeChat is the only thing in production that holds codes.
 */
export class WechatSandboxService {
  /** Access tokens of cgi-bin/token and when each expires (ms). */
  private readonly serverTokens = new Map<string, number>();

  constructor(
    private readonly users: UsersRepository,
    private readonly codes: WechatSandboxCodesRepository,
    private readonly credentials: { appId: string; appSecret: string },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** connect/oauth2/authorize: checks WeChat's parameters, then picks an identity or returns with a code. */
  async authorize(query: AuthorizeQuery): Promise<AuthorizeOutcome> {
    const problem = this.authorizeProblem(query);
    if (problem) return { kind: 'error', message: problem };
    const redirect = new URL(query.redirect_uri ?? '');
    const scope = query.scope ?? '';
    const openid = query.sandbox_openid;
    if (!openid) {
      const params: Record<string, string> = {
        appid: this.credentials.appId,
        redirect_uri: redirect.toString(),
        response_type: 'code',
        scope,
        state: query.state ?? '',
      };
      return { kind: 'picker', params, identities: await this.identities(), suggestion: suggestOpenid() };
    }
    if (
      !SANDBOX_ID_PATTERN.test(openid) ||
      (query.sandbox_unionid && !SANDBOX_ID_PATTERN.test(query.sandbox_unionid))
    ) {
      return {
        kind: 'error',
        message: `${SANDBOX_LOGIN_PARAMS.openid} / ${SANDBOX_LOGIN_PARAMS.unionid} 只能包含字母、数字、_ 和 -（至多 64 位）`,
      };
    }
    const known = await this.users.findIdentity(this.credentials.appId, openid);
    const unionid = query.sandbox_unionid || known?.unionid || null;
    const code = await this.issueCode({ openid, unionid, scope });
    // WeChat appends code and state to redirect_uri, keeping its own query.
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', query.state ?? '');
    return { kind: 'redirect', location: redirect.toString() };
  }

  /** sns/oauth2/access_token: WeChat's checks in WeChat's order, with its errcodes. */
  async exchange(query: AccessTokenQuery): Promise<WechatAccessTokenReply | WechatErrorReply> {
    if (!query.appid) return wechatError(41002, 'appid missing');
    if (query.appid !== this.credentials.appId)
      return wechatError(WECHAT_ERRCODE.INVALID_APPID, 'invalid appid');
    if (!query.secret) return wechatError(41004, 'appsecret missing');
    if (query.secret !== this.credentials.appSecret) {
      return wechatError(WECHAT_ERRCODE.INVALID_APPSECRET, 'invalid appsecret');
    }
    if (query.grant_type !== 'authorization_code') {
      return wechatError(WECHAT_ERRCODE.INVALID_GRANT_TYPE, 'invalid grant_type');
    }
    if (!query.code) return wechatError(WECHAT_ERRCODE.MISSING_CODE, 'missing code');
    const taken = await this.codes.take(query.code, this.now());
    if (taken.kind === 'invalid') return wechatError(WECHAT_ERRCODE.INVALID_CODE, 'invalid code');
    if (taken.kind === 'used') return wechatError(WECHAT_ERRCODE.CODE_USED, 'code been used');
    const issued = taken.row;
    return {
      access_token: randomBytes(40).toString('base64url'),
      expires_in: 7200,
      refresh_token: randomBytes(40).toString('base64url'),
      openid: issued.openid,
      scope: issued.scope,
      ...(issued.unionid ? { unionid: issued.unionid } : {}),
    };
  }

  /**
   * cgi-bin/token: the official account's access token, with WeChat's checks and errcodes. Like
   * WeChat, it lasts 7200 s; unlike WeChat, an earlier token stays valid until its own expiry.
   */
  serverToken(query: ServerTokenQuery): { access_token: string; expires_in: number } | WechatErrorReply {
    if (query.grant_type !== 'client_credential') {
      return wechatError(WECHAT_ERRCODE.INVALID_GRANT_TYPE, 'invalid grant_type');
    }
    if (!query.appid) return wechatError(41002, 'appid missing');
    if (query.appid !== this.credentials.appId)
      return wechatError(WECHAT_ERRCODE.INVALID_APPID, 'invalid appid');
    if (!query.secret) return wechatError(41004, 'appsecret missing');
    // cgi-bin/token answers a wrong secret with 40001 (not 40125 as the OAuth exchange does).
    if (query.secret !== this.credentials.appSecret) {
      return wechatError(40001, 'invalid credential, access_token is invalid or not latest');
    }
    const now = this.now().getTime();
    for (const [token, expiresAt] of this.serverTokens) {
      if (expiresAt <= now || this.serverTokens.size >= MAX_LIVE_CODES) this.serverTokens.delete(token);
    }
    const token = randomBytes(48).toString('base64url');
    this.serverTokens.set(token, now + SANDBOX_SERVER_CREDENTIAL_SECONDS * 1000);
    return { access_token: token, expires_in: SANDBOX_SERVER_CREDENTIAL_SECONDS };
  }

  /** cgi-bin/ticket/getticket?type=jsapi: a jsapi_ticket for a live access token. */
  jsapiTicket(
    query: JsapiTicketQuery,
  ): { errcode: 0; errmsg: 'ok'; ticket: string; expires_in: number } | WechatErrorReply {
    const tokenProblem = this.serverTokenProblem(query.access_token);
    if (tokenProblem) return tokenProblem;
    if (query.type !== 'jsapi' && query.type !== 'wx_card') return wechatError(40097, 'invalid args');
    return {
      errcode: 0,
      errmsg: 'ok',
      ticket: randomBytes(64).toString('base64url'),
      expires_in: SANDBOX_SERVER_CREDENTIAL_SECONDS,
    };
  }

  /** What WeChat answers a server API call carrying `accessToken` (41001, 40001, 42001), or null when it is live. */
  serverTokenProblem(accessToken: string | undefined): WechatErrorReply | null {
    if (!accessToken) return wechatError(41001, 'access_token missing');
    const expiresAt = this.serverTokens.get(accessToken);
    if (expiresAt === undefined) {
      return wechatError(40001, 'invalid credential, access_token is invalid or not latest');
    }
    if (expiresAt <= this.now().getTime()) return wechatError(42001, 'access_token expired');
    return null;
  }

  /** The newest test identities of the sandbox app, for the pickers. */
  async identities(): Promise<SandboxIdentity[]> {
    const rows = await this.users.listRecentIdentities(this.credentials.appId, 30);
    return rows.map(({ identity, user }) => ({
      openid: identity.openid,
      unionid: identity.unionid,
      nickname: user.nickname,
      role: viewerRole(user, this.now()),
    }));
  }

  private authorizeProblem(query: AuthorizeQuery): string | null {
    if (!query.appid) return '10012 appid 不能为空';
    if (query.appid !== this.credentials.appId)
      return `appid 参数错误（沙箱的 appid 是 ${this.credentials.appId}）`;
    if (!query.redirect_uri) return '10011 redirect_uri 不能为空';
    if (!isHttpUrl(query.redirect_uri)) return '10003 redirect_uri 参数错误';
    if (query.response_type !== 'code') return 'response_type 参数错误';
    if (!query.scope) return '10010 scope 不能为空';
    if (!(SCOPES as readonly string[]).includes(query.scope)) return '10005 scope 参数错误或没有 scope 权限';
    return null;
  }

  private async issueCode(grant: { openid: string; unionid: string | null; scope: string }): Promise<string> {
    const now = this.now();
    const code = randomBytes(16).toString('hex');
    await this.codes.issue(
      { code, ...grant, expiresAt: new Date(now.getTime() + SANDBOX_CODE_LIFETIME_MS) },
      now,
    );
    return code;
  }
}

/** A fresh test openid for the picker's "new identity" form. */
export function suggestOpenid(): string {
  return `sandbox_${randomBytes(6).toString('hex')}`;
}

/** WeChat's error reply, its errmsg suffixed with a request id as WeChat's are. */
export function wechatError(errcode: number, message: string): WechatErrorReply {
  // WeChat suffixes every errmsg with a request id.
  return {
    errcode,
    errmsg: `${message}, rid: ${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}`,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
