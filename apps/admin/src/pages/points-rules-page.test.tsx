import type { AdminTask, PointsRule } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorAs, renderConsole, setupConsoleTest, stubApi } from '../test/render-console';

const rule = (overrides: Partial<PointsRule>): PointsRule => ({
  action: 'VIEW',
  name: '浏览内容',
  points: 1,
  unit_minutes: null,
  daily_cap: 10,
  per_item_cap: 1,
  enabled: true,
  updated_at: '2026-06-01T02:00:00.000Z',
  ...overrides,
});

const rules: PointsRule[] = [
  rule({}),
  rule({ action: 'LEARN', name: '学习时长', unit_minutes: 1, daily_cap: 60, per_item_cap: null }),
];

const task: AdminTask = {
  id: 3,
  period: 'yearly',
  title: '参加 12 场会议',
  description: '',
  title_en: 'Attend 12 meetings',
  description_en: '',
  metric: 'meetings_attended',
  target: 12,
  points: 100,
  link: '/meeting',
  sort: 2,
  enabled: true,
  updated_at: '2026-06-01T02:00:00.000Z',
};

function row(text: string): HTMLElement {
  const element = screen.getByText(text).closest('tr');
  if (!(element instanceof HTMLElement)) throw new Error(`no row ${text}`);
  return element;
}

describe('积分规则 and 任务管理', () => {
  setupConsoleTest([() => import('./points-rules-page'), () => import('./tasks-admin-page')]);

  it('lists the rules with their caps, offers the missing defaults, and saves an edit', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('content_editor'),
      'GET /points/rules': () => rules,
      'PUT /points/rules/VIEW': (call) => rule({ ...(call.body as Partial<PointsRule>) }),
      'POST /points/rules/defaults': () => rules,
    });
    renderConsole('/points-rules');
    expect(await screen.findByText('每 1 分钟 1 分')).toBeTruthy();
    expect(within(row('浏览内容')).getByText('每次 1 分')).toBeTruthy();
    expect(within(row('学习时长')).getByText('不限')).toBeTruthy();
    expect(screen.getByText(/缺少 5 条默认规则/)).toBeTruthy();

    fireEvent.click(within(row('浏览内容')).getByRole('button', { name: '编辑' }));
    const points = await screen.findByLabelText('每次积分');
    fireEvent.change(points, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('PUT', '/points/rules/VIEW')).toHaveLength(1));
    expect(api.callsTo('PUT', '/points/rules/VIEW')[0]?.body).toEqual({
      name: '浏览内容',
      points: 3,
      daily_cap: 10,
      per_item_cap: 1,
      enabled: true,
    });
  });

  it('lists the tasks with their goals and deletes one after confirming', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('administrator'),
      'GET /tasks': () => [task],
      'DELETE /tasks/3': () => ({ id: 3 }),
    });
    renderConsole('/tasks');
    expect(await screen.findByText('参加 12 场会议')).toBeTruthy();
    expect(within(row('参加 12 场会议')).getByText('参加会议场数 ≥ 12')).toBeTruthy();
    expect(within(row('参加 12 场会议')).getByText('年度任务')).toBeTruthy();
    fireEvent.click(within(row('参加 12 场会议')).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.callsTo('DELETE', '/tasks/3')).toHaveLength(1));
  });

  it('refuses an English task name the contract refuses, with its message, and saves a valid one', async () => {
    const api = stubApi({
      'GET /auth/me': operatorAs('administrator'),
      'GET /tasks': () => [task],
      'PUT /tasks/3': (call) => ({ ...task, ...(call.body as Partial<AdminTask>) }),
    });
    renderConsole('/tasks');
    await screen.findByText('参加 12 场会议');
    fireEvent.click(within(row('参加 12 场会议')).getByRole('button', { name: '编辑' }));
    const english = await screen.findByLabelText('英文名称');
    fireEvent.change(english, { target: { value: 'A'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('英文名称不能超过 50 个字符')).toBeTruthy();
    expect(api.callsTo('PUT', '/tasks/3')).toHaveLength(0);

    fireEvent.change(english, { target: { value: 'Attend twelve meetings' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('PUT', '/tasks/3')).toHaveLength(1));
    expect(api.callsTo('PUT', '/tasks/3')[0]?.body).toMatchObject({ title_en: 'Attend twelve meetings' });
  });
});
