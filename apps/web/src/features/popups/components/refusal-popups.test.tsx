import { ErrorCode } from '@ia/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPopupForErrorCode } from '../../../lib/error-popups';
import { saveIdentity } from '../../../lib/identity';
import { stubApi, userInfo } from '../../../lib/testing/api-stub';
import { preloadAccessModules } from '../../../lib/testing/preload-access-modules';
import { renderApp, setupAppTest } from '../../../test/render-app';

async function renderAt(path: string) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

// Issue 16: a refusal with a way forward offers it, from the one table of error codes.
describe('a refusal for certified members only', () => {
  setupAppTest();

  beforeAll(preloadAccessModules, 30_000);

  it('offers 去认证, which opens /veeva', async () => {
    saveIdentity({ token: 'token-1', openid: 'openid-7' });
    stubApi({ '/api/platform/member/me': userInfo({ veeva: 0 }) });
    const { router } = await renderAt('/meeting');
    act(() => void openPopupForErrorCode(ErrorCode.NOT_CERTIFIED));
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    expect(within(dialog).getByText('抱歉，您暂无权限查看该内容')).toBeTruthy();
    expect(within(dialog).getByText('该内容仅对认证医护人员开放，完成认证后即可查看')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '去认证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/veeva'));
  });

  it('leaves a member with a representative to the representative (no 去认证)', async () => {
    saveIdentity({ token: 'token-1', openid: 'openid-7' });
    stubApi({ '/api/platform/member/me': userInfo({ veeva: 1 }) });
    await renderAt('/meeting');
    act(() => void openPopupForErrorCode(ErrorCode.NOT_CERTIFIED));
    expect(await screen.findByText('如需查看该内容，请联系您的专属代表')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去认证' })).toBeNull();
  });

  it('is translated', async () => {
    stubApi({ '/api/platform/member/me': userInfo({ veeva: 0 }) });
    renderApp('/meeting', { language: 'en-US' });
    await screen.findByRole('heading', { level: 1 });
    act(() => void openPopupForErrorCode(ErrorCode.NOT_CERTIFIED));
    expect(await screen.findByRole('button', { name: 'Get certified' })).toBeTruthy();
  });
});
