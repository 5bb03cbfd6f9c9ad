import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { renderApp, setupAppTest } from '../test/render-app';

describe('personal page', () => {
  setupAppTest({ stubFetch: true });

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
});
