import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentPreview } from '../features/content-detail/testing/detail-fixtures';
import { fail, stubApi } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

describe('/coursedetail (public preview)', () => {
  setupAppTest();

  beforeAll(async () => {
    await import('./course-preview-page');
  }, 30_000);

  it('plays a public content read-only: no session, heartbeats, likes or comments', async () => {
    const api = stubApi({ 'GET /api/platform/demo/content/11': contentPreview() });
    renderApp('/coursedetail?id=11');
    expect(await screen.findByRole('heading', { name: '胸部 CT 读片入门', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '课程预览', level: 1 })).toBeTruthy();
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    await waitFor(() => expect(video?.getAttribute('src')).toBe('/media/demo.mp4'));
    expect(screen.getByText('课程讲义')).toBeTruthy();
    expect(screen.getByText('审批编号：PP-CN-2026-0001')).toBeTruthy();
    if (video) fireEvent.playing(video);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(screen.queryByRole('button', { name: /点赞/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '写评论…' })).toBeNull();
    const paths = api.calls.map((call) => call.url.pathname);
    expect(paths.filter((path) => /learnlog|learn-log|comments|zan|faver/.test(path))).toEqual([]);
  });

  it('shows the summary and a sign-in prompt for restricted (HCP-only) content', async () => {
    stubApi({
      'GET /api/platform/demo/content/11': contentPreview({
        restricted: true,
        hcp_only: true,
        body: '',
        video_url: null,
        type: 2,
      }),
    });
    const { router } = renderApp('/coursedetail?id=11');
    expect(await screen.findByText('该内容仅对认证医护人员开放')).toBeTruthy();
    expect(screen.getByText('从肺窗到纵隔窗，一次讲清')).toBeTruthy();
    expect(screen.getByText('认证可见')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录后观看' }));
    await waitFor(() => expect(currentPath(router)).toBe('/course/detail?id=11&typeMap=2'));
  });

  it('shows 内容不存在或已下架 when the preview is gone', async () => {
    stubApi({ 'GET /api/platform/demo/content/11': fail(40400, '内容不存在', null, 404) });
    renderApp('/coursedetail?id=11');
    expect(await screen.findByText('内容不存在或已下架')).toBeTruthy();
  });
});
