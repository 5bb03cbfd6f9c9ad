import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveIdentity } from '../../../lib/identity';
import { stubApi, userInfo } from '../../../lib/testing/api-stub';
import { preloadAccessModules } from '../../../lib/testing/preload-access-modules';
import { popupStore } from '../../../stores/popup-store';
import { currentPath, renderApp, setupAppTest } from '../../../test/render-app';

async function renderAt(path: string) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

function greyMask(): Element | null {
  return document.querySelector('.adm-center-popup-mask[class*="greyMask"]');
}

describe('access popups', () => {
  setupAppTest();

  beforeAll(preloadAccessModules, 30_000);

  describe('free-trial popup', () => {
    it('with days left shows them, "later" calls up-istip and keeps the page', async () => {
      const api = stubApi({ '/api/platform/istip/up-istip': 1 });
      const { router } = await renderAt('/course/detail?id=1&sharedata=true');
      act(() => popupStore.open('freeTrial', { daysLeft: 12 }));
      expect(await screen.findByText('您的免费学习期还剩 12 天')).toBeTruthy();
      expect(greyMask()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '稍后再说' }));
      await waitFor(() => expect(popupStore.isOpen('freeTrial')).toBe(false));
      await waitFor(() => expect(api.callsTo('/api/platform/istip/up-istip')).toHaveLength(1));
      expect(router.state.location.pathname).toBe('/course/detail');
    });

    it('"certify now" goes to /veeva', async () => {
      stubApi({});
      const { router } = await renderAt('/course/detail?id=1');
      act(() => popupStore.open('freeTrial', { daysLeft: 3 }));
      fireEvent.click(await screen.findByRole('button', { name: '立即认证' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/veeva'));
      expect(popupStore.isOpen('freeTrial')).toBe(false);
    });

    it('at zero days greys the backdrop, says one more step, and closing goes back', async () => {
      stubApi({});
      const { router } = await renderAt('/course');
      await router.navigate('/course/detail?id=1');
      await screen.findByRole('heading', { name: '课程详情' });
      act(() => popupStore.open('freeTrial', { daysLeft: 0 }));
      const dialog = await screen.findByRole('dialog', { name: '还差一步' });
      expect(
        within(dialog).getByText('您的 30 天免费学习期已结束，完成医护人员认证即可继续学习全部内容'),
      ).toBeTruthy();
      expect(greyMask()).not.toBeNull();
      expect(within(dialog).queryByRole('button', { name: '稍后再说' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/course'));
    });

    it('at zero days on a shared page closing goes to /', async () => {
      stubApi({});
      const { router } = await renderAt('/course');
      await router.navigate('/course/detail?id=1&sharedata=true');
      await screen.findByRole('heading', { name: '课程详情' });
      act(() => popupStore.open('freeTrial', { daysLeft: -3 }));
      fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });
  });

  describe('prompts that send the user to a page', () => {
    it('import-register goes to /importregister with redirect', async () => {
      stubApi({});
      const { router } = await renderAt('/course/detail?id=3');
      act(() => popupStore.open('importRegisterPrompt', { returnUrl: '/course/detail?id=3' }));
      expect(await screen.findByText('为保障您的权益，请核对并确认您的个人信息后继续使用')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '去核对' }));
      await waitFor(() =>
        expect(currentPath(router)).toBe(
          `/importregister?redirect=${encodeURIComponent('/course/detail?id=3')}`,
        ),
      );
    });

    it('invalid hospital shows the spec’s text and goes to /hospitallose, with gotohome on shared pages', async () => {
      stubApi({});
      const { router } = await renderAt('/course/detail?id=3&sharedata=true');
      act(() => popupStore.open('invalidHospitalPrompt', {}));
      expect(await screen.findByText('您的医院信息无效，请填写真实完整的医院名称后重新提交')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '去填写' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/hospitallose'));
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('redirect')).toBe('/course/detail?id=3&sharedata=true');
      expect(params.get('gotohome')).toBe('true');
    });

    it('invalid hospital cancel closes (and leaves a shared page for /)', async () => {
      stubApi({});
      const { router } = await renderAt('/course/detail?id=3&sharedata=true');
      act(() => popupStore.open('invalidHospitalPrompt', {}));
      fireEvent.click(await screen.findByRole('button', { name: '取消' }));
      await waitFor(() => expect(popupStore.isOpen('invalidHospitalPrompt')).toBe(false));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });
  });

  describe('generic tip popup', () => {
    it('reads the veeva link and the contact QR from the user info', async () => {
      saveIdentity({ token: 'token-1', openid: 'openid-7' });
      stubApi({
        '/api/platform/member/me': userInfo({
          veeva: 1,
          callUs: { name: '王代表', qrcode: '/qr/rep.png', mobile: null },
        }),
      });
      await renderAt('/meeting');
      act(() => popupStore.open('tip', {}));
      expect(await screen.findByRole('img', { name: '联系人二维码' })).toHaveProperty(
        'src',
        'http://localhost:3000/qr/rep.png',
      );
      expect(screen.getByText('如需查看该内容，请联系您的专属代表')).toBeTruthy();
    });

    it('shows no QR code to a user without a veeva link, even when a contact exists', async () => {
      saveIdentity({ token: 'token-1', openid: 'openid-7' });
      stubApi({
        '/api/platform/member/me': userInfo({
          veeva: 0,
          callUs: { name: 'x', qrcode: '/qr/rep.png', mobile: null },
        }),
      });
      await renderAt('/meeting');
      act(() => popupStore.open('tip', {}));
      expect(await screen.findByText('抱歉，您暂无权限查看该内容')).toBeTruthy();
      expect(screen.queryByRole('img', { name: '联系人二维码' })).toBeNull();
    });

    it('is translated', async () => {
      stubApi({});
      renderApp('/meeting', { language: 'en-US' });
      await screen.findByRole('heading', { level: 1 });
      act(() => popupStore.open('tip', {}));
      expect(await screen.findByText('Sorry, you cannot view this content')).toBeTruthy();
    });
  });

  it('previews images', async () => {
    stubApi({});
    await renderAt('/meeting');
    act(() => popupStore.open('imagePreview', { images: ['/a.png', '/b.png'], index: 1 }));
    await waitFor(() => expect(document.querySelectorAll('.adm-image-viewer-slides img').length).toBe(2));
    expect(screen.getByText('2 / 2')).toBeTruthy();
  });
});
