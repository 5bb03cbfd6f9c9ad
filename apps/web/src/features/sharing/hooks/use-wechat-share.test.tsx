import { SHARE_JS_API_LIST } from '@ia/shared';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { saveIdentity } from '../../../lib/identity';
import { type ApiStub, fail, ok, setRuntimeConfig, stubApi } from '../../../lib/testing/api-stub';
import { recordLandingUrl, resetLandingUrl } from '../lib/landing-url';
import { type ShareCard, shareCardStore } from '../lib/share-card-store';
import { HIDDEN_MENU_ITEMS, setWechatSdkLoaderForTests, type WechatSdk } from '../lib/wechat-sdk';
import { useShareCard } from './use-share-card';
import { useWechatShare } from './use-wechat-share';

const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const CONFIG = { appId: 'wx-test', timestamp: 1700000000, nonceStr: 'n0nce', signature: 'f'.repeat(40) };

function fakeSdk(outcome: 'ready' | 'error' = 'ready') {
  const sdk = {
    config: vi.fn(),
    ready: vi.fn((callback: () => void) => outcome === 'ready' && queueMicrotask(callback)),
    error: vi.fn((callback: (error: { errMsg: string }) => void) => {
      if (outcome === 'error') queueMicrotask(() => callback({ errMsg: 'config:invalid signature' }));
    }),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
    onMenuShareAppMessage: vi.fn(),
    onMenuShareTimeline: vi.fn(),
    hideMenuItems: vi.fn(),
  } satisfies WechatSdk;
  return sdk;
}

function SharedPage({ card }: { card: ShareCard | null }) {
  useShareCard(card);
  return <p>page</p>;
}

function Shell() {
  useWechatShare();
  return <Outlet />;
}

function renderAt(path: string, card: ShareCard | null) {
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        children: [
          { path: '/course/detail', element: <SharedPage card={card} /> },
          { path: '/personal', element: <p>personal</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const CONTENT_CARD: ShareCard = {
  title: '肺结节的 CT 随访',
  desc: '三步读懂随访',
  imgUrl: '/uploads/2026/06/cover.png',
  contentId: 3,
};

describe('share cards in WeChat', () => {
  let api: ApiStub;
  let sdk: ReturnType<typeof fakeSdk>;
  let restoreConfig: () => void;

  beforeEach(() => {
    initI18n('zh-CN');
    restoreConfig = setRuntimeConfig({ wechatAppId: 'wx-test' });
    saveIdentity({ token: 't', openid: 'o_sharer' });
    api = stubApi({ 'GET /jssdk': ok({ ...CONFIG, jsApiList: [...SHARE_JS_API_LIST] }) }, { strict: true });
    sdk = fakeSdk();
    setWechatSdkLoaderForTests(async () => sdk);
    resetLandingUrl();
  });
  afterEach(() => {
    cleanup();
    restoreConfig();
    setWechatSdkLoaderForTests(null);
    localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  const userAgent = (value: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(value);

  it('configures the spec’s interfaces with the current URL on Android, and shares the page’s card', async () => {
    userAgent(ANDROID_WECHAT);
    window.history.replaceState(null, '', '/h5/course/detail?id=3&typeMap=1#comments');
    renderAt('/course/detail', CONTENT_CARD);

    await waitFor(() => expect(sdk.updateAppMessageShareData).toHaveBeenCalled());
    const [request] = api.callsTo('GET /jssdk');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      url: `${window.location.origin}/h5/course/detail?id=3&typeMap=1`,
      appid: 'wx-test',
      js_api_list: SHARE_JS_API_LIST.join(','),
    });
    expect(sdk.config).toHaveBeenCalledWith({
      debug: false,
      ...CONFIG,
      openTagList: ['wx-open-subscribe'],
      jsApiList: [...SHARE_JS_API_LIST],
    });

    const friends = sdk.updateAppMessageShareData.mock.lastCall?.[0];
    expect(friends).toMatchObject({
      title: '肺结节的 CT 随访',
      desc: '三步读懂随访',
      imgUrl: `${window.location.origin}/uploads/2026/06/cover.png`,
    });
    const link = new URL(friends?.link ?? '');
    expect(link.pathname).toBe('/h5/course/detail');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      id: '3',
      typeMap: '1',
      source: 'o_sharer',
      from: 'appmessage',
      sharedata: 'true',
      contentid: '3',
    });
    const timeline = sdk.updateTimelineShareData.mock.lastCall?.[0];
    expect(new URL(timeline?.link ?? '').searchParams.get('from')).toBe('timeline');
    expect(sdk.onMenuShareTimeline).toHaveBeenCalledWith(timeline);
    expect(sdk.onMenuShareAppMessage).toHaveBeenCalledWith(friends);
    expect(sdk.hideMenuItems).toHaveBeenCalledWith({ menuList: HIDDEN_MENU_ITEMS });
  });

  it('signs the landing URL on iOS, once, and falls back to the home card on pages without one', async () => {
    userAgent(IOS_WECHAT);
    recordLandingUrl(`${window.location.origin}/h5/?code=abc&state=s1`);
    window.history.replaceState(null, '', '/h5/course/detail?id=3');
    const router = renderAt('/course/detail', CONTENT_CARD);
    await waitFor(() => expect(sdk.updateTimelineShareData).toHaveBeenCalled());
    expect(api.callsTo('GET /jssdk')[0]?.url.searchParams.get('url')).toBe(
      `${window.location.origin}/h5/?code=abc&state=s1`,
    );

    window.history.replaceState(null, '', '/h5/personal');
    await act(() => router.navigate('/personal'));
    await waitFor(() =>
      expect(sdk.updateTimelineShareData.mock.lastCall?.[0]).toMatchObject({ title: '影像学院' }),
    );
    expect(shareCardStore.get()).toBeNull();
    const home = new URL(sdk.updateAppMessageShareData.mock.lastCall?.[0].link ?? '');
    expect(home.pathname).toBe('/');
    expect(home.searchParams.get('sharedata')).toBe('true');
    expect(home.searchParams.has('contentid')).toBe(false);
    // The landing URL was signed once for the whole visit.
    expect(api.callsTo('GET /jssdk')).toHaveLength(1);
  });

  it('does nothing outside WeChat, and shares nothing when the signature is refused', async () => {
    userAgent('Mozilla/5.0 (Windows NT 10.0) Chrome/120');
    renderAt('/course/detail', CONTENT_CARD);
    await act(async () => {});
    expect(api.calls).toHaveLength(0);
    cleanup();

    userAgent(ANDROID_WECHAT);
    api.on({ 'GET /jssdk': fail(50300, '微信分享签名暂不可用，请稍后再试', null, 503) });
    renderAt('/course/detail', CONTENT_CARD);
    await waitFor(() => expect(api.callsTo('GET /jssdk')).toHaveLength(1));
    await act(async () => {});
    expect(sdk.config).not.toHaveBeenCalled();
    expect(sdk.updateAppMessageShareData).not.toHaveBeenCalled();
  });
});
