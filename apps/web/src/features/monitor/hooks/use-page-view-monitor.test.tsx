import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveIdentity } from '../../../lib/identity';
import { type ApiStub, ok, setRuntimeConfig, stubApi } from '../../../lib/testing/api-stub';
import { markRegistered } from '../../../lib/user-marks';
import { isMonitoringEnabled, pageViewEvent } from '../lib/page-view-event';
import { usePageViewMonitor } from './use-page-view-monitor';

function Shell() {
  usePageViewMonitor();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ Component: Shell, children: [{ path: '*', element: <p>page</p> }] }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('page views reported to POST monitor', () => {
  let api: ApiStub;
  let restoreConfig: () => void;

  beforeEach(() => {
    restoreConfig = setRuntimeConfig({ deployment: 'production', sandbox: false });
    api = stubApi({ 'POST /monitor': ok({ stored: true, reason: 'registered' }) }, { strict: true });
    document.title = '病例详情';
  });
  afterEach(() => {
    cleanup();
    restoreConfig();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  const reports = () => api.callsTo('POST /monitor').map((call) => call.body as Record<string, string>);

  it('reports every navigation of a registered user with the spec’s fields', async () => {
    saveIdentity({ token: 't', openid: 'o_7', unionid: 'u_7' });
    markRegistered();
    const router = renderAt('/course/detail?id=12&typeMap=2');
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toEqual({
      type: '2',
      content_id: '12',
      openid: 'o_7',
      unionid: 'u_7',
      page_title: '病例详情',
      page_url: '/course/detail',
      page_param: '?id=12&typeMap=2',
      page_event_key: '/course/detail',
      page_event_type: 'page_view',
      opentype: 'browser',
    });
    // Quiet and session-bound: the beacon carries the token, and no toast is possible on failure.
    expect(api.callsTo('POST /monitor')[0]?.headers.get('authorization')).toBe('Bearer t');
    await act(() => router.navigate('/meeting'));
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(reports()[1]).toMatchObject({ page_url: '/meeting', page_param: '' });
  });

  it('reports a visitor only when the link names its fromsource or channel (a share card counts)', async () => {
    const router = renderAt('/home');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(reports()).toEqual([]);
    await act(() =>
      router.navigate('/course/detail?id=3&source=o_1&from=timeline&sharedata=true&contentid=3'),
    );
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({ fromsource: 'timeline', content_id: '3' });
    await act(() => router.navigate('/activity?channel=poster'));
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(reports()[1]).toMatchObject({ channel: 'poster' });
  });

  it('stays off in test deployments and without a runtime config', async () => {
    expect(isMonitoringEnabled(undefined)).toBe(false);
    expect(
      isMonitoringEnabled({
        basePath: '/',
        deployment: 'test',
        loginMode: 'self',
        wechatAppId: 'wx',
        sandbox: true,
        externalLoginUrl: null,
      }),
    ).toBe(false);
    restoreConfig();
    restoreConfig = setRuntimeConfig({ deployment: 'test' });
    saveIdentity({ token: 't', openid: 'o_7' });
    markRegistered();
    renderAt('/home?channel=x');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(api.calls).toEqual([]);
  });

  it('marks WeChat visits and reads campaign ids from the address', () => {
    expect(
      pageViewEvent({
        pathname: '/activity/detail',
        search: '?id=4&campain_id=4&section_id=9&fromsource=sms',
        title: '活动',
        openid: undefined,
        unionid: undefined,
        userAgent: 'Mozilla/5.0 MicroMessenger/8.0',
      }),
    ).toMatchObject({ opentype: 'wechat', campain_id: 4, section_id: 9, fromsource: 'sms', content_id: 4 });
  });
});
