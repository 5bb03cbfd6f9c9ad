import {
  APP_VERSION,
  APP_VERSION_STORAGE_KEY,
  ORIENTATION_CHECK_DELAY_MS,
  VERSION_PEEK_HOLD_MS,
} from '@ia/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentDetail, learnSession } from '../../features/content-detail/testing/detail-fixtures';
import { stubApi } from '../../lib/testing/api-stub';
import { popupStore } from '../../stores/popup-store';
import { currentPath, renderApp, setupAppTest, setViewport } from '../../test/render-app';

/** Lists answered empty so pages render quietly; a content's detail answered with one. */
function stubShellApi() {
  stubApi({
    'GET /api/platform/content/1': contentDetail({ id: 1 }),
    'GET /api/platform/comments': { total: 0, data: [] },
    'POST /api/platform/learnlog/create': learnSession(),
    'POST /api/platform/learn-log': { counted: true, added: 0, total_tims: 0, position: 0, finish: 0 },
  });
}

function tabBar(): HTMLElement | null {
  return document.querySelector('.app-tab-bar');
}

function activeTabLabel(): string | null {
  return document.querySelector('.adm-tab-bar-item-active')?.textContent ?? null;
}

describe('app shell', () => {
  setupAppTest();

  beforeEach(() => {
    stubShellApi();
  });

  describe('tab bar', () => {
    it('has the four tabs, home highlighted on /', async () => {
      renderApp('/');
      await screen.findByRole('heading', { name: '影像学院' });
      const labels = [...document.querySelectorAll('.adm-tab-bar-item-title')].map(
        (node) => node.textContent,
      );
      expect(labels).toEqual(['首页', '会议', '学习', '我的']);
      expect(activeTabLabel()).toBe('首页');
    });

    it('navigates when a tab is switched', async () => {
      const { router } = renderApp('/');
      await screen.findByRole('heading', { name: '影像学院' });
      fireEvent.click(screen.getByText('会议'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/meeting'));
      await waitFor(() => expect(activeTabLabel()).toBe('会议'));
      fireEvent.click(screen.getByText('学习'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/course'));
      fireEvent.click(screen.getByText('我的'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/personal'));
    });

    it.each(['/personal', '/notify', '/course/detail?id=1', '/veeva'])('is hidden on %s', async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(tabBar()).toBeNull();
    });

    it.each(['/', '/meeting', '/course', '/casearea'])('is shown on %s', async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(tabBar()).not.toBeNull();
    });
  });

  describe('titles', () => {
    it('sets document.title from the route meta', async () => {
      renderApp('/meeting');
      await waitFor(() => expect(document.title).toBe('会议'));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('会议');
    });

    it('shows the intercept page, with the reason it was given, to a user the platform stopped', async () => {
      renderApp('/personal/intercept?reason=账号已停用');
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('访问受限');
      expect(screen.getByText('账号已停用')).toBeTruthy();
      expect(screen.getByRole('button', { name: '联系我们' })).toBeTruthy();
    });

    it('turns a page into "case details" with typeMap=2 and highlights no tab', async () => {
      renderApp('/course?typeMap=2');
      await waitFor(() => expect(document.title).toBe('病例详情'));
      expect(tabBar()).not.toBeNull();
      expect(activeTabLabel()).toBeNull();
    });

    it('highlights learning on /course without typeMap=2', async () => {
      renderApp('/course');
      await waitFor(() => expect(document.title).toBe('学习'));
      expect(activeTabLabel()).toBe('学习');
    });

    it('shows a not-found page for unknown addresses', async () => {
      renderApp('/no-such-page');
      await waitFor(() => expect(document.title).toBe('页面不存在'));
    });
  });

  describe('typeMap defaults', () => {
    it('adds typeMap=7 to /activity/detail', async () => {
      const { router } = renderApp('/activity/detail?id=5');
      await waitFor(() => expect(currentPath(router)).toBe('/activity/detail?id=5&typeMap=7'));
    });

    it('adds typeMap=4 to /meetingdetail', async () => {
      const { router } = renderApp('/meetingdetail?id=8');
      await waitFor(() => expect(currentPath(router)).toBe('/meetingdetail?id=8&typeMap=4'));
    });

    it('keeps a typeMap that is there', async () => {
      const { router } = renderApp('/meetingdetail?id=8&typeMap=2');
      await waitFor(() => expect(document.title).toBe('病例详情'));
      expect(currentPath(router)).toBe('/meetingdetail?id=8&typeMap=2');
    });

    it('works under the base path', async () => {
      const { router } = renderApp('/h5/activity/detail?id=5', { basename: '/h5' });
      // The router's location is below its basename.
      await waitFor(() => expect(currentPath(router)).toBe('/activity/detail?id=5&typeMap=7'));
      // The title is an effect of the page that renders after the redirect: wait for it too.
      await waitFor(() => expect(document.title).toBe('活动详情'));
    });
  });

  describe('back navigation', () => {
    it('goes to / when there is no history', async () => {
      // Tapped as the content arrives: the typeMap the page learns from it must not pull the user back.
      const { router } = renderApp('/course/detail?id=1');
      await screen.findByRole('heading', { name: '课程详情' });
      fireEvent.click(screen.getByText('返回'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });

    it('goes back one page when there is history', async () => {
      const { router } = renderApp('/meeting');
      await screen.findByRole('heading', { name: '会议' });
      await router.navigate('/meetingdetailplayback?id=2');
      await screen.findByRole('heading', { name: '会议回放' });
      expect(JSON.parse(sessionStorage.getItem('ia_path_history') ?? '[]')).toEqual([
        '/meeting',
        '/meetingdetailplayback?id=2',
      ]);
      fireEvent.click(screen.getByText('返回'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/meeting'));
    });
  });

  it('keeps a replaced address as the same page in the path history, so back leaves it', async () => {
    const { router } = renderApp('/meeting');
    await screen.findByRole('heading', { name: '会议' });
    await router.navigate('/course', { replace: true });
    await screen.findByRole('heading', { name: '学习' });
    expect(JSON.parse(sessionStorage.getItem('ia_path_history') ?? '[]')).toEqual(['/course']);
  });

  describe('shared pages', () => {
    it('leave for / when a gating popup closes', async () => {
      const { router } = renderApp('/meeting?sharedata=true');
      await screen.findByRole('heading', { name: '会议' });
      act(() => popupStore.open('tip', {}));
      fireEvent.click(await screen.findByRole('button', { name: '确定' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });

    it('stay put when the page is not shared', async () => {
      const { router } = renderApp('/meeting');
      await screen.findByRole('heading', { name: '会议' });
      act(() => popupStore.open('tip', {}));
      fireEvent.click(await screen.findByRole('button', { name: '确定' }));
      await waitFor(() => expect(popupStore.isOpen('tip')).toBe(false));
      expect(router.state.location.pathname).toBe('/meeting');
    });
  });

  describe('landscape tip', () => {
    it('shows 1 s after start when wider than tall, and goes away in portrait', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      setViewport(896, 414);
      renderApp('/meeting');
      await screen.findByRole('heading', { name: '会议' });
      expect(screen.queryByText('请将手机竖屏使用以获得最佳体验')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(ORIENTATION_CHECK_DELAY_MS));
      expect(await screen.findByText('请将手机竖屏使用以获得最佳体验')).toBeTruthy();
      setViewport(414, 896);
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      await waitFor(() => expect(screen.queryByText('请将手机竖屏使用以获得最佳体验')).toBeNull());
    });
  });

  describe('version peek', () => {
    it('shows the app version and the stored one after "version" is held in an input for 3 s', async () => {
      localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
      renderApp('/meeting');
      await screen.findByRole('heading', { name: '会议' });
      await act(async () => {}); // let the shell's effects attach their listeners
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const input = document.createElement('input');
      document.body.append(input);
      fireEvent.input(input, { target: { value: 'version' } });
      await act(() => vi.advanceTimersByTimeAsync(VERSION_PEEK_HOLD_MS - 100));
      expect(popupStore.isOpen('version')).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(await screen.findByText(`应用版本：${APP_VERSION}`)).toBeTruthy();
      expect(screen.getByText(`本地记录版本：${APP_VERSION}`)).toBeTruthy();
      input.remove();
    });
  });
});
