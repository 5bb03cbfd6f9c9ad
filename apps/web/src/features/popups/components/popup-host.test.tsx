import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { popupStore } from '../../../stores/popup-store';
import { renderApp, setupAppTest } from '../../../test/render-app';

describe('global popups', () => {
  setupAppTest({ stubFetch: true });

  async function renderAt(path = '/meeting') {
    const rendered = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    return rendered;
  }

  it('shows the authorization popup', async () => {
    await renderAt();
    act(() => popupStore.open('authorization', {}));
    expect(await screen.findByText('需要授权后才能继续访问，请点击下方按钮完成授权')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去授权' })).toBeTruthy();
  });

  it('shows the points popup with the score', async () => {
    await renderAt();
    act(() => popupStore.open('points', { score: 5 }));
    expect(await screen.findByText('+5 积分')).toBeTruthy();
  });

  it('tells users without a veeva link they cannot view the content, without a QR code', async () => {
    await renderAt();
    act(() =>
      popupStore.open('tip', { hasVeevaLink: false, message: '请联系代表', contactQrCodeUrl: '/qr.png' }),
    );
    expect(await screen.findByText('抱歉，您暂无权限查看该内容')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '联系人二维码' })).toBeNull();
    expect(screen.queryByText('请联系代表')).toBeNull();
  });

  it('shows the message and the contact QR code to users with a veeva link', async () => {
    await renderAt();
    act(() =>
      popupStore.open('tip', { hasVeevaLink: true, message: '请联系代表', contactQrCodeUrl: '/qr.png' }),
    );
    expect(await screen.findByText('请联系代表')).toBeTruthy();
    expect(screen.getByRole('img', { name: '联系人二维码' }).getAttribute('src')).toBe('/qr.png');
    expect(screen.queryByText('抱歉，您暂无权限查看该内容')).toBeNull();
  });

  it('sends the register prompt to /register with the return address, and saves it', async () => {
    const { router } = await renderAt('/course/detail?id=3');
    act(() => popupStore.open('registerPrompt', {}));
    fireEvent.click(await screen.findByRole('button', { name: '去注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/course/detail?id=3');
    expect(new URLSearchParams(router.state.location.search).get('gotohome')).toBeNull();
    expect(localStorage.getItem('ia_register_return_url')).toBe('/course/detail?id=3');
  });

  it('adds gotohome to the register target on shared pages', async () => {
    const { router } = await renderAt('/course/detail?id=3&sharedata=true');
    act(() => popupStore.open('registerPrompt', {}));
    fireEvent.click(await screen.findByRole('button', { name: '去注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(new URLSearchParams(router.state.location.search).get('gotohome')).toBe('true');
  });

  it('closes the register prompt on cancel', async () => {
    const { router } = await renderAt('/course/detail?id=3');
    act(() => popupStore.open('registerPrompt', {}));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(popupStore.isOpen('registerPrompt')).toBe(false));
    expect(router.state.location.pathname).toBe('/course/detail');
  });

  it('does not leave a shared page when the points popup closes', async () => {
    const { router } = await renderAt('/course/detail?id=3&sharedata=true');
    act(() => popupStore.open('points', { score: 2 }));
    fireEvent.click(await screen.findByText('+2 积分'));
    await waitFor(() => expect(popupStore.isOpen('points')).toBe(false));
    expect(router.state.location.pathname).toBe('/course/detail');
  });
});
