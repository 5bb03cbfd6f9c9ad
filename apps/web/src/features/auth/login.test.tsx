import { IDENTITY_STORAGE_KEYS, LOGIN_RETURN_URL_STORAGE_KEY } from '@ia/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readIdentity, saveIdentity } from '../../lib/identity';
import { assignLocation, reloadPage } from '../../lib/page';
import { envelope, setRuntimeConfig, stubApi } from '../../lib/testing/api-stub';
import { preloadAccessModules } from '../../lib/testing/preload-access-modules';
import { renderApp, setupAppTest } from '../../test/render-app';
import { contentPreview } from '../content-detail/testing/detail-fixtures';
import { LOGIN_ROUND_TRIPS_STORAGE_KEY } from './login-round-trips';

/** The address the browser (here jsdom) shows the app at. */
const ORIGIN = window.location.origin;

vi.mock('../../lib/page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/page')>()),
  assignLocation: vi.fn(),
  reloadPage: vi.fn(),
}));

const identityAnswer = { token: 'token-1', openid: 'openid-1', unionid: 'unionid-1' };

/** Puts the jsdom address where the memory router starts, as a real browser would have it. */
function setBrowserAddress(path: string) {
  window.history.replaceState(null, '', path);
}

function roundTrips(): number[] {
  return JSON.parse(sessionStorage.getItem(LOGIN_ROUND_TRIPS_STORAGE_KEY) ?? '[]');
}

describe('login', () => {
  setupAppTest();

  beforeAll(preloadAccessModules, 30_000);
  let restoreConfig: () => void = () => {};

  beforeEach(() => {
    vi.mocked(assignLocation).mockClear();
    vi.mocked(reloadPage).mockClear();
  });

  afterEach(() => {
    restoreConfig();
    setBrowserAddress('/');
  });

  describe('self mode', () => {
    beforeEach(() => {
      restoreConfig = setRuntimeConfig({ loginMode: 'self' });
    });

    it('sends a visitor without a session to WeChat through the server, with the current address', async () => {
      stubApi({});
      renderApp('/course?id=3');
      await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
      expect(assignLocation).toHaveBeenCalledWith(
        `/api/platform/wechat/auth?website_url=${encodeURIComponent(`${ORIGIN}/course?id=3`)}`,
      );
      expect(roundTrips()).toHaveLength(1);
      // The page never renders while the browser leaves.
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });

    it('exchanges the code, strips code and state (keeping the rest and the hash) and renders', async () => {
      setBrowserAddress('/course?code=abc&state=s1&id=3#top');
      let answer: (value: unknown) => void = () => {};
      const api = stubApi({ '/api/oauth': () => new Promise((resolve) => (answer = resolve)) });
      const { router } = renderApp('/course?code=abc&state=s1&id=3');

      await waitFor(() => expect(api.callsTo('/api/oauth')).toHaveLength(1));
      const [exchange] = api.callsTo('/api/oauth');
      expect(exchange?.url.searchParams.get('code')).toBe('abc');
      expect(exchange?.url.searchParams.get('state')).toBe('s1');
      // Before the exchange answers, the browser's address no longer carries the code.
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
        '/course?id=3#top',
      );

      answer(envelope(identityAnswer));
      expect(await screen.findByRole('heading', { name: '学习', level: 1 })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/course');
      expect(router.state.location.search).toBe('?id=3');
      expect(router.state.location.hash).toBe('#top');
      expect(readIdentity()).toEqual(identityAnswer);
      expect(assignLocation).not.toHaveBeenCalled();
    });

    it('replaces the address carrying the code instead of adding a history entry', async () => {
      stubApi({ '/api/oauth': envelope(identityAnswer) });
      const { router } = renderApp('/course?code=abc&state=s1', { history: ['/meeting'] });
      await screen.findByRole('heading', { name: '学习', level: 1 });
      expect(router.state.historyAction).toBe('REPLACE');
      expect(router.state.location.search).toBe('');
    });

    it('on an error envelope toasts the message and offers a retry that starts a new login', async () => {
      setBrowserAddress('/course?code=used&state=s1&id=3');
      stubApi({ '/api/oauth': envelope(null, 40000, '登录状态校验失败，请重新进入') });
      renderApp('/course?code=used&state=s1&id=3');
      expect(await screen.findByText('登录状态校验失败，请重新进入')).toBeTruthy();
      expect(await screen.findByText('登录未完成')).toBeTruthy();
      expect(readIdentity()).toEqual({});

      fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
      expect(assignLocation).toHaveBeenCalledWith(
        `/api/platform/wechat/auth?website_url=${encodeURIComponent('http://localhost:3000/course?id=3')}`,
      );
    });

    it('cleans a used code out of a signed-in user’s address without exchanging it', async () => {
      saveIdentity(identityAnswer);
      const api = stubApi({});
      const { router } = renderApp('/course?code=old&state=s&id=3');
      await screen.findByRole('heading', { name: '学习', level: 1 });
      expect(router.state.location.search).toBe('?id=3');
      expect(api.callsTo('/api/oauth')).toHaveLength(0);
    });

    it('stops with an error page after two round trips that came back without a login', async () => {
      stubApi({});
      const now = Date.now();
      sessionStorage.setItem(LOGIN_ROUND_TRIPS_STORAGE_KEY, JSON.stringify([now - 20_000, now - 5_000]));
      renderApp('/course');
      expect(await screen.findByText('登录没有成功')).toBeTruthy();
      expect(assignLocation).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
      expect(assignLocation).toHaveBeenCalledTimes(1);
      expect(roundTrips()).toHaveLength(1);
    });

    it('forgets round trips older than the loop window', async () => {
      stubApi({});
      const old = Date.now() - 10 * 60_000;
      sessionStorage.setItem(LOGIN_ROUND_TRIPS_STORAGE_KEY, JSON.stringify([old, old]));
      renderApp('/course');
      await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    });

    it('after a 401 the reloaded page logs in again, and a 401 loop ends at the error page', async () => {
      saveIdentity(identityAnswer);
      stubApi({ '/api/platform/member/me': new Response(null, { status: 401 }) });
      renderApp('/personal');
      await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
      expect(localStorage.getItem(IDENTITY_STORAGE_KEYS.token)).toBeNull();

      // The reload: no session, so the login starts again (one round trip).
      const { unmount } = renderApp('/personal');
      await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
      unmount();
      // Back with a session that the server refuses again, reload, leave again (two round trips).
      const second = renderApp('/personal');
      await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(2));
      second.unmount();
      // The third time the app stops instead of looping.
      renderApp('/personal');
      expect(await screen.findByText('登录没有成功')).toBeTruthy();
      expect(assignLocation).toHaveBeenCalledTimes(2);
    });

    it('needs no login on /template and the preview routes', async () => {
      stubApi({ 'GET /api/platform/demo/content/1': contentPreview({ id: 1 }) });
      renderApp('/coursedetail?id=1');
      expect(await screen.findByRole('heading', { name: '课程预览', level: 1 })).toBeTruthy();
      renderApp('/template');
      await waitFor(() => expect(document.title).toBe('清除缓存'));
      expect(assignLocation).not.toHaveBeenCalled();
    });
  });

  describe('middle-platform mode', () => {
    beforeEach(() => {
      restoreConfig = setRuntimeConfig({
        loginMode: 'middle-platform',
        externalLoginUrl: 'https://sso.example.cn/login?app=ia',
      });
    });

    it('saves the address and goes to the external login with redirect=<current address>', async () => {
      stubApi({});
      renderApp('/course?id=3');
      await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
      expect(assignLocation).toHaveBeenCalledWith(
        `https://sso.example.cn/login?app=ia&redirect=${encodeURIComponent(`${ORIGIN}/course?id=3`)}`,
      );
      expect(sessionStorage.getItem(LOGIN_RETURN_URL_STORAGE_KEY)).toBe(`${ORIGIN}/course?id=3`);
    });

    it('on return strips openid, token and unionid, stores them and restores the saved address', async () => {
      sessionStorage.setItem(LOGIN_RETURN_URL_STORAGE_KEY, `${ORIGIN}/course?id=3`);
      setBrowserAddress('/?openid=o9&token=t9&unionid=u9&from=sso');
      stubApi({});
      const { router } = renderApp('/?openid=o9&token=t9&unionid=u9&from=sso');
      expect(await screen.findByRole('heading', { name: '学习', level: 1 })).toBeTruthy();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/course?id=3');
      expect(readIdentity()).toEqual({ openid: 'o9', token: 't9', unionid: 'u9' });
      expect(sessionStorage.getItem(LOGIN_RETURN_URL_STORAGE_KEY)).toBeNull();
      expect(window.location.search).toBe('?from=sso');
    });

    it('does not sign anyone in from a link this tab did not leave for', async () => {
      stubApi({});
      renderApp('/course?openid=someone&token=their-token');
      await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
      expect(readIdentity()).toEqual({});
      expect(assignLocation).toHaveBeenCalledWith(
        `https://sso.example.cn/login?app=ia&redirect=${encodeURIComponent(`${ORIGIN}/course`)}`,
      );
    });
  });

  describe('look-star mode', () => {
    it('runs the user checks after the login, on any login page', async () => {
      restoreConfig = setRuntimeConfig({
        loginMode: 'look-star',
        externalLoginUrl: 'https://sso.example.cn/login',
      });
      sessionStorage.setItem(LOGIN_RETURN_URL_STORAGE_KEY, `${ORIGIN}/course`);
      stubApi({
        '/api/platform/member/me': envelope({
          registered: false,
          reconfirmation: 1,
          re_perfect_type: 0,
          all_active: 0,
        }),
      });
      renderApp('/course?openid=o9&token=t9');
      await screen.findByRole('heading', { name: '学习', level: 1 });
      expect(await screen.findByText('抱歉，您还未注册，点击前往')).toBeTruthy();
    });
  });

  it('does not log in by itself without a runtime config (tests, bare dev server)', async () => {
    stubApi({});
    renderApp('/course');
    expect(await screen.findByRole('heading', { name: '学习', level: 1 })).toBeTruthy();
    await act(async () => {});
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
