import type { AdminUser } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiHandler,
  buttonIn,
  findOverlay,
  operatorAs,
  renderConsole,
  setupConsoleTest,
  stubApi,
} from '../test/render-console';

function user(id: number, patch: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    kind: 'member',
    name: '王医生',
    mobile: '138****5678',
    email: null,
    hospital_name: '北京协和医院',
    department: 'ultrasound',
    title: 'chief_physician',
    registered_at: '2024-01-10T16:30:00Z',
    certification: 'approved',
    all_active: 1,
    reconfirmation: 1,
    re_perfect_type: 0,
    veeva_staff: null,
    trial_days_left: null,
    ...patch,
  };
}

const members = [
  user(1),
  user(2, {
    name: '赵护士',
    mobile: '13912345678',
    certification: 'none',
    all_active: 0,
    trial_days_left: 12,
    re_perfect_type: 1,
    veeva_staff: { id: 50, name: '孙代表' },
  }),
];
const staff = [
  user(50, { kind: 'staff', name: '孙代表', email: 'sun@example-pharma.com', certification: 'none' }),
];

function usersApi(
  role: 'administrator' | 'reviewer' | 'content_editor',
  extra: Record<string, ApiHandler> = {},
) {
  return stubApi({
    'GET /auth/me': operatorAs(role),
    'GET /users': ({ query }) =>
      query.get('kind') === 'staff'
        ? { total: staff.length, data: staff }
        : { total: members.length, data: members },
    ...extra,
  });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('用户管理', () => {
  setupConsoleTest([() => import('./users-page')]);

  it('lists users with masked mobiles, readable labels and their states', async () => {
    const api = usersApi('administrator');
    renderConsole('/users?kind=member');

    expect(await screen.findByText('王医生')).toBeTruthy();
    const second = rowOf('赵护士');
    expect(within(second).getByText('139****5678')).toBeTruthy();
    expect(within(second).getByText('医院待更新')).toBeTruthy();
    expect(within(second).getByText('未签署')).toBeTruthy();
    expect(within(second).getByText('12 天')).toBeTruthy();
    expect(within(second).getByText('孙代表')).toBeTruthy();
    const first = rowOf('王医生');
    expect(within(first).getByText('超声科')).toBeTruthy();
    expect(within(first).getByText('主任医师')).toBeTruthy();
    expect(within(first).getByText('2024-01-11')).toBeTruthy();
    expect(within(first).getByText('已通过')).toBeTruthy();
    expect(api.callsTo('GET', '/users')[0]?.query.get('kind')).toBe('member');
  });

  it('imports CSV text and shows the lines that were not imported', async () => {
    const api = usersApi('administrator', {
      'POST /users/import': () => ({
        created: 2,
        updated: 1,
        errors: [
          { line: 3, message: '缺少 openid' },
          { line: 5, message: '手机号格式不正确' },
        ],
      }),
    });
    renderConsole('/users');
    await screen.findByText('王医生');

    fireEvent.click(buttonIn(document.body, '批量导入'));
    const dialog = await findOverlay('批量导入用户');
    for (const column of [
      'openid',
      'unionid',
      'name',
      'mobile',
      'province',
      'city',
      'hospital',
      'department',
      'title',
    ]) {
      expect(within(dialog).getByText(column, { exact: false, selector: '.ant-tag' })).toBeTruthy();
    }

    // Nothing to import yet: refused in the dialog.
    fireEvent.click(buttonIn(dialog, '开始导入'));
    expect(await within(dialog).findByText('请提供 CSV 内容')).toBeTruthy();
    expect(api.callsTo('POST', '/users/import')).toHaveLength(0);

    const csv = 'openid,name,mobile\no1,张三,13800138000\n,李四,13800138001';
    const box = dialog.querySelector('textarea');
    if (!box) throw new Error('no text box');
    fireEvent.change(box, { target: { value: `\uFEFF${csv}\n\n` } });
    fireEvent.click(buttonIn(dialog, '开始导入'));

    const result = await findOverlay('导入结果');
    expect(api.callsTo('POST', '/users/import')[0]?.body).toEqual({ csv });
    expect(within(result).getByText('缺少 openid')).toBeTruthy();
    expect(within(result).getByText('手机号格式不正确')).toBeTruthy();
    const lines = [...result.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);
    expect(lines).toEqual(['3', '5']);
    const counts = [...result.querySelectorAll('.ant-statistic-content-value')].map(
      (node) => node.textContent,
    );
    expect(counts).toEqual(['2', '1', '2']);
  });

  it('marks a hospital invalid after a confirmation', async () => {
    const api = usersApi('reviewer', {
      'POST /users/1/hospital-invalid': () => ({ ...members[0], re_perfect_type: 1 }),
    });
    renderConsole('/users');
    await screen.findByText('王医生');

    fireEvent.click(buttonIn(rowOf('王医生'), '标记医院无效'));
    await screen.findByText('标记该用户的医院无效？', { selector: '.ant-modal-confirm-title' });
    expect(api.callsTo('POST', '/users/1/hospital-invalid')).toHaveLength(0);
    fireEvent.click(buttonIn(document.body, '确认标记'));

    await waitFor(() => expect(api.callsTo('POST', '/users/1/hospital-invalid')).toHaveLength(1));
    expect(await screen.findByText('已标记医院无效')).toBeTruthy();
    // 赵护士 is already marked: nothing to do for that row.
    expect(buttonIn(rowOf('赵护士'), '标记医院无效').disabled).toBe(true);
  });

  it('links a certified member to a rep found by searching staff users', async () => {
    const api = usersApi('reviewer', {
      'POST /users/1/veeva-link': () => ({ ...members[0], veeva_staff: { id: 50, name: '孙代表' } }),
    });
    renderConsole('/users');
    await screen.findByText('王医生');

    fireEvent.click(buttonIn(rowOf('王医生'), '关联代表'));
    const dialog = await findOverlay('关联代表 · 王医生');
    const search = dialog.querySelector('input');
    if (!search) throw new Error('no search box');
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: '孙' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/users').some((call) => call.query.get('keyword') === '孙')).toBe(true),
    );
    const staffSearch = api.callsTo('GET', '/users').find((call) => call.query.get('keyword') === '孙');
    expect(staffSearch?.query.get('kind')).toBe('staff');

    fireEvent.click(
      await screen.findByText('孙代表（sun@example-pharma.com）', {
        selector: '.ant-select-item-option-content',
      }),
    );
    fireEvent.click(buttonIn(dialog, '保存'));
    await waitFor(() => expect(api.callsTo('POST', '/users/1/veeva-link')).toHaveLength(1));
    expect(api.callsTo('POST', '/users/1/veeva-link')[0]?.body).toEqual({ staff_user_id: 50 });
    expect(await screen.findByText('已关联代表')).toBeTruthy();
  });

  it('offers the import to administrators only', async () => {
    usersApi('reviewer');
    renderConsole('/users');
    await screen.findByText('王医生');
    expect(screen.queryByText('批量导入')).toBeNull();
  });

  it('is closed to a content editor', async () => {
    const api = usersApi('content_editor');
    renderConsole('/users');
    expect(await screen.findByText('抱歉，您的角色无权访问此页面')).toBeTruthy();
    expect(screen.queryByText('批量导入')).toBeNull();
    expect(api.callsTo('GET', '/users')).toHaveLength(0);
  });
});
