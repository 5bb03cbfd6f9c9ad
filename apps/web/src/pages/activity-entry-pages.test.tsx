import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignServer } from '../features/campaigns/testing/campaign-server';
import { saveIdentity } from '../lib/identity';
import { fail, stubApi } from '../lib/testing/api-stub';
import { popupStore } from '../stores/popup-store';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

/** The entry flow and the once-shown pages: /activity/detailenter, activeShowOncePoster, activeShowOnceForm. */
describe('joining a campaign', () => {
  setupAppTest();

  beforeAll(async () => {
    await Promise.all([
      import('./activity-enter-page'),
      import('./activity-poster-page'),
      import('./activity-form-page'),
      import('./activity-detail-page'),
    ]);
  }, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('shows why the member may not join, with a way back, and joins nothing', async () => {
    const server = campaignServer({
      permission: { allowed: false, reason_code: 'not_started', reason: '活动尚未开始，3月10日 开始' },
    });
    const api = stubApi(server.routes);
    renderApp('/activity/detailenter?id=5');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('活动尚未开始')).toBeTruthy();
    expect(within(alert).getByText('活动尚未开始，3月10日 开始')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '返回' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '查看其他活动' })).toBeTruthy();
    expect(api.callsTo('POST /campain/campain/join')).toHaveLength(0);
    expect(api.callsTo('GET /campain/campain/5')).toHaveLength(0);
    expect(popupStore.getState().tip).toBeUndefined();
  });

  it('opens the certification popup when certification is what is missing', async () => {
    const server = campaignServer({
      permission: { allowed: false, reason_code: 'not_certified', reason: '本活动仅限认证医护人员参加' },
    });
    stubApi(server.routes);
    const { router } = renderApp('/activity/detailenter?id=5');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('该活动仅限认证医护人员参加')).toBeTruthy();
    await waitFor(() => expect(popupStore.getState().tip).toBeDefined());
    act(() => popupStore.close('tip'));
    fireEvent.click(within(alert).getByRole('button', { name: '去认证' }));
    await waitFor(() => expect(currentPath(router)).toBe('/veeva'));
  });

  it('asks to accept the description before joining, then shows the poster', async () => {
    const server = campaignServer({ detail: { requires_desc: true } });
    const api = stubApi(server.routes);
    const { router } = renderApp('/activity/detailenter?id=5');
    expect(await screen.findByText('活动期间学习指定课程可获得积分。')).toBeTruthy();
    expect(api.callsTo('POST /campain/campain/join')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '我已阅读并同意' }));
    await waitFor(() => expect(currentPath(router)).toBe('/activity/activeShowOncePoster?id=5'));
    expect(api.callsTo('PUT /content/desc/status/5/0')).toHaveLength(1);
    const joins = api.callsTo('POST /campain/campain/join');
    expect(joins).toHaveLength(1);
    expect(joins[0]?.body).toEqual({ campain_id: '5' });
    expect(await screen.findByRole('dialog', { name: '活动海报：影像读片月' })).toBeTruthy();
  });

  it('goes poster → form → campaign page once, with the form points popup, and never shows the poster twice', async () => {
    const server = campaignServer({ formScore: 10 });
    const api = stubApi(server.routes);
    const { router } = renderApp('/activity/detailenter?id=5', { history: ['/activity'] });

    // Joined without a description to accept: the poster comes first and is marked shown.
    const poster = await screen.findByRole('dialog', { name: '活动海报：影像读片月' });
    expect(currentPath(router)).toBe('/activity/activeShowOncePoster?id=5');
    expect(within(poster).getByRole('img', { name: '活动海报：影像读片月' }).getAttribute('src')).toBe(
      '/media/demo/covers/banner-1.jpg',
    );
    await waitFor(() => expect(api.callsTo('PUT /campain/campain/once')).toHaveLength(1));
    expect(api.callsTo('PUT /campain/campain/once')[0]?.body).toEqual({ campain_id: 5, kind: 'poster' });

    // 继续: the sign-up form, marked shown as well.
    fireEvent.click(within(poster).getByRole('button', { name: '继续' }));
    await waitFor(() => expect(currentPath(router)).toBe('/activity/activeShowOnceForm?id=5'));
    expect(await screen.findByText('提交报名表可获得 10 积分')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('PUT /campain/campain/once')).toHaveLength(2));
    expect(api.callsTo('PUT /campain/campain/once')[1]?.body).toEqual({ campain_id: 5, kind: 'form' });

    fireEvent.change(await screen.findByRole('textbox', { name: '科室' }), { target: { value: '放射科' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(currentPath(router)).toBe('/activity/detail?id=5&typeMap=7'));
    expect(api.callsTo('POST /content/form')[0]?.body).toEqual({
      form_id: 31,
      content_id: 5,
      answers: { '1': '放射科' },
    });
    // The answer's score opens the app's points popup.
    await waitFor(() => expect(popupStore.getState().points).toEqual({ score: 10 }));
    expect(await screen.findByRole('heading', { name: '影像读片月', level: 2 })).toBeTruthy();
    // The campaign page shows the points the form earned, not a cached standing.
    const standing = await screen.findByRole('region', { name: '我的活动积分' });
    await waitFor(() => expect(within(standing).getByText('第 4 名')).toBeTruthy());
    expect(within(standing).getByText('10')).toBeTruthy();

    // Back at the poster's address later: the server remembers, so it goes straight on.
    act(() => popupStore.reset());
    await router.navigate('/activity/activeShowOncePoster?id=5');
    await waitFor(() => expect(currentPath(router)).toBe('/activity/detail?id=5&typeMap=7'));
    expect(screen.queryByRole('dialog', { name: '活动海报：影像读片月' })).toBeNull();
    expect(api.callsTo('PUT /campain/campain/once')).toHaveLength(2);
  });

  it('sends a member who saw the poster before straight on to the form, without marking it again', async () => {
    const server = campaignServer();
    server.state.joined = true;
    server.state.posterShown = true;
    const api = stubApi(server.routes);
    const { router } = renderApp('/activity/activeShowOncePoster?id=5');
    await waitFor(() => expect(currentPath(router)).toBe('/activity/activeShowOnceForm?id=5'));
    expect(screen.queryByRole('dialog', { name: '活动海报：影像读片月' })).toBeNull();
    await waitFor(() => expect(api.callsTo('PUT /campain/campain/once')).toHaveLength(1));
    expect(api.callsTo('PUT /campain/campain/once')[0]?.body).toEqual({ campain_id: 5, kind: 'form' });
  });

  it('goes straight to the campaign page for a member with nothing left to show', async () => {
    const server = campaignServer();
    Object.assign(server.state, { joined: true, posterShown: true, formSubmitted: true });
    const api = stubApi(server.routes);
    const { router } = renderApp('/activity/detailenter?id=5');
    await waitFor(() => expect(currentPath(router)).toBe('/activity/detail?id=5&typeMap=7'));
    expect(api.callsTo('POST /campain/campain/join')).toHaveLength(0);
    expect(api.callsTo('PUT /campain/campain/once')).toHaveLength(0);
  });

  it('says the join failed, with a retry, when the server refuses it', async () => {
    const server = campaignServer();
    const api = stubApi({
      ...server.routes,
      'POST /api/platform/campain/campain/join': fail(40000, '请先阅读并同意活动说明'),
    });
    renderApp('/activity/detailenter?id=5');
    expect(await screen.findByText('报名未成功')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(api.callsTo('POST /campain/campain/join')).toHaveLength(2));
  });
});
