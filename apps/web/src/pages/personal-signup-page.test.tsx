import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingSummary } from '../features/meetings/testing/meeting-fixtures';
import { saveIdentity } from '../lib/identity';
import { type StubRequest, stubApi, userInfo } from '../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../test/render-app';

describe('/personal/signup', () => {
  setupAppTest();
  beforeAll(() => import('./personal-signup-page'));
  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('lists the subscribed meetings, and lets the viewer cancel one', async () => {
    const api = stubApi({
      '/api/platform/member/me': userInfo(),
      'GET /api/platform/meeting/my-meeting': {
        total: 2,
        data: [
          meetingSummary(2, { title: '神经影像前瞻', subscribed: true, subscriber_count: 4 }),
          meetingSummary(1, { title: '胸部影像直播', state: 'live', subscribed: true }),
        ],
      },
      'POST /api/platform/meeting/subscribe': (request: StubRequest) => ({
        subscribed: (request.body as Record<string, string>).cancel === '0',
        subscriber_count: 3,
      }),
    });
    renderApp('/personal/signup');
    expect(await screen.findByRole('heading', { name: '我的报名', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '我预约的会议' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['神经影像前瞻', '胸部影像直播']);
    expect(api.callsTo('GET /meeting/my-meeting')[0]?.url.searchParams.get('current')).toBe('1');
    fireEvent.click(within(list).getByRole('button', { name: '已预约 神经影像前瞻' }));
    await waitFor(() => expect(within(list).getByRole('button', { name: '预约 神经影像前瞻' })).toBeTruthy());
    expect(api.callsTo('POST /meeting/subscribe')[0]?.body).toEqual({ meeting_id: '2', cancel: '1' });
  });

  it('says when there is none', async () => {
    stubApi({
      '/api/platform/member/me': userInfo(),
      'GET /api/platform/meeting/my-meeting': { total: 0, data: [] },
    });
    renderApp('/personal/signup');
    expect(await screen.findByText('还没有预约会议')).toBeTruthy();
  });
});
