import type { AdminAdverseEventDetail, AdminAdverseEventItem } from '@ia/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonIn, operatorAs, renderConsole, setupConsoleTest, stubApi } from '../test/render-console';

const item = (id: number, patch: Partial<AdminAdverseEventItem> = {}): AdminAdverseEventItem => ({
  id,
  reference: `AE-20260601-0000000${id}`,
  product_name: '碘克沙醇注射液',
  seriousness: 'serious',
  status: 'new',
  received_at: '2026-06-01T02:00:00.000Z',
  due_on: '2026-06-16',
  days_left: 10,
  overdue: false,
  ...patch,
});

const detail = (id: number, patch: Partial<AdminAdverseEventDetail> = {}): AdminAdverseEventDetail => ({
  ...item(id),
  reporter_name: '王晓明',
  reporter_contact: '13812345678',
  profession: 'physician',
  patient_initials: 'ZS',
  patient_age: 63,
  patient_sex: 'male',
  batch_number: null,
  reaction: '全身荨麻疹',
  onset_date: null,
  outcome: 'recovering',
  consent_at: '2026-06-01T02:00:00.000Z',
  note: null,
  handled_by: null,
  submitted_at: null,
  closed_at: null,
  ...patch,
});

describe('console: 药物警戒 and 消息推送', () => {
  setupConsoleTest([() => import('./drug-safety-page'), () => import('./broadcasts-page')]);

  it('lists reports with the legal clock, opens the decrypted detail and moves the status on', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('pharmacovigilance'),
      'GET /drug-safety/reports': () => ({
        total: 2,
        data: [
          item(1, { seriousness: 'death', due_on: '2026-06-01', days_left: -2, overdue: true }),
          item(2),
        ],
      }),
      'GET /drug-safety/reports/2': () => detail(2),
      'PUT /drug-safety/reports/2/status': () => detail(2, { status: 'processing', note: '已联系' }),
    });
    renderConsole('/drug-safety');
    expect(await screen.findByText('2026-06-01 · 逾期 2 天')).toBeTruthy();
    expect(screen.getByText('2026-06-16 · 剩余 10 天')).toBeTruthy();
    expect(screen.queryByText('王晓明')).toBeNull();

    const row = (await screen.findByText('AE-20260601-00000002')).closest('tr') as HTMLElement;
    fireEvent.click(buttonIn(row, '查看'));
    expect(await screen.findByText('王晓明')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('处理备注（可选）'), { target: { value: '已联系' } });
    fireEvent.click(screen.getByRole('button', { name: '推进为「处理中」' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/drug-safety/reports/2/status')[0]?.body).toEqual({
        status: 'processing',
        note: '已联系',
      }),
    );
  });

  it('sends a broadcast once with a request key and shows the history', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('content_editor'),
      'GET /member-groups': () => [],
      'GET /broadcasts': () => ({
        total: 1,
        data: [
          {
            id: 1,
            title: '平台升级通知',
            body: '维护两小时',
            link: null,
            audience: 'all',
            member_group_ids: [],
            recipients: 120,
            read_count: 30,
            operator_name: '内容编辑',
            sent_at: '2026-06-01T02:00:00.000Z',
          },
        ],
      }),
      'POST /broadcasts': (call) => ({
        ...(call.body as object),
        id: 2,
        member_group_ids: [],
        link: null,
        recipients: 121,
        read_count: 0,
        operator_name: null,
        sent_at: '2026-06-01T03:00:00.000Z',
        created: true,
      }),
    });
    renderConsole('/broadcasts');
    expect(await screen.findByText('平台升级通知')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '新课上线' } });
    fireEvent.change(screen.getByLabelText('内容'), { target: { value: '欢迎学习' } });
    fireEvent.click(screen.getByRole('button', { name: '立即推送' }));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popconfirm-buttons');
      if (!found) throw new Error('no confirmation open');
      return found;
    });
    fireEvent.click(buttonIn(confirm, '确定'));
    await waitFor(() => expect(api.callsTo('POST', '/broadcasts')).toHaveLength(1));
    expect(api.callsTo('POST', '/broadcasts')[0]?.body).toMatchObject({
      title: '新课上线',
      body: '欢迎学习',
      audience: 'all',
      request_key: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    expect(await screen.findByText('已推送给 121 位用户')).toBeTruthy();
  });
});
