import type { Config } from '../../config';

const WECHAT_OAUTH_HOST = 'https://open.weixin.qq.com';
const WECHAT_API_HOST = 'https://api.weixin.qq.com';
const SANDBOX_WECHAT_PREFIX = '/sandbox/wechat';
const SANDBOX_EXTERNAL_LOGIN = '/sandbox/external-login';

/** Where the WeChat login goes, after defaults: the sandbox of this server, or WeChat's real hosts. */
export interface WechatEndpoints {
  /** Base of the authorize page the browser is sent to (relative is fine: the browser resolves it). */
  oauthBase: string;
  /** Base of the code exchange this server calls (absolute). */
  apiBase: string;
}

/** The WeChat base URLs for a configuration (explicit settings win over the defaults). */
export function wechatEndpoints(config: Config): WechatEndpoints {
  const sandboxOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : '';
  const oauthBase =
    config.WECHAT_OAUTH_BASE ??
    (config.SANDBOX ? `${sandboxOrigin}${SANDBOX_WECHAT_PREFIX}` : WECHAT_OAUTH_HOST);
  // The server calls its own sandbox over loopback, like any other HTTP upstream; PUBLIC_URL may
  // not be reachable from inside (a proxy, a container), 127.0.0.1:PORT always is.
  const apiBase =
    config.WECHAT_API_BASE ??
    (config.SANDBOX ? `http://127.0.0.1:${config.PORT}${SANDBOX_WECHAT_PREFIX}` : WECHAT_API_HOST);
  return { oauthBase: oauthBase.replace(/\/+$/, ''), apiBase: apiBase.replace(/\/+$/, '') };
}

/** The middle-platform / look-star login page for the app's runtime config, if any. */
export function externalLoginUrl(config: Config): string | null {
  return config.EXTERNAL_LOGIN_URL ?? (config.SANDBOX ? SANDBOX_EXTERNAL_LOGIN : null);
}
