import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminConsentDocument } from '../features/consent/api/get-consent-documents';
import {
  buttonIn,
  findOverlay,
  operatorAs,
  renderConsole,
  setupConsoleTest,
  stubApi,
} from '../test/render-console';

const PRIVACY_BODY = '我们重视您的个人信息保护。本政策说明我们如何收集、使用和保护您的个人信息。';

function version(code: string, number: number, current: boolean, title: string): AdminConsentDocument {
  return {
    id: number * 10 + code.length,
    code,
    version: number,
    commit_hash: `${number}${code.length}`.repeat(32).slice(0, 64),
    title,
    body: `${PRIVACY_BODY}（第 ${number} 版）`,
    title_en: `${code} (v${number})`,
    body_en: `We value the protection of your personal information (version ${number}).`,
    published_at: '2024-01-11T02:00:00Z',
    current,
  };
}

const documents = [
  version('privacy', 1, false, '隐私政策（旧）'),
  version('privacy', 2, true, '隐私政策'),
  version('terms', 1, true, '用户协议'),
  version('personal_info', 1, true, '个人信息授权书'),
];

function consentApi(role: 'administrator' | 'reviewer' | 'content_editor') {
  return stubApi({
    'GET /auth/me': operatorAs(role),
    'GET /consent-documents': () => documents,
    'POST /consent-documents': ({ body }) => ({
      ...version('privacy', 3, true, '隐私政策'),
      ...(body as object),
    }),
  });
}

function cardOf(title: string): HTMLElement {
  const card = screen
    .getByText(title, { selector: '.ant-card-head-title span' })
    .closest<HTMLElement>('.ant-card');
  if (!card) throw new Error(`no card ${title}`);
  return card;
}

describe('协议管理', () => {
  setupConsoleTest([() => import('./consent-documents-page')]);

  it('lists every version per document with the current one marked, and shows a version text', async () => {
    consentApi('reviewer');
    renderConsole('/consent-documents');

    await screen.findByText('隐私政策（旧）');
    const privacy = cardOf('隐私政策');
    const rows = [...privacy.querySelectorAll('tbody tr')];
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['v2', 'v1']);
    expect(within(rows[0] as HTMLElement).getByText('当前版本')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('历史版本')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('27'.repeat(6))).toBeTruthy();
    // Only administrators publish.
    expect(screen.queryByText('发布新版本')).toBeNull();

    fireEvent.click(buttonIn(rows[1] as HTMLElement, '查看'));
    const viewer = await findOverlay('隐私政策（旧） · v1');
    expect(within(viewer).getByText(`${PRIVACY_BODY}（第 1 版）`)).toBeTruthy();
  });

  it('publishes a new version only after the every-user-signs-again warning', async () => {
    const api = consentApi('administrator');
    renderConsole('/consent-documents');
    await screen.findByText('隐私政策（旧）');

    fireEvent.click(buttonIn(cardOf('隐私政策'), '发布新版本'));
    const dialog = await findOverlay('发布新版本');
    const [body] = [...dialog.querySelectorAll('textarea')];
    if (!body) throw new Error('no body field');
    // Prefilled with the current version: publishing it unchanged is refused.
    expect((body as HTMLTextAreaElement).value).toBe(`${PRIVACY_BODY}（第 2 版）`);
    fireEvent.click(buttonIn(dialog, '发布'));
    expect(await screen.findByText('内容与当前版本完全相同，无需发布')).toBeTruthy();

    fireEvent.change(body, { target: { value: `${PRIVACY_BODY}（第 3 版，新增日志保存期限说明）` } });
    fireEvent.click(buttonIn(dialog, '发布'));
    await screen.findByText('确认发布新版本？', { selector: '.ant-modal-confirm-title' });
    expect(screen.getByText(/所有用户（包括已签署的用户）都需要重新签署/)).toBeTruthy();
    expect(api.callsTo('POST', '/consent-documents')).toHaveLength(0);

    fireEvent.click(buttonIn(document.body, '确认发布'));
    await waitFor(() => expect(api.callsTo('POST', '/consent-documents')).toHaveLength(1));
    expect(api.callsTo('POST', '/consent-documents')[0]?.body).toMatchObject({
      code: 'privacy',
      title: '隐私政策',
      body: `${PRIVACY_BODY}（第 3 版，新增日志保存期限说明）`,
      title_en: 'privacy (v2)',
    });
    expect(await screen.findByText('新版本已发布')).toBeTruthy();
  });
});
