import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { message } from '../features/messages/testing/message-fixtures';
import { saveIdentity } from '../lib/identity';
import { fail, type StubRequest, stubApi, userInfo } from '../lib/testing/api-stub';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

/** A message centre kept like the server's: PUT messagecneter/read changes what GET answers. */
function messageCentre() {
  const rows = [
    message(31, {
      title: '会议提醒',
      body: '「胸部影像学术年会」将于 06月02日 19:30 开始，点击进入',
      link: '/meetingdetail?id=8',
    }),
    message(30, {
      category: 'certification',
      title: '认证已通过',
      body: '您的医护人员认证已通过',
      link: '/veeva',
    }),
    message(29, {
      category: 'system',
      title: '欢迎加入影像学院',
      body: '开始学习吧',
      link: null,
      read: true,
    }),
  ];
  return stubApi({
    '/api/platform/member/me': userInfo(),
    'GET /api/platform/messagecneter': (request: StubRequest) => ({
      total: rows.length,
      data: rows.slice(0, Number(request.url.searchParams.get('pageSize') ?? 20)),
    }),
    'PUT /api/platform/messagecneter/read': (request: StubRequest) => {
      const body = request.body as { id?: number; all?: number };
      for (const row of rows) if (body.all === 1 || row.id === body.id) row.read = true;
      return { num: rows.filter((row) => !row.read).length };
    },
  });
}

function messageButton(title: string): HTMLElement {
  const list = screen.getByRole('list', { name: '消息列表' });
  return within(list).getByRole('button', { name: new RegExp(title) });
}

describe('/notify', () => {
  setupAppTest();
  beforeAll(() => import('./notify-page'));
  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('lists the messages newest first, the unread ones marked', async () => {
    messageCentre();
    renderApp('/notify');
    expect(await screen.findByRole('heading', { name: '消息中心', level: 1 })).toBeTruthy();
    await screen.findByText('认证已通过');
    expect(messageButton('会议提醒').getAttribute('aria-label')).toBe('未读 会议提醒');
    expect(messageButton('认证已通过').getAttribute('aria-label')).toBe('未读 认证已通过');
    expect(messageButton('欢迎加入影像学院').getAttribute('aria-label')).toBe('欢迎加入影像学院');
    expect(screen.getByText('2 条未读')).toBeTruthy();
    // The title, and the category under the body.
    expect(within(messageButton('会议提醒')).getAllByText('会议提醒')).toHaveLength(2);
    expect(within(messageButton('认证已通过')).getByText('认证通知')).toBeTruthy();
  });

  it('marks a message read on tap and opens its link', async () => {
    const api = messageCentre();
    const { router } = renderApp('/notify');
    await screen.findByText('认证已通过');
    fireEvent.click(messageButton('认证已通过'));
    await waitFor(() => expect(currentPath(router)).toBe('/veeva'));
    await waitFor(() => expect(api.callsTo('PUT /messagecneter/read')).toHaveLength(1));
    const [call] = api.callsTo('PUT /messagecneter/read');
    expect(call?.body).toEqual({ id: 30 });
    expect(call?.headers.get('content-type')).toContain('application/json');
  });

  it('does nothing more for a read message without a link', async () => {
    const api = messageCentre();
    const { router } = renderApp('/notify');
    await screen.findByText('2 条未读');
    fireEvent.click(messageButton('欢迎加入影像学院'));
    // Already read: nothing to tell the server.
    expect(api.callsTo('PUT /messagecneter/read')).toHaveLength(0);
    expect(currentPath(router)).toBe('/notify');
  });

  it('marks every message read with 全部已读', async () => {
    const api = messageCentre();
    renderApp('/notify');
    await screen.findByText('2 条未读');
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(messageButton('会议提醒').getAttribute('aria-label')).toBe('会议提醒'));
    expect(messageButton('认证已通过').getAttribute('aria-label')).toBe('认证已通过');
    expect(screen.getByText('消息已全部读完')).toBeTruthy();
    expect(api.callsTo('PUT /messagecneter/read')[0]?.body).toEqual({ all: 1 });
    expect((screen.getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts the dot back when marking fails', async () => {
    const api = messageCentre();
    api.on({ 'PUT /api/platform/messagecneter/read': fail(50000, '服务器开小差了', null, 500) });
    renderApp('/notify');
    await screen.findByText('2 条未读');
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(api.callsTo('PUT /messagecneter/read')).toHaveLength(1));
    await waitFor(() => expect(messageButton('会议提醒').getAttribute('aria-label')).toBe('未读 会议提醒'));
  });

  it('says when there is nothing', async () => {
    stubApi({
      '/api/platform/member/me': userInfo(),
      'GET /api/platform/messagecneter': { total: 0, data: [] },
    });
    renderApp('/notify');
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '全部已读' })).toBeNull();
  });
});
