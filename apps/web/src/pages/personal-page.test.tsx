import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { saveIdentity } from '../lib/identity';
import { stubApi, userInfo } from '../lib/testing/api-stub';
import { preloadAccessModules } from '../lib/testing/preload-access-modules';
import { renderApp, setupAppTest } from '../test/render-app';

describe('personal page', () => {
  setupAppTest({ stubFetch: true });

  beforeAll(preloadAccessModules, 30_000);

  afterEach(async () => {
    await changeLanguage('zh-CN');
  });

  it('shows the signed-out header and the personal entries', async () => {
    renderApp('/personal');
    expect(await screen.findByText('未登录')).toBeTruthy();
    expect(screen.getByText('点击登录')).toBeTruthy();
    for (const entry of [
      '我的任务',
      '排行榜',
      '我的勋章',
      '我的证书',
      '消息中心',
      '认证',
      '个人信息与隐私',
      '联系我们',
      '语言',
    ]) {
      expect(screen.getByText(entry)).toBeTruthy();
    }
  });

  it('opens an entry', async () => {
    const { router } = renderApp('/personal');
    fireEvent.click(await screen.findByText('我的证书'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/cer'));
  });

  it('switches the language to English and remembers it', async () => {
    renderApp('/personal');
    fireEvent.click(await screen.findByText('语言'));
    fireEvent.click(await screen.findByText('English'));
    expect(await screen.findByText('Not signed in')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Me'));
    expect(localStorage.getItem('ia_lang')).toBe('en-US');
  });

  describe('signed in', () => {
    function signIn(user: ReturnType<typeof userInfo>) {
      saveIdentity({ token: 'token-7', openid: 'openid-7' });
      stubApi({
        '/api/platform/member/me': user,
        '/api/platform/istip/get-istip': { istip: 0, days_left: 0, certified: false },
      });
    }

    it('shows name, masked mobile, hospital, certification status and the trial days of a member', async () => {
      signIn(
        userInfo({
          mobile: '13812345678',
          hospital_name: '上海市第一人民医院',
          projectAuthStatus: 'pending',
          trial: { days_left: 12, ends_at: null, expired: false },
        }),
      );
      renderApp('/personal');
      expect(await screen.findByText('张医生')).toBeTruthy();
      expect(screen.getByText('138****5678')).toBeTruthy();
      expect(screen.queryByText('13812345678')).toBeNull();
      expect(screen.getByText('上海市第一人民医院')).toBeTruthy();
      expect(screen.getByText('审核中')).toBeTruthy();
      expect(screen.getByText('剩余 12 天')).toBeTruthy();
    });

    it.each([
      ['none', '未认证'],
      ['approved', '已认证'],
      ['rejected', '未通过'],
    ] as const)('names the certification status %s %s', async (status, label) => {
      signIn(userInfo({ projectAuthStatus: status, certified: status === 'approved' }));
      renderApp('/personal');
      expect(await screen.findByText(label)).toBeTruthy();
    });

    it('shows no trial for certified members, and says when it ended', async () => {
      signIn(userInfo({ certified: true, projectAuthStatus: 'approved' }));
      const first = renderApp('/personal');
      await screen.findByText('已认证');
      expect(screen.queryByText('免费学习期')).toBeNull();
      first.unmount();

      signIn(userInfo({ trial: { days_left: -3, ends_at: null, expired: true } }));
      renderApp('/personal');
      expect(await screen.findByText('已结束')).toBeTruthy();
    });

    it('links the status to /veeva and the profile to /userinfoedit', async () => {
      signIn(userInfo());
      const { router } = renderApp('/personal');
      fireEvent.click(await screen.findByText('认证状态'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/veeva'));
      await router.navigate('/personal');
      fireEvent.click(await screen.findByText('编辑资料'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/userinfoedit'));
    });

    it('sends staff to /staffinfoedit, without certification or trial', async () => {
      signIn(userInfo({ kind: 'staff', email: 'li.lei@pharma.com.cn', hospital_name: null }));
      const { router } = renderApp('/personal');
      expect(await screen.findByText('员工')).toBeTruthy();
      expect(screen.getByText('li.lei@pharma.com.cn')).toBeTruthy();
      expect(screen.queryByText('认证状态')).toBeNull();
      expect(screen.queryByText('免费学习期')).toBeNull();
      fireEvent.click(screen.getByText('编辑资料'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/staffinfoedit'));
    });

    it('has an entry to /personal/consent', async () => {
      signIn(userInfo());
      const { router } = renderApp('/personal');
      fireEvent.click(await screen.findByText('知情同意书'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/personal/consent'));
    });
  });
});
