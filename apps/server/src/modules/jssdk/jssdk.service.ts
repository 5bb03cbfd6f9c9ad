import { type JssdkConfig, type JssdkQuery, SHARE_JS_API_LIST } from '@ia/shared';
import { appError } from '../../lib/app-error';
import { type AppUrlPolicy, parseAppUrl } from '../wechat';
import { jsapiSignature, newNonceStr, urlToSign } from './jssdk-signature';
import type { WechatCredentialsService } from './wechat-credentials.service';

const JS_API_NAME = /^[A-Za-z]{1,64}$/;
const MAX_JS_APIS = 50;

/** GET jssdk: the wx.config of one page of the app. */
export class JssdkService {
  constructor(
    private readonly credentials: WechatCredentialsService,
    private readonly settings: { appId: string; appUrl: AppUrlPolicy },
    private readonly now: () => Date,
  ) {}

  /**
   * Signs `query.url` (without its fragment, exactly as the page sent it: WeChat signs
   * location.href as it is). Only pages of this app are signed, so the server is no signing
   * service for other sites on the same JS-safe domain.
   */
  async config(query: JssdkQuery, requestHost: string): Promise<JssdkConfig> {
    if (query.appid && query.appid !== this.settings.appId) {
      throw appError('JSSDK_APPID_MISMATCH');
    }
    const url = urlToSign(query.url);
    if (!parseAppUrl(url, this.settings.appUrl, requestHost)) {
      throw appError('JSSDK_FOREIGN_PAGE');
    }
    const jsApiList = parseJsApiList(query.js_api_list);
    const jsapiTicket = await this.credentials.jsapiTicket();
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const nonceStr = newNonceStr();
    return {
      appId: this.settings.appId,
      timestamp,
      nonceStr,
      signature: jsapiSignature({ jsapiTicket, nonceStr, timestamp, url }),
      jsApiList,
    };
  }
}

/** The comma-separated interface list, checked; the spec's share list when absent. */
function parseJsApiList(raw: string | undefined): string[] {
  if (!raw) return [...SHARE_JS_API_LIST];
  const names = [
    ...new Set(
      raw
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) return [...SHARE_JS_API_LIST];
  if (names.length > MAX_JS_APIS || names.some((name) => !JS_API_NAME.test(name))) {
    throw appError('JSSDK_API_LIST_INVALID');
  }
  return names;
}
