import type {
  AdminCampaign,
  AdminCampaignContent,
  AdminCampaignParticipant,
  AdminCampaignSection,
  AdminContentListItem,
} from '@ia/shared';
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

const at = '2026-06-01T00:00:00.000Z';

function campaign(id: number, patch: Partial<AdminCampaign> = {}): AdminCampaign {
  return {
    id,
    title: `影像读片打卡月 ${id}`,
    summary: null,
    cover: null,
    poster: null,
    description: '<p>活动说明</p>',
    requires_desc: true,
    start_at: '2026-06-30T16:00:00.000Z',
    end_at: '2026-07-31T15:59:00.000Z',
    audience: 'all',
    member_group_ids: [],
    form_points: 20,
    comments_enabled: true,
    approval_code: null,
    expires_at: null,
    sort: 0,
    status: 'published',
    state: 'ongoing',
    participant_count: 3,
    section_count: 2,
    form_id: null,
    created_at: at,
    updated_at: at,
    ...patch,
  };
}

function section(id: number, patch: Partial<AdminCampaignSection> = {}): AdminCampaignSection {
  return {
    id,
    campaign_id: 3,
    parent_id: null,
    title: `板块 ${id}`,
    summary: null,
    cover: null,
    description: '',
    requires_desc: false,
    sort: 0,
    content_count: 0,
    ...patch,
  };
}

function contentItem(id: number, title: string): AdminContentListItem {
  return {
    id,
    list_type: 1,
    content_type: 1,
    title,
    summary: null,
    cover: null,
    video_url: null,
    duration: 600,
    category_id: null,
    tags: [],
    diseases: [],
    speaker_name: null,
    speaker_title: null,
    speaker_hospital: null,
    speaker_avatar: null,
    hcp_only: false,
    no_skip: false,
    comments_enabled: true,
    approval_code: null,
    expires_at: null,
    publish_at: null,
    unpublish_at: null,
    status: 1,
    state: 'published',
    live: true,
    published_at: at,
    sort: 0,
    view_count: 0,
    zan_count: 0,
    faver_count: 0,
    comment_count: 0,
    created_at: at,
    updated_at: at,
  };
}

const campaigns = [campaign(3), campaign(4, { title: '草稿活动', status: 'draft', state: 'upcoming' })];

function campaignApi(extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/me': operatorAs('content_editor'),
    'GET /campaigns': () => ({ total: campaigns.length, data: campaigns }),
    'GET /campaigns/3': () => campaigns[0],
    'GET /member-groups': () => [],
    ...extra,
  });
}

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

async function confirmPopover(label: string) {
  const buttons = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm-buttons')].at(-1);
    if (!found || !within(found).queryByText(label)) throw new Error(`no confirmation with ${label} open`);
    return found;
  });
  fireEvent.click(buttonIn(buttons, label));
}

function typeDateTime(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

describe('活动管理', () => {
  setupConsoleTest([
    () => import('./campaigns-page'),
    () => import('./campaign-list-page'),
    () => import('./campaign-editor-page'),
    () => import('./campaign-detail-page'),
  ]);

  it('lists campaigns with their state and participants, and unpublishes after a confirmation', async () => {
    const api = campaignApi({
      'POST /campaigns/3/publish': () => ({ ...campaigns[0], status: 'draft' }),
    });
    renderConsole('/activities');
    const ongoing = await rowOf('影像读片打卡月 3');
    expect(within(ongoing).getByText('进行中')).toBeTruthy();
    expect(within(ongoing).getByText('2026-07-01 00:00 – 2026-07-31 23:59')).toBeTruthy();
    expect(within(await rowOf('草稿活动')).getByText('草稿')).toBeTruthy();

    fireEvent.click(buttonIn(ongoing, '下线'));
    await confirmPopover('下线');
    await waitFor(() => expect(api.callsTo('POST', '/campaigns/3/publish')).toHaveLength(1));
    expect(api.callsTo('POST', '/campaigns/3/publish')[0]?.body).toEqual({
      published: false,
      updated_at: at,
    });
  });

  it('checks the dates and audience before creating a campaign in Beijing time', async () => {
    const api = campaignApi({
      'POST /campaigns': ({ body }) => campaign(9, { ...(body as Partial<AdminCampaign>), status: 'draft' }),
      'GET /campaigns/9': () => campaign(9, { status: 'draft' }),
    });
    const { router } = renderConsole('/activities/new');
    await screen.findByText('新建活动', { selector: 'h5' });
    fireEvent.change(screen.getByPlaceholderText('请输入活动标题（最多 200 字）'), {
      target: { value: '七月读片挑战' },
    });
    typeDateTime('开始时间', '2026-07-01 00:00');
    typeDateTime('结束时间', '2026-06-30 23:00');
    fireEvent.click(screen.getByText('指定会员分组'));
    fireEvent.click(buttonIn(document.body, '保存'));
    expect(await screen.findByText('结束时间须晚于开始时间')).toBeTruthy();
    expect(await screen.findByText('请选择可参与的会员分组')).toBeTruthy();
    expect(api.callsTo('POST', '/campaigns')).toHaveLength(0);

    typeDateTime('结束时间', '2026-07-31 23:59');
    fireEvent.click(screen.getByText('仅认证用户'));
    fireEvent.click(buttonIn(document.body, '保存'));
    await waitFor(() => expect(api.callsTo('POST', '/campaigns')).toHaveLength(1));
    expect(api.callsTo('POST', '/campaigns')[0]?.body).toMatchObject({
      title: '七月读片挑战',
      start_at: '2026-07-01T00:00:00+08:00',
      end_at: '2026-07-31T23:59:00+08:00',
      audience: 'certified',
      member_group_ids: [],
      form_points: 0,
      requires_desc: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/9/edit'));
  });

  it('adds, edits and deletes sections in a tree', async () => {
    let sections = [
      section(11, { title: '第一周', content_count: 1 }),
      section(12, { title: '胸部 CT', parent_id: 11 }),
    ];
    const api = campaignApi({
      'GET /campaigns/3/sections': () => sections,
      'POST /campaigns/3/sections': ({ body }) => {
        const created = section(13, body as Partial<AdminCampaignSection>);
        sections = [...sections, created];
        return created;
      },
      'PUT /campaign-sections/12': ({ body }) => ({ ...section(12), ...(body as object) }),
      'DELETE /campaign-sections/11': () => ({ id: 11 }),
      'GET /campaign-sections/12/contents': () => [],
      'GET /campaign-sections/13/contents': () => [],
    });
    renderConsole('/activities/3');
    const child = await rowOf('胸部 CT');
    expect(within(await rowOf('第一周')).getByText('1 个内容')).toBeTruthy();
    // The child sits under its parent, indented.
    expect(child.querySelector('.ant-table-row-indent.indent-level-1')).toBeTruthy();

    fireEvent.click(buttonIn(await rowOf('第一周'), '新增子板块'));
    let dialog = await findOverlay('新增板块');
    fireEvent.click(buttonIn(dialog, '保存'));
    expect(await within(dialog).findByText('请输入板块标题')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('如：第一周 · 胸部 CT'), {
      target: { value: '腹部 MR' },
    });
    fireEvent.click(buttonIn(dialog, '保存'));
    await waitFor(() => expect(api.callsTo('POST', '/campaigns/3/sections')).toHaveLength(1));
    expect(api.callsTo('POST', '/campaigns/3/sections')[0]?.body).toMatchObject({
      parent_id: 11,
      title: '腹部 MR',
      requires_desc: false,
      sort: 0,
    });
    // The new section opens on the right for its contents.
    expect(await screen.findByText('「腹部 MR」的内容')).toBeTruthy();

    fireEvent.click(buttonIn(await rowOf('胸部 CT'), '编辑'));
    dialog = await findOverlay('编辑板块「胸部 CT」');
    fireEvent.change(within(dialog).getByDisplayValue('胸部 CT'), { target: { value: '胸部 CT 读片' } });
    fireEvent.click(buttonIn(dialog, '保存'));
    await waitFor(() => expect(api.callsTo('PUT', '/campaign-sections/12')).toHaveLength(1));
    expect(api.callsTo('PUT', '/campaign-sections/12')[0]?.body).toMatchObject({
      parent_id: 11,
      title: '胸部 CT 读片',
    });

    fireEvent.click(buttonIn(await rowOf('第一周'), '删除'));
    await confirmPopover('删除');
    await waitFor(() => expect(api.callsTo('DELETE', '/campaign-sections/11')).toHaveLength(1));
  });

  it('adds a searched content to a section with its points, changes them, and removes it', async () => {
    let contents: AdminCampaignContent[] = [
      {
        id: 31,
        section_id: 11,
        content_id: 5,
        content_title: '肺结节的 CT 随访',
        content_list_type: 1,
        points: 10,
        sort: 0,
      },
    ];
    const api = campaignApi({
      'GET /campaigns/3/sections': () => [section(11, { title: '第一周', content_count: contents.length })],
      'GET /campaign-sections/11/contents': () => contents,
      'GET /contents': ({ query }) => {
        const keyword = query.get('keyword') ?? '';
        const data = [contentItem(5, '肺结节的 CT 随访'), contentItem(6, '肝脏 MR 增强')].filter((item) =>
          item.title.includes(keyword),
        );
        return { total: data.length, data };
      },
      'POST /campaign-sections/11/contents': ({ body }) => {
        const added = {
          id: 32,
          section_id: 11,
          content_title: '肝脏 MR 增强',
          content_list_type: 1,
          ...(body as object),
        };
        contents = [...contents, added as AdminCampaignContent];
        return added;
      },
      'PUT /campaign-contents/31': ({ body }) => ({ ...contents[0], ...(body as object) }),
      'DELETE /campaign-contents/31': () => ({ id: 31 }),
    });
    renderConsole('/activities/3');
    fireEvent.click(await screen.findByText('第一周'));
    const existing = await rowOf('肺结节的 CT 随访');
    expect(within(existing).getByText('10')).toBeTruthy();

    const picker = screen.getByText('搜索内容标题或内容 ID，选择后添加到本板块').closest('.ant-select');
    const input = picker?.querySelector('input');
    if (!input) throw new Error('no picker');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '肝脏' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/contents').some((call) => call.query.get('keyword') === '肝脏')).toBe(true),
    );
    // A content already in the section cannot be added twice.
    fireEvent.change(input, { target: { value: '' } });
    const taken = await screen.findByText('#5 肺结节的 CT 随访（课程 · 已发布）', {
      selector: '.ant-select-item-option-content',
    });
    expect(taken.closest('.ant-select-item-option-disabled')).toBeTruthy();
    fireEvent.click(
      await screen.findByText('#6 肝脏 MR 增强（课程 · 已发布）', {
        selector: '.ant-select-item-option-content',
      }),
    );
    const adding = await screen.findByTestId('section-content-adding');
    fireEvent.change(within(adding).getByLabelText('积分'), { target: { value: '15' } });
    fireEvent.click(buttonIn(adding, '添加'));
    await waitFor(() => expect(api.callsTo('POST', '/campaign-sections/11/contents')).toHaveLength(1));
    expect(api.callsTo('POST', '/campaign-sections/11/contents')[0]?.body).toEqual({
      content_id: 6,
      points: 15,
      sort: 1,
    });
    expect(await rowOf('肝脏 MR 增强')).toBeTruthy();

    fireEvent.click(buttonIn(await rowOf('肺结节的 CT 随访'), '编辑'));
    const dialog = await findOverlay('设置「肺结节的 CT 随访」');
    fireEvent.change(within(dialog).getByDisplayValue('10'), { target: { value: '25' } });
    fireEvent.click(buttonIn(dialog, '保存'));
    await waitFor(() => expect(api.callsTo('PUT', '/campaign-contents/31')).toHaveLength(1));
    expect(api.callsTo('PUT', '/campaign-contents/31')[0]?.body).toEqual({
      content_id: 5,
      points: 25,
      sort: 0,
    });

    fireEvent.click(buttonIn(await rowOf('肺结节的 CT 随访'), '移除'));
    await confirmPopover('移除');
    await waitFor(() => expect(api.callsTo('DELETE', '/campaign-contents/31')).toHaveLength(1));
  });

  it('ranks the participants with the CSV export, and links the sign-up form to 表单管理', async () => {
    const participants: AdminCampaignParticipant[] = [
      {
        rank: 1,
        user_id: 42,
        name: '王医生',
        hospital: '上海市第一人民医院',
        department: '放射科',
        points: 30,
        joined_at: '2026-07-01T02:00:00.000Z',
        desc_accepted_at: '2026-07-01T02:00:00.000Z',
        form_submitted: true,
      },
      {
        rank: null,
        user_id: 43,
        name: '赵医生',
        hospital: null,
        department: null,
        points: 0,
        joined_at: '2026-07-02T02:00:00.000Z',
        desc_accepted_at: null,
        form_submitted: false,
      },
    ];
    campaignApi({
      'GET /campaigns/3/sections': () => [],
      'GET /campaigns/3/participants': () => ({ total: 2, data: participants }),
    });
    const { router } = renderConsole('/activities/3?tab=participants');
    const first = await rowOf('王医生');
    expect(within(first).getByText('30')).toBeTruthy();
    expect(within(first).getByText('1')).toBeTruthy();
    expect(within(await rowOf('赵医生')).getByText('—', { selector: 'td span' })).toBeTruthy();
    const exportLink = screen.getByText('导出 CSV').closest('a');
    expect(exportLink?.getAttribute('href')).toBe('/api/admin/campaigns/3/participants.csv');

    fireEvent.click(screen.getByText('报名表单'));
    expect(await screen.findByText('尚未配置报名表单')).toBeTruthy();
    fireEvent.click(screen.getByText('在表单管理中创建报名表单'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content-forms'));
    expect(router.state.location.search).toBe('?campaign_id=3');
  });
});
