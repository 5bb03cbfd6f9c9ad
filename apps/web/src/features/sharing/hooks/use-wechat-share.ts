import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getOpenid } from '../../../lib/identity';
import { getRouterBasename, getRuntimeConfig } from '../../../lib/runtime-config';
import { landingUrl } from '../lib/landing-url';
import { shareCardStore } from '../lib/share-card-store';
import { resolveShareCard } from '../lib/share-link';
import { isWechatBrowser, urlToSign } from '../lib/wechat-env';
import { applyShareCard, configureWechatSdk } from '../lib/wechat-sdk';

/** The app's home page, absolute: what pages without a card of their own share. */
function homeUrl(): string {
  const base = getRouterBasename();
  return new URL(base === '/' ? '/' : `${base}/`, window.location.origin).toString();
}

/**
 * The shell's half of sharing: after every navigation (and whenever the page's card changes),
 * configures the JS-SDK for the page (wx.config with the spec's interface list, signing the
 * landing URL on iOS and the current URL elsewhere) and applies the page's share card, or the
 * app's default card linking to the home page. Does nothing outside WeChat.
 */
export function useWechatShare(): void {
  const { t } = useTranslation();
  const { key } = useLocation();
  const card = useSyncExternalStore(shareCardStore.subscribe, shareCardStore.get, shareCardStore.get);
  const defaultTitle = t('sharing.defaultTitle');
  const defaultDesc = t('sharing.defaultDesc');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (location key) and card
  useEffect(() => {
    if (!isWechatBrowser()) return;
    let cancelled = false;
    const pageUrl = window.location.href;
    const resolved = card
      ? resolveShareCard(card, pageUrl, getOpenid())
      : resolveShareCard({ title: defaultTitle, desc: defaultDesc }, homeUrl(), getOpenid());
    void configureWechatSdk(urlToSign(pageUrl, landingUrl()), getRuntimeConfig()?.wechatAppId).then((sdk) => {
      if (sdk && !cancelled) applyShareCard(sdk, resolved);
    });
    return () => {
      cancelled = true;
    };
  }, [key, card, defaultTitle, defaultDesc]);
}
