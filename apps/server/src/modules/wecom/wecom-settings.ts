import { type Config, SANDBOX_WECOM } from '../../config';

const WECOM_API_HOST = 'https://qyapi.weixin.qq.com';
/** Where the sandbox serves WeCom's API on this server. */
export const SANDBOX_WECOM_PREFIX = '/sandbox/wecom';

/** Everything the server needs to speak WeCom's customer-contact protocol. */
export interface WecomSettings {
  corpId: string;
  contactSecret: string;
  callbackToken: string;
  encodingAesKey: string;
  /** https://qyapi.weixin.qq.com, or the sandbox on this server. */
  apiBase: string;
}

/**
 * The WeCom settings of a configuration: the WECOM_* variables, or the sandbox's where they are
 * unset and the sandbox is on; null when WeCom is not set up (config.ts refuses half a setup).
 */
export function wecomSettings(config: Config): WecomSettings | null {
  const sandbox = config.SANDBOX ? SANDBOX_WECOM : undefined;
  const corpId = config.WECOM_CORP_ID ?? sandbox?.corpId;
  const contactSecret = config.WECOM_CONTACT_SECRET ?? sandbox?.contactSecret;
  const callbackToken = config.WECOM_CALLBACK_TOKEN ?? sandbox?.callbackToken;
  const encodingAesKey = config.WECOM_ENCODING_AES_KEY ?? sandbox?.encodingAesKey;
  if (!corpId || !contactSecret || !callbackToken || !encodingAesKey) return null;
  // Like WeChat's: the server calls its own sandbox over loopback, which is always reachable.
  const apiBase =
    config.WECOM_API_BASE ??
    (config.SANDBOX ? `http://127.0.0.1:${config.PORT}${SANDBOX_WECOM_PREFIX}` : WECOM_API_HOST);
  return { corpId, contactSecret, callbackToken, encodingAesKey, apiBase: apiBase.replace(/\/+$/, '') };
}

/** WeCom's customer-contact callback URL on this server (set it in WeCom's admin). */
export const WECOM_CALLBACK_PATH = '/api/wecom/callback';
