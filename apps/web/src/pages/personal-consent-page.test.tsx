import type { ConsentDocument, ConsentRecord } from '@ia/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveIdentity } from '../lib/identity';
import { stubApi, userInfo } from '../lib/testing/api-stub';
import { preloadAccessModules } from '../lib/testing/preload-access-modules';
import { popupStore } from '../stores/popup-store';
import { renderApp, setupAppTest } from '../test/render-app';

const documents: ConsentDocument[] = [
  {
    code: 'privacy',
    title: '隐私声明',
    body: '隐私声明正文。',
    document_version_number: 2,
    commit_hash: 'a'.repeat(64),
    published_at: '2024-03-01T00:00:00.000Z',
  },
  {
    code: 'terms',
    title: '使用条款',
    body: '使用条款正文。',
    document_version_number: 1,
    commit_hash: 'b'.repeat(64),
    published_at: '2024-01-11T00:00:00.000Z',
  },
  {
    code: 'personal_info',
    title: '个人信息授权同意书',
    body: '授权正文。',
    document_version_number: 1,
    commit_hash: 'c'.repeat(64),
    published_at: '2024-01-11T00:00:00.000Z',
  },
];

function record(
  overrides: Partial<ConsentRecord> & Pick<ConsentRecord, 'id' | 'document_code'>,
): ConsentRecord {
  return {
    document_title: documents.find((document) => document.code === overrides.document_code)?.title ?? '',
    document_version_number: 1,
    commit_hash: 'a'.repeat(64),
    action: 'grant',
    created_at: '2024-01-11T02:30:00.000Z',
    current: true,
    ...overrides,
  };
}

/** Newest first: terms and personal info signed; privacy signed at v1, now at v2. */
const records: ConsentRecord[] = [
  record({ id: 3, document_code: 'terms' }),
  record({ id: 2, document_code: 'personal_info' }),
  record({ id: 1, document_code: 'privacy', current: false }),
];

describe('/personal/consent', () => {
  setupAppTest();

  beforeAll(preloadAccessModules, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  function stubConsent(overrides: Record<string, unknown> = {}) {
    return stubApi({
      '/api/platform/member/me': userInfo(),
      '/api/platform/consent/documents': documents,
      '/api/platform/consent/mine': records,
      ...overrides,
    });
  }

  it('shows what the user signed and when, and the history', async () => {
    stubConsent();
    renderApp('/personal/consent');
    expect(await screen.findByRole('heading', { name: '知情同意书', level: 1 })).toBeTruthy();
    expect(await screen.findByText('协议签署情况')).toBeTruthy();
    expect(screen.getAllByText('签署于 2024-01-11 10:30')).toHaveLength(2);
    expect(screen.getByText('协议已更新，请重新签署')).toBeTruthy();
    expect(screen.getByText('同意《使用条款》（版本 1）')).toBeTruthy();
    expect(screen.getByText('同意《隐私声明》（版本 1）')).toBeTruthy();
  });

  it('opens each document in full', async () => {
    stubConsent();
    renderApp('/personal/consent');
    fireEvent.click(await screen.findByRole('button', { name: '阅读《使用条款》全文' }));
    const viewer = await screen.findByRole('dialog', { name: '使用条款' });
    expect(within(viewer).getByText('使用条款正文。')).toBeTruthy();
  });

  it('withdraws only after confirmation, and then treats the user as without consent', async () => {
    let withdrawn = false;
    const api = stubConsent({
      '/api/platform/member/me': () => userInfo({ all_active: withdrawn ? 0 : 1 }),
      '/api/platform/consent/withdraw': () => {
        withdrawn = true;
        return 1;
      },
    });
    renderApp('/personal/consent');
    fireEvent.click(await screen.findByRole('button', { name: '撤回同意' }));
    expect(await screen.findByText(/撤回后，您将无法继续使用需要同意的功能/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await act(async () => {});
    expect(api.callsTo('/api/platform/consent/withdraw')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '撤回同意' }));
    // The cancelled dialog may still be animating out (jsdom runs no animation frames reliably):
    // the one just opened is the last.
    const confirmButtons = await screen.findAllByRole('button', { name: '确认撤回' });
    fireEvent.click(confirmButtons[confirmButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(api.callsTo('/api/platform/consent/withdraw')).toHaveLength(1));
    expect(api.callsTo('/api/platform/consent/withdraw')[0]?.body).toEqual({ confirm: 'true' });
    expect(await screen.findByText('已撤回同意')).toBeTruthy();
    // Without consent, the checked page asks for it again.
    await waitFor(() => expect(popupStore.isOpen('consent')).toBe(true));
  });

  it('offers to sign when the user has no consent', async () => {
    stubConsent({ '/api/platform/member/me': userInfo({ all_active: 0 }), '/api/platform/consent/mine': [] });
    renderApp('/personal/consent');
    expect(await screen.findByText('暂无签署记录')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤回同意' })).toBeNull();
    // The user check asks first; once that is dismissed, the page's own button asks again.
    await waitFor(() => expect(popupStore.isOpen('consent')).toBe(true));
    act(() => popupStore.close('consent'));
    await act(async () => {});
    expect(popupStore.isOpen('consent')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '去签署' }));
    await waitFor(() => expect(popupStore.isOpen('consent')).toBe(true));
  });
});
