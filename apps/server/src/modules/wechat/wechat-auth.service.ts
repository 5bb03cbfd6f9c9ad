import { OAUTH_STATE_INVALID_MESSAGE, type WechatIdentity } from '@ia/shared';
import type { UserRow } from '../../db/schema';
import { AppError, appError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionsService, UsersRepository, Viewer } from '../users';
import { type AppUrlPolicy, parseAppUrl } from './app-url';
import type { WechatRepository } from './wechat.repository';
import { buildAuthorizeUrl, type WechatOAuthClient } from './wechat-oauth.client';

/** How long a login may take between leaving for WeChat and coming back. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60_000;
/** The shape of newToken(): states and binding cookies look like this, anything else is refused. */
const RANDOM_VALUE = /^[\w-]{43}$/;

export interface WechatAuthSettings {
  appId: string;
  scope: string;
  /** Base of WeChat's (or the sandbox's) authorize page. */
  oauthBase: string;
  /** Which addresses count as the app's own pages (website_url). */
  appUrl: AppUrlPolicy;
}

/** Where a login starts: the request's host (when PUBLIC_URL is unset) and the browser's binding cookie. */
export interface LoginStartContext {
  host: string;
  bindingCookie: string | undefined;
}

/**
 * Self-mode login (spec §4): the OAuth round trip through WeChat's web authorization, the
 * state that ties it to one browser, and the user behind an openid.
 */
export class WechatAuthService {
  constructor(
    private readonly repository: WechatRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly client: WechatOAuthClient,
    private readonly settings: WechatAuthSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Starts a login: checks that `websiteUrl` is a page of the app (no open redirect), stores a
   * fresh single-use state bound to this browser, and returns WeChat's authorize URL together with
   * the binding value for the cookie (the browser's existing one is kept, so two tabs can log in).
   */
  async start(
    websiteUrl: string,
    context: LoginStartContext,
  ): Promise<{ location: string; binding: string }> {
    const target = parseAppUrl(websiteUrl, this.settings.appUrl, context.host);
    if (!target) throw appError('WEBSITE_URL_FOREIGN');
    // WeChat appends its own code and state; stale ones from an earlier attempt would be read
    // first by the app. A fragment is not allowed in a redirect URI (RFC 6749 §3.1.2).
    target.searchParams.delete('code');
    target.searchParams.delete('state');
    target.hash = '';

    const state = newToken();
    const binding =
      context.bindingCookie && RANDOM_VALUE.test(context.bindingCookie) ? context.bindingCookie : newToken();
    const now = this.now();
    await this.repository.deleteExpiredStates(now);
    await this.repository.insertState({
      stateHash: hashToken(state),
      bindingHash: hashToken(binding),
      websiteUrl: target.toString(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_LIFETIME_MS),
    });
    const location = buildAuthorizeUrl({
      oauthBase: this.settings.oauthBase,
      appId: this.settings.appId,
      redirectUri: target.toString(),
      scope: this.settings.scope,
      state,
    });
    return { location, binding };
  }

  /**
   * Finishes a login: uses up the state (it must come from this browser), exchanges the code,
   * finds or creates the user and issues a new session. Sessions on the user's other devices stay.
   */
  async finish(
    code: string,
    state: string,
    bindingCookie: string | undefined,
    context: RequestContext,
  ): Promise<WechatIdentity> {
    const consumed =
      bindingCookie && RANDOM_VALUE.test(bindingCookie)
        ? await this.repository.consumeState(hashToken(state), hashToken(bindingCookie), this.now())
        : undefined;
    if (!consumed) throw new AppError('VALIDATION_FAILED', OAUTH_STATE_INVALID_MESSAGE);

    const reply = await this.client.exchangeCode(code);
    const unionid = reply.unionid ?? null;
    const user = await this.userFor(reply.openid, unionid);
    const { token } = await this.sessions.issue(user, reply.openid, context);
    return { token, openid: reply.openid, unionid };
  }

  /**
   * GET token?openid=: a new token for the caller's own session, and the presented one revoked.
   * Only the openid the session was issued for is accepted: a token is never handed to someone
   * who did not prove that openid through WeChat.
   */
  async rotate(viewer: Viewer, openid: string, context: RequestContext): Promise<WechatIdentity> {
    if (viewer.openid !== openid) throw appError('SESSION_REFRESH_OWN_ONLY');
    const { token } = await this.sessions.issue(viewer.user, viewer.openid, context);
    await this.sessions.revoke(viewer);
    const identity = await this.users.findIdentity(this.settings.appId, viewer.openid);
    return { token, openid: viewer.openid, unionid: identity?.unionid ?? null };
  }

  /** The user of an openid; else the user of the same unionid (this openid is attached); else a new one. */
  private async userFor(openid: string, unionid: string | null): Promise<UserRow> {
    const identity = { appId: this.settings.appId, openid, unionid };
    const known = await this.users.findIdentity(this.settings.appId, openid);
    if (known) {
      if (unionid && known.unionid !== unionid) await this.users.setIdentityUnionid(known.id, unionid);
      const user = await this.users.findById(known.userId);
      if (user) return user;
    }
    const sibling = unionid ? await this.users.findByUnionid(unionid) : undefined;
    if (sibling) {
      await this.users.addIdentity(sibling.id, identity);
      return sibling;
    }
    try {
      return await this.users.createWithIdentity(identity);
    } catch (error) {
      // Two first logins of the same openid at once: the loser finds the winner's user.
      const winner = await this.users.findByOpenid(this.settings.appId, openid);
      if (winner) return winner;
      throw error;
    }
  }
}
