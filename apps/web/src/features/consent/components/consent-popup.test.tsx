import type { ConsentDocument } from '@ia/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveIdentity } from '../../../lib/identity';
import { envelope, stubApi } from '../../../lib/testing/api-stub';
import { preloadAccessModules } from '../../../lib/testing/preload-access-modules';
import { popupStore } from '../../../stores/popup-store';
import { currentPath, renderApp, setupAppTest } from '../../../test/render-app';

const hash = (digit: string) => digit.repeat(64);

const consentDocuments: ConsentDocument[] = [
  {
    code: 'privacy',
    title: '隐私声明',
    body: '第一段：我们收集的信息。\n\n第二段：联系请求在15个工作日内答复。',
    document_version_number: 1,
    commit_hash: hash('a'),
    published_at: '2024-01-11T00:00:00.000Z',
  },
  {
    code: 'terms',
    title: '使用条款',
    body: '使用条款正文。',
    document_version_number: 1,
    commit_hash: hash('b'),
    published_at: '2024-01-11T00:00:00.000Z',
  },
  {
    code: 'personal_info',
    title: '个人信息授权同意书',
    body: '个人信息授权正文。',
    document_version_number: 2,
    commit_hash: hash('c'),
    published_at: '2024-02-01T00:00:00.000Z',
  },
];

function consentDialog(): HTMLElement {
  return screen.getByRole('dialog', { name: '知情同意' });
}

async function renderWithConsent(
  path = '/meeting',
  payload: Parameters<typeof popupStore.open<'consent'>>[1] = {},
) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  act(() => popupStore.open('consent', payload));
  await screen.findByRole('checkbox', { name: '我已阅读并同意《隐私声明》' });
  return rendered;
}

function tick(title: string) {
  fireEvent.click(screen.getByRole('checkbox', { name: `我已阅读并同意《${title}》` }));
}

describe('consent popup', () => {
  setupAppTest();

  beforeAll(preloadAccessModules, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-1', openid: 'openid-1', unionid: 'unionid-1' });
  });

  it('lists every document with a checkbox and refuses to sign until all are ticked, with the spec’s alert', async () => {
    const api = stubApi({
      '/api/platform/consent/documents': consentDocuments,
      '/api/platform/send_truman': 1,
    });
    await renderWithConsent();
    expect(within(consentDialog()).getAllByRole('checkbox')).toHaveLength(4); // three documents + agree to all

    tick('隐私声明');
    tick('使用条款');
    fireEvent.click(screen.getByRole('button', { name: '同意并签署' }));
    expect(await screen.findByText('请滚动到底部阅读，点击全部同意后再签署')).toBeTruthy();
    expect(api.callsTo('/api/platform/send_truman')).toHaveLength(0);
  });

  it('signs every document (comma-joined lists) and returns to the stored address', async () => {
    const api = stubApi({
      '/api/platform/consent/documents': consentDocuments,
      '/api/platform/send_truman': 1,
    });
    const onOutcome = vi.fn();
    const { router } = await renderWithConsent('/meeting', { returnUrl: '/course/detail?id=3', onOutcome });

    for (const document of consentDocuments) tick(document.title);
    expect(screen.getByRole('checkbox', { name: '全部同意' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: '同意并签署' }));

    await waitFor(() => expect(currentPath(router)).toBe('/course/detail?id=3'));
    const [sign] = api.callsTo('/api/platform/send_truman');
    expect(sign?.method).toBe('POST');
    expect(sign?.body).toEqual({
      openid: 'openid-1',
      commit_hash: `${hash('a')},${hash('b')},${hash('c')}`,
      document_version_number: '1,1,2',
    });
    expect(popupStore.isOpen('consent')).toBe(false);
    expect(onOutcome).toHaveBeenCalledWith('signed');
    expect(localStorage.getItem('ia_consent_return_url')).toBeNull();
  });

  it('"agree to all" ticks every document', async () => {
    const api = stubApi({
      '/api/platform/consent/documents': consentDocuments,
      '/api/platform/send_truman': 1,
    });
    await renderWithConsent();
    fireEvent.click(screen.getByRole('checkbox', { name: '全部同意' }));
    fireEvent.click(screen.getByRole('button', { name: '同意并签署' }));
    await waitFor(() => expect(api.callsTo('/api/platform/send_truman')).toHaveLength(1));
  });

  it('reloads the documents on 40900 and asks for the ticks again', async () => {
    const api = stubApi({
      '/api/platform/consent/documents': consentDocuments,
      '/api/platform/send_truman': envelope(null, 40900, '协议已更新，请重新阅读后签署'),
    });
    await renderWithConsent();
    fireEvent.click(screen.getByRole('checkbox', { name: '全部同意' }));
    fireEvent.click(screen.getByRole('button', { name: '同意并签署' }));
    expect(await screen.findByText('协议已更新，请重新阅读后签署')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/api/platform/consent/documents')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '我已阅读并同意《隐私声明》' })).toHaveProperty(
        'checked',
        false,
      ),
    );
    expect(popupStore.isOpen('consent')).toBe(true);
  });

  it('cancel closes with the "from" outcome', async () => {
    stubApi({ '/api/platform/consent/documents': consentDocuments });
    const onOutcome = vi.fn();
    const { router } = await renderWithConsent('/meeting', { onOutcome });
    fireEvent.click(within(consentDialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(popupStore.isOpen('consent')).toBe(false));
    expect(onOutcome).toHaveBeenCalledWith('from');
    expect(router.state.location.pathname).toBe('/meeting');
  });

  it('cancel on a shared page leaves for /', async () => {
    stubApi({ '/api/platform/consent/documents': consentDocuments });
    const { router } = await renderWithConsent('/meeting?sharedata=true');
    fireEvent.click(within(consentDialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens each document in full in a scrollable sheet', async () => {
    stubApi({ '/api/platform/consent/documents': consentDocuments });
    await renderWithConsent();
    fireEvent.click(screen.getByRole('button', { name: '阅读《隐私声明》全文' }));
    const viewer = await screen.findByRole('dialog', { name: '隐私声明' });
    expect(within(viewer).getByText('第一段：我们收集的信息。')).toBeTruthy();
    expect(within(viewer).getByText('第二段：联系请求在15个工作日内答复。')).toBeTruthy();
    expect(within(viewer).getByText('版本 1 · 发布于 2024-01-11')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(popupStore.isOpen('legalDocument')).toBe(false));
    expect(popupStore.isOpen('consent')).toBe(true);
  });

  it('remembers the current page as the return address when opened by an API answer', async () => {
    stubApi({ '/api/platform/consent/documents': consentDocuments });
    await renderWithConsent('/course/detail?id=9');
    expect(localStorage.getItem('ia_consent_return_url')).toBe('/course/detail?id=9');
  });
});
