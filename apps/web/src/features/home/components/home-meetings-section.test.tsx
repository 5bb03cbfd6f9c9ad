import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveIdentity } from '../../../lib/identity';
import { type StubRequest, stubApi } from '../../../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../../../test/render-app';
import { homeSection } from '../../content/testing/content-fixtures';
import { meetingSummary } from '../../meetings/testing/meeting-fixtures';

function homeWithMeetings(layout: 'cards' | 'list') {
  return stubApi({
    '/home/banner': [],
    '/category/tree/0': [],
    '/home/setting': {
      sections: [
        homeSection(12, { title: '最新会议', kind: 'meetings', more_link: '/meeting', layout, limit: 2 }),
      ],
    },
    '/home/home-meeting': [
      meetingSummary(1, { title: '胸部影像直播', state: 'live' }),
      meetingSummary(2, { title: '神经影像前瞻', state: 'upcoming' }),
      meetingSummary(3, { title: '超出数量的会议', state: 'upcoming' }),
    ],
    'POST /meeting/subscribe': (request: StubRequest) => ({
      subscribed: (request.body as Record<string, string>).cancel === '0',
      subscriber_count: 1,
    }),
  });
}

describe('home meetings block', () => {
  setupAppTest();
  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('shows live and upcoming meetings from home/home-meeting as cards, at most `limit`', async () => {
    const api = homeWithMeetings('cards');
    renderApp('/');
    const list = await screen.findByRole('list', { name: '最新会议' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/meetingdetail?id=1&typeMap=4',
      '/meetingdetail?id=2&typeMap=4',
    ]);
    expect(within(links[0] as HTMLElement).getByText('直播中')).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('即将开始')).toBeTruthy();
    expect(screen.queryByText('超出数量的会议')).toBeNull();
    expect(api.callsTo('/home/home-meeting')).toHaveLength(1);
  });

  it('as a list, offers the reminder on upcoming meetings', async () => {
    const api = homeWithMeetings('list');
    renderApp('/');
    const list = await screen.findByRole('list', { name: '最新会议' });
    fireEvent.click(within(list).getByRole('button', { name: '预约 神经影像前瞻' }));
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: '已预约 神经影像前瞻' })).toBeTruthy(),
    );
    expect(api.callsTo('POST /meeting/subscribe')[0]?.body).toEqual({ meeting_id: '2', cancel: '0' });
  });
});
