import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveIdentity } from '../lib/identity';
import { stubApi, unregisteredUser, userInfo } from '../lib/testing/api-stub';
import { renderApp, setupAppTest } from '../test/render-app';

// Issue 16: /personal before registration asked for the score log and was refused (403 in the console).
describe('personal page before registration', () => {
  setupAppTest();

  it('asks nothing of the points of a WeChat user who has not registered', async () => {
    saveIdentity({ token: 'token-1', openid: 'openid-7' });
    const api = stubApi({ '/member/me': unregisteredUser() });
    renderApp('/personal');
    expect(await screen.findByText('点击注册，开启学习')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/member/me').length).toBeGreaterThan(0));
    expect(api.callsTo('/score-log/scorelog')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: '我的积分' })).toBeNull();
  });

  it('shows a member her points from the score log', async () => {
    saveIdentity({ token: 'token-1', openid: 'openid-7' });
    const api = stubApi({
      '/member/me': userInfo(),
      '/score-log/scorelog': { total: 0, data: [], points_total: 42, points_today: 2 },
    });
    renderApp('/personal');
    expect(await screen.findByText('42')).toBeTruthy();
    expect(api.callsTo('/score-log/scorelog')).toHaveLength(1);
  });
});
