import { type AdminComment, ErrorCode, type SensitiveWord } from '@ia/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ApiFailure,
  type ApiHandler,
  buttonIn,
  operatorAs,
  renderConsole,
  setupConsoleTest,
  stubApi,
} from '../test/render-console';

function comment(id: number, patch: Partial<AdminComment> = {}): AdminComment {
  return {
    id,
    content_id: 7,
    type: 1,
    content_title: 'CT 增强扫描规范',
    parent_id: null,
    content: `评论 ${id}`,
    author: { id: 100 + id, name: '张医生' },
    reply_to_name: null,
    status: 'published',
    zan_count: 0,
    reply_count: 0,
    reviewed_by: null,
    reviewed_at: null,
    created_at: '2024-01-11T01:30:00Z',
    ...patch,
  };
}

const rows = [
  comment(1, { status: 'pending', content: '请问对比剂剂量？' }),
  comment(2, { parent_id: 9, reply_to_name: '李医生', content: '同意楼上' }),
];
const words: SensitiveWord[] = [
  { id: 1, word: '加微信', created_at: '2024-01-11T01:30:00Z' },
  { id: 2, word: '代开发票', created_at: '2024-01-11T01:30:00Z' },
];

function editorApi(extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/me': operatorAs('content_editor'),
    'GET /comments': (call) => {
      const status = call.query.get('status');
      const data = status ? rows.filter((row) => row.status === status) : rows;
      return { total: data.length, data };
    },
    'GET /comment-moderation': () => ({ moderation: 'immediate' }),
    'GET /sensitive-words': () => words,
    ...extra,
  });
}

/** The open Popconfirm's confirm button. */
async function confirmPopover(label: string) {
  const buttons = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popconfirm-buttons');
    if (!found) throw new Error('no confirmation open');
    return found;
  });
  fireEvent.click(buttonIn(buttons, label));
}

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('评论管理', () => {
  setupConsoleTest([() => import('./comments-page')]);

  it('lists comments with their content and reply target, and filters by status and content', async () => {
    const api = editorApi();
    const { router } = renderConsole('/comments');

    expect(await screen.findByText('请问对比剂剂量？')).toBeTruthy();
    expect(screen.getByText('回复 李医生：')).toBeTruthy();
    expect(screen.getAllByText('CT 增强扫描规范')).toHaveLength(2);
    expect(screen.getAllByText('待审核', { selector: '.ant-tag' })).toHaveLength(1);

    fireEvent.click(screen.getByText('待审核', { selector: '.ant-tabs-tab-btn *' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(screen.queryByText('同意楼上')).toBeNull());

    fireEvent.click(screen.getAllByText('#7')[0] as HTMLElement);
    await waitFor(() => {
      const last = api.callsTo('GET', '/comments').at(-1);
      expect(last?.query.get('content_id')).toBe('7');
      expect(last?.query.get('status')).toBe('pending');
    });
  });

  it('approves a pending comment and deletes a published one after confirming', async () => {
    const api = editorApi({
      'POST /comments/1/approve': () => null,
      'DELETE /comments/2': () => null,
    });
    renderConsole('/comments');

    fireEvent.click(buttonIn(await rowOf('请问对比剂剂量？'), '通过'));
    await waitFor(() => expect(api.callsTo('POST', '/comments/1/approve')).toHaveLength(1));
    expect(await screen.findByText('已通过，评论已发布')).toBeTruthy();

    fireEvent.click(buttonIn(await rowOf('同意楼上'), '删除'));
    expect(await screen.findByText('删除后用户将看不到这条回复，且不可恢复。')).toBeTruthy();
    expect(api.callsTo('DELETE', '/comments/2')).toHaveLength(0);
    await confirmPopover('删除');
    await waitFor(() => expect(api.callsTo('DELETE', '/comments/2')).toHaveLength(1));
    expect(await screen.findByText('已删除')).toBeTruthy();
  });

  it('says so when another operator handled the comment first (40900)', async () => {
    editorApi({
      'POST /comments/1/reject': () => new ApiFailure(ErrorCode.CONFLICT, '该评论已被处理，请刷新列表', 409),
    });
    renderConsole('/comments');
    fireEvent.click(buttonIn(await rowOf('请问对比剂剂量？'), '驳回'));
    expect(await screen.findByText('该评论已被其他人处理，列表已刷新')).toBeTruthy();
  });

  it('changes the moderation setting after a confirmation', async () => {
    const api = editorApi({ 'PUT /comment-moderation': (call) => call.body });
    renderConsole('/comments');
    const review = await screen.findByText('审核后发布');
    await waitFor(() => expect(review.closest('label')?.className).not.toContain('disabled'));
    fireEvent.click(review);

    // antd draws a confirmation's title twice (a hidden dialog label and the visible text).
    expect(await screen.findAllByText('确认将评论发布方式改为「审核后发布」？')).not.toHaveLength(0);
    expect(api.callsTo('PUT', '/comment-moderation')).toHaveLength(0);
    fireEvent.click(buttonIn(document.body, '确认修改'));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/comment-moderation')[0]?.body).toEqual({ moderation: 'review' }),
    );
    expect(await screen.findByText('评论发布方式已更新')).toBeTruthy();
  });

  it('adds several sensitive words at once and removes one', async () => {
    const api = editorApi({
      'POST /sensitive-words': () => ({ added: 2, skipped: 1 }),
      'DELETE /sensitive-words/1': () => null,
    });
    renderConsole('/comments?section=words');

    expect(await screen.findByText('代开发票')).toBeTruthy();
    expect(screen.getByText('共 2 个敏感词')).toBeTruthy();
    const box = screen.getByPlaceholderText('输入敏感词，每行一个，可一次粘贴多个');
    fireEvent.click(buttonIn(document.body, '添加'));
    expect(await screen.findByText('请输入敏感词')).toBeTruthy();
    expect(api.callsTo('POST', '/sensitive-words')).toHaveLength(0);

    fireEvent.change(box, { target: { value: ' 刷单 \n\n加微信，返现 ' } });
    fireEvent.click(buttonIn(document.body, '添加'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/sensitive-words')[0]?.body).toEqual({ words: ['刷单', '加微信', '返现'] }),
    );
    expect(await screen.findByText('已添加 2 个，1 个已存在或重复')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('在列表中查找'), { target: { value: '微信' } });
    expect(await screen.findByText('找到 1 个')).toBeTruthy();
    expect(screen.queryByText('代开发票')).toBeNull();

    fireEvent.click(screen.getByText('加微信', { selector: '.ant-tag' }));
    expect(await screen.findByText('确认删除敏感词「加微信」？')).toBeTruthy();
    await confirmPopover('删除');
    await waitFor(() => expect(api.callsTo('DELETE', '/sensitive-words/1')).toHaveLength(1));
  });

  it('is in the menu of a content editor', async () => {
    editorApi();
    renderConsole('/');
    const entry = await screen.findByText('评论管理', { selector: '.ant-menu a' });
    expect(entry.getAttribute('href')).toBe('/comments');
  });

  it('is not offered to a reviewer, even by typing the address', async () => {
    const api = stubApi({ 'GET /auth/me': operatorAs('reviewer') });
    renderConsole('/comments');
    expect(await screen.findByText('抱歉，您的角色无权访问此页面')).toBeTruthy();
    expect(screen.queryByText('评论管理', { selector: '.ant-menu *' })).toBeNull();
    expect(api.callsTo('GET', '/comments')).toHaveLength(0);
  });
});
