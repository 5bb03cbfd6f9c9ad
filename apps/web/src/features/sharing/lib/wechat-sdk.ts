import type { JssdkConfig } from '@ia/shared';
import { getJssdkConfig } from '../api/get-jssdk-config';

/** The part of the JS-SDK (weixin-js-sdk) the app uses. */
export interface WechatSdk {
  config(options: JssdkConfig & { debug: boolean; openTagList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (error: { errMsg: string }) => void): void;
  updateAppMessageShareData(data: { title: string; desc: string; link: string; imgUrl: string }): void;
  updateTimelineShareData(data: { title: string; link: string; imgUrl: string }): void;
  onMenuShareAppMessage(data: { title: string; desc: string; link: string; imgUrl: string }): void;
  onMenuShareTimeline(data: { title: string; link: string; imgUrl: string }): void;
  hideMenuItems(data: { menuList: string[] }): void;
}

/**
 * Menu items hidden on every page: opening in another browser leaves WeChat's login behind,
 * and the share-to-QQ / Weibo cards would carry no share parameters.
 */
export const HIDDEN_MENU_ITEMS = [
  'menuItem:openWithSafari',
  'menuItem:openWithQQBrowser',
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:share:QZone',
];

/** WeChat's open tags the app renders (they work once wx.config listed them and WeChat accepted it). */
const OPEN_TAG_LIST = ['wx-open-subscribe'];

type SdkLoader = () => Promise<WechatSdk>;
const defaultLoader: SdkLoader = () =>
  import('weixin-js-sdk').then((module) => module.default as unknown as WechatSdk);
let loadSdk: SdkLoader = defaultLoader;
let configured: { url: string; ready: Promise<WechatSdk | null> } | null = null;

/**
 * wx.config for `signUrl`, once per signed URL (on iOS the landing URL, so once per visit):
 * resolves the SDK when WeChat accepted the signature, null when anything failed (the
 * next page tries again).
 */
export function configureWechatSdk(signUrl: string, appId: string | undefined): Promise<WechatSdk | null> {
  if (configured?.url === signUrl) return configured.ready;
  const ready = (async () => {
    const [sdk, config] = await Promise.all([loadSdk(), getJssdkConfig(signUrl, appId)]);
    if (!config) return null;
    return new Promise<WechatSdk | null>((resolve) => {
      sdk.error(() => resolve(null));
      sdk.ready(() => resolve(sdk));
      // The open tags the app uses: wx-open-subscribe asks for one-time subscriptions (decision 036).
      sdk.config({ debug: false, ...config, openTagList: OPEN_TAG_LIST });
    });
  })()
    .catch(() => null)
    .then((sdk) => {
      if (!sdk && configured?.url === signUrl) configured = null;
      return sdk;
    });
  configured = { url: signUrl, ready };
  return ready;
}

/** The card as WeChat takes it, both the current interfaces and the older onMenuShare* ones. */
export interface ResolvedShareCard {
  title: string;
  desc: string;
  imgUrl: string;
  timelineLink: string;
  appMessageLink: string;
}

export function applyShareCard(sdk: WechatSdk, card: ResolvedShareCard): void {
  const calls: Array<() => void> = [
    () =>
      sdk.updateAppMessageShareData({
        title: card.title,
        desc: card.desc,
        link: card.appMessageLink,
        imgUrl: card.imgUrl,
      }),
    () => sdk.updateTimelineShareData({ title: card.title, link: card.timelineLink, imgUrl: card.imgUrl }),
    () =>
      sdk.onMenuShareAppMessage({
        title: card.title,
        desc: card.desc,
        link: card.appMessageLink,
        imgUrl: card.imgUrl,
      }),
    () => sdk.onMenuShareTimeline({ title: card.title, link: card.timelineLink, imgUrl: card.imgUrl }),
    () => sdk.hideMenuItems({ menuList: HIDDEN_MENU_ITEMS }),
  ];
  // An older WeChat lacks some of these; one missing interface must not stop the others.
  for (const call of calls) {
    try {
      call();
    } catch {
      // ignored: see above
    }
  }
}

/** Tests only: load a fake SDK and forget the configured URL. */
export function setWechatSdkLoaderForTests(loader: SdkLoader | null): void {
  loadSdk = loader ?? defaultLoader;
  configured = null;
}
