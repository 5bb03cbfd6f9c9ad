import { type AdminContent, type AdminContentListItem, ErrorCode } from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

function content(id: number, patch: Partial<AdminContent> = {}): AdminContent {
  return {
    id,
    list_type: 1,
    content_type: 2,
    title: `胸部 CT 读片 ${id}`,
    summary: null,
    cover: null,
    body: '<p>正文</p>',
    video_url: null,
    duration: 600,
    category_id: 3,
    tags: [{ id: 1, name: '肺结节' }],
    diseases: [],
    speaker_name: null,
    speaker_title: null,
    speaker_hospital: null,
    speaker_avatar: null,
    hcp_only: false,
    no_skip: false,
    comments_enabled: true,
    approval_code: 'HZ-2026-001',
    expires_at: '2026-09-01T00:00:00Z',
    publish_at: null,
    unpublish_at: null,
    status: 1,
    state: 'published',
    live: true,
    published_at: '2026-06-01T00:00:00Z',
    sort: 0,
    view_count: 12,
    zan_count: 3,
    faver_count: 0,
    comment_count: 1,
    created_at: '2026-06-01T00:00:00Z',
    updated_at: '2026-06-01T00:00:00.000Z',
    ...patch,
  };
}

function listItem(row: AdminContent): AdminContentListItem {
  const { body: _body, ...item } = row;
  return item;
}

const rows = [
  content(1),
  content(2, {
    title: '肝脏 MR 病例',
    list_type: 2,
    status: 0,
    state: 'draft',
    live: false,
    approval_code: null,
    expires_at: null,
    hcp_only: true,
  }),
  content(3, { title: '过期的推广资料', state: 'expired', live: false }),
  content(4, {
    title: '待发布的读片课',
    status: 0,
    state: 'draft',
    live: false,
    cover: '/uploads/2026/06/0123456789abcdef0123456789abcdef.jpg',
    expires_at: '2099-12-31T16:00:00Z',
  }),
];

function contentApi(
  role: 'administrator' | 'content_editor' | 'reviewer',
  extra: Record<string, ApiHandler> = {},
) {
  return stubApi({
    'GET /auth/me': operatorAs(role),
    'GET /contents': ({ query }) => {
      const listType = query.get('list_type');
      const data = rows.filter((row) => !listType || String(row.list_type) === listType).map(listItem);
      return { total: data.length, data };
    },
    'GET /categories': () => [
      {
        id: 3,
        name: 'CT 影像',
        name_en: '',
        cover: null,
        sort: 1,
        parent_id: 0,
        member_group_flag: 0,
        member_group_ids: [],
        level: 1,
        created_at: '2026-06-01T00:00:00Z',
        updated_at: '2026-06-01T00:00:00Z',
        deleted_at: null,
        children: [],
      },
    ],
    'GET /tags': () => [{ id: 1, name: '肺结节', sort: 0, content_count: 2 }],
    'GET /diseases': () => [{ id: 5, name: '肺癌', sort: 0, content_count: 0 }],
    ...extra,
  });
}

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

/** A draft with its approval but no cover. */
const coverless: Partial<AdminContent> = {
  status: 0,
  state: 'draft',
  live: false,
  cover: null,
  expires_at: '2099-12-31T16:00:00Z',
};

/** Types a date into a picker's `input` and presses Enter, as an operator does (no OK button). */
function typeDate(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

/** The error messages under the form field labelled `label`. */
function fieldErrors(label: string): string {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

async function confirmPopover(label: string) {
  const buttons = await waitFor(() => {
    // The newest one: a closed confirmation may still be fading out.
    const found = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm-buttons')].at(-1);
    if (!found || !within(found).queryByText(label)) throw new Error(`no confirmation with ${label} open`);
    return found;
  });
  fireEvent.click(buttonIn(buttons, label));
}

describe('内容管理 · 内容', () => {
  setupConsoleTest([
    () => import('./content-page'),
    () => import('./contents-page'),
    () => import('./content-editor-page'),
  ]);

  it('lists contents with their state, type, category and approval, and filters through the URL', async () => {
    const api = contentApi('content_editor');
    const { router } = renderConsole('/content?list_type=2');

    const draft = await rowOf('肝脏 MR 病例');
    expect(within(draft).getByText('草稿')).toBeTruthy();
    expect(within(draft).getByText('认证可见')).toBeTruthy();
    expect(within(draft).getByText('病例 · 图文')).toBeTruthy();
    expect(within(draft).getByText('未填写')).toBeTruthy();
    expect(screen.queryByText('胸部 CT 读片 1')).toBeNull();
    expect(api.callsTo('GET', '/contents')[0]?.query.get('list_type')).toBe('2');

    await router.navigate('/content');
    const published = await rowOf('胸部 CT 读片 1');
    expect(within(published).getByText('已发布')).toBeTruthy();
    expect(within(published).getByText('CT 影像')).toBeTruthy();
    expect(within(published).getByText('HZ-2026-001')).toBeTruthy();
    expect(within(await rowOf('过期的推广资料')).getByText('已过期')).toBeTruthy();
  });

  it('publishes and unpublishes after a confirmation', async () => {
    const api = contentApi('content_editor', {
      'POST /contents/4/publish': () => ({ ...rows[3], status: 1, state: 'published', live: true }),
      'POST /contents/1/unpublish': () => ({ ...rows[0], status: 2, state: 'unpublished', live: false }),
    });
    renderConsole('/content');

    fireEvent.click(buttonIn(await rowOf('待发布的读片课'), '发布'));
    expect(await screen.findByText('确认发布该内容？')).toBeTruthy();
    expect(api.callsTo('POST', '/contents/4/publish')).toHaveLength(0);
    await confirmPopover('发布');
    await waitFor(() => expect(api.callsTo('POST', '/contents/4/publish')).toHaveLength(1));
    expect(await screen.findByText('已发布', { selector: '.ant-message *' })).toBeTruthy();

    fireEvent.click(buttonIn(await rowOf('胸部 CT 读片 1'), '下线'));
    await confirmPopover('下线');
    await waitFor(() => expect(api.callsTo('POST', '/contents/1/unpublish')).toHaveLength(1));
  });

  it('shows the server’s refusal of a publish', async () => {
    contentApi('content_editor', {
      'POST /contents/4/publish': () =>
        new ApiFailure(ErrorCode.VALIDATION_FAILED, '发布前请填写批准文号和有效期'),
    });
    renderConsole('/content');
    fireEvent.click(buttonIn(await rowOf('待发布的读片课'), '发布'));
    await confirmPopover('发布');
    expect(await screen.findByText('发布前请填写批准文号和有效期')).toBeTruthy();
  });

  it('refuses to publish a content without a cover or approval by the shared rule, before asking the server', async () => {
    const api = contentApi('content_editor', {
      'GET /contents/5': () => content(5, { ...coverless, title: '没有封面的课程' }),
    });
    const { router } = renderConsole('/content');
    fireEvent.click(buttonIn(await rowOf('肝脏 MR 病例'), '发布'));
    await confirmPopover('发布');
    expect(
      await screen.findByText('发布前请填写批准文号和有效期；发布前请上传封面', {
        selector: '.ant-message *',
      }),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/contents/2/publish')).toHaveLength(0);

    // In the editor the cover field says so too.
    await router.navigate('/content/5/edit');
    await screen.findByDisplayValue('没有封面的课程');
    fireEvent.click(buttonIn(document.body, '发布'));
    await confirmPopover('发布');
    await waitFor(() => expect(fieldErrors('封面')).toBe('发布前请上传封面'));
    expect(api.callsTo('POST', '/contents/5/publish')).toHaveLength(0);
  });

  it('keeps a date typed into 有效期至 and pressed Enter on, without the OK button, as Beijing time', async () => {
    const api = contentApi('content_editor', {
      'POST /contents': ({ body }) =>
        content(9, { ...(body as Partial<AdminContent>), status: 0, state: 'draft', tags: [] }),
      'GET /contents/9': () => content(9, { title: '新的读片课', status: 0, state: 'draft' }),
    });
    renderConsole('/content/new');
    await screen.findByText('新建内容', { selector: 'h5' });
    fireEvent.change(screen.getByPlaceholderText('请输入标题（最多 200 字）'), {
      target: { value: '新的读片课' },
    });
    typeDate(screen.getByLabelText('有效期至'), '2027-06-30');
    fireEvent.click(buttonIn(document.body, '保存'));
    await waitFor(() => expect(api.callsTo('POST', '/contents')).toHaveLength(1));
    expect(api.callsTo('POST', '/contents')[0]?.body).toMatchObject({
      expires_at: '2027-06-30T00:00:00+08:00',
    });
  });

  it('validates the editor with the server’s rules before sending, then creates a draft', async () => {
    const api = contentApi('content_editor', {
      'POST /contents': ({ body }) =>
        content(9, { ...(body as Partial<AdminContent>), status: 0, state: 'draft', tags: [] }),
      'GET /contents/9': () => content(9, { title: '新的读片课', status: 0, state: 'draft' }),
    });
    const { router } = renderConsole('/content/new');
    await screen.findByText('新建内容', { selector: 'h5' });

    fireEvent.click(buttonIn(document.body, '保存'));
    expect(await screen.findByText('请输入标题')).toBeTruthy();

    // A video needs its file or address.
    fireEvent.click(screen.getByText('视频', { selector: '.ant-radio-button-wrapper *' }));
    const title = screen.getByPlaceholderText('请输入标题（最多 200 字）');
    fireEvent.change(title, { target: { value: '新的读片课' } });
    fireEvent.click(buttonIn(document.body, '保存'));
    expect(await screen.findByText('视频内容须上传视频或填写视频地址')).toBeTruthy();
    fireEvent.click(screen.getByText('视频地址', { selector: '.ant-segmented-item-label' }));
    fireEvent.change(screen.getByPlaceholderText('https://…/index.m3u8 或 .mp4'), {
      target: { value: 'ftp://cdn.example.com/a.avi' },
    });
    fireEvent.click(buttonIn(document.body, '保存'));
    expect(await screen.findByText(/视频地址须为 https 链接/)).toBeTruthy();
    expect(api.callsTo('POST', '/contents')).toHaveLength(0);

    fireEvent.change(screen.getByPlaceholderText('https://…/index.m3u8 或 .mp4'), {
      target: { value: 'https://cdn.example.com/v/index.m3u8' },
    });
    fireEvent.click(buttonIn(document.body, '保存'));
    await waitFor(() => expect(api.callsTo('POST', '/contents')).toHaveLength(1));
    expect(api.callsTo('POST', '/contents')[0]?.body).toMatchObject({
      title: '新的读片课',
      list_type: 1,
      content_type: 1,
      video_url: 'https://cdn.example.com/v/index.m3u8',
      hcp_only: false,
      comments_enabled: true,
      approval_code: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/9/edit'));
    expect(await screen.findByText('编辑内容 #9')).toBeTruthy();
  });

  it('sends the edited copy’s updated_at and offers a reload when someone else saved first', async () => {
    const api = contentApi('content_editor', {
      'GET /contents/1': () => content(1),
      'PUT /contents/1': () => new ApiFailure(ErrorCode.CONFLICT, '内容已被他人修改，请刷新后重试', 409),
    });
    renderConsole('/content/1/edit');
    const title = await screen.findByDisplayValue('胸部 CT 读片 1');
    expect(screen.getByText('修改已发布的内容会立即对用户生效。')).toBeTruthy();
    fireEvent.change(title, { target: { value: '改过的标题' } });
    fireEvent.click(buttonIn(document.body, '保存'));

    await waitFor(() => expect(api.callsTo('PUT', '/contents/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/contents/1')[0]?.body).toMatchObject({
      title: '改过的标题',
      updated_at: '2026-06-01T00:00:00.000Z',
      approval_code: 'HZ-2026-001',
      tag_ids: [1],
    });
    const alert = await screen.findByText('内容已被他人修改，请刷新后重试', { selector: '.ant-alert *' });
    const reload = alert.closest('.ant-alert');
    if (!(reload instanceof HTMLElement)) throw new Error('no alert');
    fireEvent.click(buttonIn(reload, '重新载入'));
    await waitFor(() => expect(api.callsTo('GET', '/contents/1').length).toBeGreaterThan(1));
  });

  it('is closed to a reviewer', async () => {
    const api = contentApi('reviewer');
    renderConsole('/content');
    expect(await screen.findByText('抱歉，您的角色无权访问此页面')).toBeTruthy();
    expect(api.callsTo('GET', '/contents')).toHaveLength(0);
  });
});
