import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { landingUrl } from '../lib/landing-url';
import { isWechatBrowser, urlToSign } from '../lib/wechat-env';
import { configureWechatSdk } from '../lib/wechat-sdk';

/**
 * Whether WeChat's open tags (wx-open-subscribe) can be shown on this page: inside WeChat, once
 * wx.config for the page was accepted (the same configuration the share card uses). False
 * elsewhere, where the tags would render nothing.
 */
export function useWechatOpenTags(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!isWechatBrowser()) return;
    let cancelled = false;
    void configureWechatSdk(
      urlToSign(window.location.href, landingUrl()),
      getRuntimeConfig()?.wechatAppId,
    ).then((sdk) => {
      if (!cancelled) setReady(sdk !== null);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return ready;
}
