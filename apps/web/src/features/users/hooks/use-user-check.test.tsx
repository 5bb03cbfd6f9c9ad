import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveIdentity } from '../../../lib/identity';
import { envelope, stubApi, userInfo } from '../../../lib/testing/api-stub';
import { preloadAccessModules } from '../../../lib/testing/preload-access-modules';
import { REGISTERED_MARK_STORAGE_KEY, readTrumanStatus } from '../../../lib/user-marks';
import { popupStore } from '../../../stores/popup-store';
import { renderApp, setupAppTest } from '../../../test/render-app';

const ME = '/api/platform/member/me';
const ISTIP = '/api/platform/istip/get-istip';

async function renderAt(path: string) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('user check in the app (spec §4)', () => {
  setupAppTest();

  beforeAll(preloadAccessModules, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7', unionid: 'unionid-7' });
  });

  it('lets a registered, consented user read a checked page and marks them registered', async () => {
    const api = stubApi({ [ME]: userInfo({ certified: true }) });
    await renderAt('/course/detail?id=1');
    await waitFor(() => expect(localStorage.getItem(REGISTERED_MARK_STORAGE_KEY)).toBe('1'));
    expect(api.callsTo(ME)).toHaveLength(1);
    expect(popupStore.getState()).toEqual({});
  });

  it('prompts an unregistered user to register, and stores their truman status', async () => {
    const api = stubApi({
      [ME]: userInfo({ registered: false, kind: null }),
      '/api/platform/member/gettruman': { all_active: 0, registered: false },
    });
    await renderAt('/course/detail?id=1');
    expect(await screen.findByText('抱歉，您还未注册，点击前往')).toBeTruthy();
    await waitFor(() =>
      expect(readTrumanStatus()).toEqual({ openid: 'openid-7', all_active: 0, registered: false }),
    );
    expect(api.callsTo('/api/platform/member/gettruman')[0]?.body).toEqual({
      openid: 'openid-7',
      unionid: 'unionid-7',
    });
    expect(localStorage.getItem(REGISTERED_MARK_STORAGE_KEY)).toBeNull();
  });

  it('opens the consent popup for a registered user without consent, remembering the page', async () => {
    stubApi({ [ME]: userInfo({ all_active: 0 }), '/api/platform/consent/documents': [] });
    await renderAt('/course/detail?id=1');
    await waitFor(() => expect(popupStore.isOpen('consent')).toBe(true));
    expect(localStorage.getItem('ia_consent_return_url')).toBe('/course/detail?id=1');
  });

  it('asks an imported user to confirm their details first', async () => {
    stubApi({ [ME]: userInfo({ reconfirmation: 0, re_perfect_type: 1, all_active: 0 }) });
    await renderAt('/personal/task');
    expect(await screen.findByText('为保障您的权益，请核对并确认您的个人信息后继续使用')).toBeTruthy();
    expect(popupStore.isOpen('invalidHospitalPrompt')).toBe(false);
    expect(popupStore.isOpen('consent')).toBe(false);
  });

  it('shows the invalid-hospital prompt when re_perfect_type is set', async () => {
    stubApi({ [ME]: userInfo({ re_perfect_type: 1 }) });
    await renderAt('/personal/task');
    expect(await screen.findByText('您的医院信息无效，请填写真实完整的医院名称后重新提交')).toBeTruthy();
  });

  it('prompts nobody on /importregister', async () => {
    const api = stubApi({ [ME]: userInfo({ reconfirmation: 0 }) });
    await renderAt('/importregister');
    await waitFor(() => expect(api.callsTo(ME)).toHaveLength(1));
    await act(async () => {});
    expect(popupStore.getState()).toEqual({});
  });

  it('does not reopen a cancelled prompt on the same page', async () => {
    stubApi({ [ME]: userInfo({ re_perfect_type: 1 }) });
    await renderAt('/personal/task');
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(popupStore.isOpen('invalidHospitalPrompt')).toBe(false));
    await act(async () => {});
    expect(popupStore.isOpen('invalidHospitalPrompt')).toBe(false);
  });

  it('sends a registered user away from /register to /', async () => {
    stubApi({ [ME]: userInfo() });
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets an unregistered user stay on /register without a prompt', async () => {
    stubApi({
      [ME]: userInfo({ registered: false, kind: null }),
      '/api/platform/member/gettruman': envelope(null, 40000, 'x'),
    });
    const { router } = await renderAt('/register');
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/register');
    expect(popupStore.isOpen('registerPrompt')).toBe(false);
  });

  it('does not check pages that do not need a registered user', async () => {
    const api = stubApi({ [ME]: userInfo({ registered: false }) });
    await renderAt('/meeting');
    await act(async () => {});
    // The shell may read the user (points, unread badge) once it is known; the check itself
    // prompts nothing here, though this user is not registered.
    expect(api.callsTo(ME).length).toBeLessThanOrEqual(1);
    expect(popupStore.getState()).toEqual({});
  });

  describe('free-trial prompt', () => {
    it('shows the days left on home for a member in the trial when istip=1', async () => {
      stubApi({ [ME]: userInfo(), [ISTIP]: { istip: 1, days_left: 9, certified: false } });
      await renderAt('/');
      expect(await screen.findByText('您的免费学习期还剩 9 天')).toBeTruthy();
    });

    it('shows the grey popup on a learning page once the trial is over', async () => {
      stubApi({
        [ME]: userInfo({ trial: { days_left: -1, ends_at: null, expired: true } }),
        [ISTIP]: { istip: 1, days_left: -1, certified: false },
      });
      await renderAt('/course/detail?id=1');
      expect(
        await screen.findByText('您的 30 天免费学习期已结束，完成医护人员认证即可继续学习全部内容'),
      ).toBeTruthy();
    });

    it('stays away when istip=0', async () => {
      const api = stubApi({ [ME]: userInfo(), [ISTIP]: { istip: 0, days_left: 9, certified: false } });
      await renderAt('/');
      await waitFor(() => expect(api.callsTo(ISTIP)).toHaveLength(1));
      await act(async () => {});
      expect(popupStore.isOpen('freeTrial')).toBe(false);
    });

    it.each([
      ['certified users', userInfo({ certified: true, projectAuthStatus: 'approved' })],
      ['staff', userInfo({ kind: 'staff' })],
      ['users without consent', userInfo({ all_active: 0 })],
    ])('never asks for %s', async (_who, user) => {
      const api = stubApi({ [ME]: user, [ISTIP]: { istip: 1, days_left: 9, certified: false } });
      await renderAt('/');
      await waitFor(() => expect(api.callsTo(ME)).toHaveLength(1));
      await act(async () => {});
      expect(api.callsTo(ISTIP)).toHaveLength(0);
      expect(popupStore.isOpen('freeTrial')).toBe(false);
    });
  });
});
