import type { AdminPrivacyRequest, PersonalDataExport } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buttonIn,
  findOverlay,
  operatorAs,
  renderConsole,
  setupConsoleTest,
  stubApi,
} from '../test/render-console';

const request = (id: number, patch: Partial<AdminPrivacyRequest> = {}): AdminPrivacyRequest => ({
  id,
  user_id: 40 + id,
  kind: 'copy',
  channel: 'hotline',
  status: 'open',
  note: null,
  received_at: '2026-06-03T02:00:00.000Z',
  due_on: '2026-06-24',
  days_left: 10,
  overdue: false,
  entered_by: '测试reviewer',
  resolved_by: null,
  resolved_at: null,
  resolution: null,
  ...patch,
});

const copy = {
  generated_at: '2026-06-03T02:00:00.000Z',
  profile: {
    id: 41,
    kind: 'member',
    nickname: null,
    name: '王晓明',
    mobile: '13812345678',
    email: null,
    province_code: null,
    city_code: null,
    hospital: null,
    department: null,
    title: null,
    position: null,
    skill_areas: [],
    interesting_topics: [],
    interesting_systems: [],
    work_upgrades: [],
    registered_at: null,
    certified_at: null,
    created_at: '2026-01-01T02:00:00.000Z',
  },
  wechat: [],
  consents: [],
  certification: [],
  learning: [],
  meetings: [],
  points: { total: 0, entries: [] },
  certificates: [],
  comments: [],
  form_answers: [],
  questions: [],
  drug_safety_reports: [],
} satisfies PersonalDataExport;

describe('console: 隐私请求', () => {
  setupConsoleTest([() => import('./privacy-requests-page')]);

  const rowOf = async (userId: number) =>
    (await screen.findByText(String(userId))).closest('tr') as HTMLElement;

  it('lists open requests with the working-day clock, overdue in red', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('reviewer'),
      'GET /privacy/requests': () => ({
        total: 2,
        data: [
          request(1, { kind: 'cancellation', due_on: '2026-06-01', days_left: -2, overdue: true }),
          request(2, { kind: 'correction', days_left: 0 }),
        ],
      }),
    });
    renderConsole('/privacy-requests');
    const late = await screen.findByText('2026-06-01 · 逾期 2 个工作日');
    expect(late.closest('.ant-tag')?.className).toMatch(/red/);
    expect((await rowOf(41)).className).toMatch(/ant-table-row-danger/);
    expect(screen.getByText('2026-06-24 · 今天到期')).toBeTruthy();
    expect(api.callsTo('GET', '/privacy/requests')[0]?.query.get('status')).toBe('open');
  });

  it('enters a hotline request by member number and kind', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('reviewer'),
      'GET /privacy/requests': () => ({ total: 0, data: [] }),
      'POST /privacy/requests': (call) => request(3, call.body as Partial<AdminPrivacyRequest>),
    });
    renderConsole('/privacy-requests');
    fireEvent.click(buttonIn(await screen.findByRole('main'), '登记热线请求'));
    const dialog = await findOverlay('登记热线请求');
    fireEvent.change(within(dialog).getByLabelText('会员编号'), { target: { value: '42' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('请求类型'));
    fireEvent.click(await screen.findByTitle('注销账号'));
    fireEvent.change(within(dialog).getByLabelText('请求说明'), { target: { value: '来电要求注销' } });
    fireEvent.click(buttonIn(dialog, '登记'));
    await waitFor(() => expect(api.callsTo('POST', '/privacy/requests')).toHaveLength(1));
    expect(api.callsTo('POST', '/privacy/requests')[0]?.body).toEqual({
      user_id: 42,
      kind: 'cancellation',
      note: '来电要求注销',
    });
  });

  it('shows the copy for a copy request, then completes it with a note', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('administrator'),
      'GET /privacy/requests': () => ({ total: 1, data: [request(1)] }),
      'GET /privacy/requests/1/copy': () => copy,
      'POST /privacy/requests/1/resolve': () => request(1, { status: 'completed' }),
    });
    renderConsole('/privacy-requests');
    fireEvent.click(buttonIn(await rowOf(41), '办理'));
    const drawer = await findOverlay('请求详情');
    fireEvent.click(buttonIn(drawer, '查看个人信息副本（记入审计日志）'));
    expect(await within(drawer).findByText(/王晓明/)).toBeTruthy();
    // The copy is sent on as a file: the JSON the drawer shows, named after the member.
    const saved: Blob[] = [];
    const names: string[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:copy';
    });
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    fireEvent.click(buttonIn(drawer, '下载副本（JSON 文件）'));
    expect(names).toEqual([`personal-data-${request(1).user_id}-${copy.generated_at.slice(0, 10)}.json`]);
    const [file] = saved;
    if (!file) throw new Error('no file was made');
    expect(JSON.parse(await file.text())).toEqual(copy);
    createUrl.mockRestore();
    revokeUrl.mockRestore();
    click.mockRestore();
    const submit = buttonIn(drawer, '提交');
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(drawer).getByLabelText('处理说明'), { target: { value: '已邮寄副本' } });
    fireEvent.click(buttonIn(drawer, '提交'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/privacy/requests/1/resolve')[0]?.body).toEqual({
        outcome: 'completed',
        note: '已邮寄副本',
      }),
    );
  });

  it('carries out a cancellation only after a second confirmation', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('administrator'),
      'GET /privacy/requests': () => ({ total: 1, data: [request(1, { kind: 'cancellation' })] }),
      'POST /privacy/requests/1/resolve': () => request(1, { kind: 'cancellation', status: 'completed' }),
    });
    renderConsole('/privacy-requests');
    fireEvent.click(buttonIn(await rowOf(41), '办理'));
    const drawer = await findOverlay('请求详情');
    expect(within(drawer).getByText(/办结后将立即注销该会员/)).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('处理说明'), { target: { value: '已核实身份' } });
    fireEvent.click(buttonIn(drawer, '提交'));
    expect(await screen.findByText('确认注销会员 41？')).toBeTruthy();
    expect(api.callsTo('POST', '/privacy/requests/1/resolve')).toHaveLength(0);
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popconfirm-buttons');
      if (!found) throw new Error('no confirmation open');
      return found;
    });
    fireEvent.click(buttonIn(confirm, '确认注销'));
    await waitFor(() => expect(api.callsTo('POST', '/privacy/requests/1/resolve')).toHaveLength(1));
  });

  it('is closed to content editors and pharmacovigilance officers', async () => {
    for (const role of ['content_editor', 'pharmacovigilance'] as const) {
      const api = stubApi({ 'GET /auth/me': operatorAs(role) });
      const { unmount } = renderConsole('/privacy-requests');
      expect(await screen.findByText('抱歉，您的角色无权访问此页面')).toBeTruthy();
      expect(api.callsTo('GET', '/privacy/requests')).toHaveLength(0);
      unmount();
    }
  });
});
