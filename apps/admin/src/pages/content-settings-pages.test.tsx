import type { AdminContentListItem, CourseCategory } from '@ia/shared';
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

const at = '2026-06-01T00:00:00Z';

function category(id: number, name: string, patch: Partial<CourseCategory> = {}): CourseCategory {
  return {
    id,
    name,
    name_en: '',
    cover: null,
    sort: id,
    parent_id: 0,
    member_group_flag: 0,
    member_group_ids: [],
    level: 1,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    children: [],
    ...patch,
  };
}

const tree = [
  category(1, 'CT 影像', {
    children: [
      category(2, '专家专区', { parent_id: 1, level: 2, member_group_flag: 1, member_group_ids: [7] }),
    ],
  }),
];

const listed: AdminContentListItem = {
  id: 11,
  list_type: 2,
  content_type: 2,
  title: '肺结节病例讨论',
  summary: null,
  cover: null,
  video_url: null,
  duration: 0,
  category_id: 1,
  tags: [],
  diseases: [],
  speaker_name: null,
  speaker_title: null,
  speaker_hospital: null,
  speaker_avatar: null,
  hcp_only: false,
  no_skip: false,
  comments_enabled: true,
  approval_code: 'HZ-1',
  expires_at: '2026-09-01T00:00:00Z',
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

function settingsApi(extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/me': operatorAs('content_editor'),
    'GET /categories': () => tree,
    'GET /member-groups': () => [
      {
        id: 7,
        name: '专家组',
        description: '特邀专家',
        member_count: 1,
        category_count: 1,
        created_at: at,
        updated_at: at,
      },
    ],
    'GET /member-groups/7/members': () => ({
      total: 1,
      data: [
        {
          id: 5,
          kind: 'member',
          name: '王医生',
          nickname: null,
          mobile: '138****5678',
          hospital_name: '协和医院',
        },
      ],
    }),
    'GET /home-sections': () => [
      {
        id: 1,
        title: '精选推荐',
        title_en: 'Featured',
        kind: 'recommend',
        list_type: null,
        category_id: null,
        more_link: null,
        item_limit: 6,
        layout: 'cards',
        sort: 1,
        enabled: true,
        created_at: at,
        updated_at: at,
      },
      {
        id: 2,
        title: '病例',
        title_en: '',
        kind: 'contents',
        list_type: 2,
        category_id: 1,
        more_link: '/casearea',
        item_limit: 6,
        layout: 'list',
        sort: 2,
        enabled: true,
        created_at: at,
        updated_at: at,
      },
    ],
    'GET /home-recommendations': () => [],
    'GET /contents': () => ({ total: 1, data: [listed] }),
    ...extra,
  });
}

describe('内容管理 · 分类、会员分组与首页', () => {
  setupConsoleTest([
    () => import('./content-page'),
    () => import('./categories-page'),
    () => import('./member-groups-page'),
    () => import('./home-settings-page'),
    () => import('./lessons-page'),
    () => import('./taxonomy-page'),
    () => import('./banners-page'),
  ]);

  it('lists course series, tags and diseases with their use, and banners by position', async () => {
    settingsApi({
      'GET /lessons': () => ({
        total: 1,
        data: [
          {
            id: 3,
            title: '肺结节系列课',
            summary: null,
            cover: null,
            category_id: 1,
            tags: [],
            speaker_name: null,
            speaker_title: null,
            speaker_hospital: null,
            speaker_avatar: null,
            is_topic: true,
            sort: 0,
            status: 1,
            state: 'published',
            published_at: at,
            content_count: 4,
            created_at: at,
            updated_at: at,
          },
        ],
      }),
      'GET /tags': () => [{ id: 1, name: '肺结节', sort: 0, content_count: 3 }],
      'GET /diseases': () => [{ id: 2, name: '间质性肺病', sort: 0, content_count: 0 }],
      'GET /banners': ({ query }) =>
        query.get('position') === 'lesson'
          ? []
          : [
              {
                id: 1,
                position: 'home',
                title: '新课上线',
                image: '/uploads/2026/06/0123456789abcdef0123456789abcdef.png',
                link: '/course/detail?id=1',
                sort: 0,
                enabled: true,
                starts_at: null,
                ends_at: null,
                showing: true,
                created_at: at,
                updated_at: at,
              },
            ],
    });
    const { router } = renderConsole('/content/lessons');
    const lesson = (await screen.findByText('肺结节系列课')).closest('tr');
    if (!lesson) throw new Error('no lesson row');
    expect(within(lesson).getByText('专题')).toBeTruthy();
    expect(within(lesson).getByText('4')).toBeTruthy();

    await router.navigate('/content/taxonomy');
    const tag = (await screen.findByText('肺结节')).closest('tr');
    if (!tag) throw new Error('no tag row');
    // A tag in use cannot be deleted; an unused disease can.
    expect(buttonIn(tag, '删除').disabled).toBe(true);
    const disease = (await screen.findByText('间质性肺病')).closest('tr');
    if (!disease) throw new Error('no disease row');
    expect(buttonIn(disease, '删除').disabled).toBe(false);

    await router.navigate('/content/banners');
    const banner = (await screen.findByText('新课上线')).closest('tr');
    if (!banner) throw new Error('no banner row');
    expect(within(banner).getByText('展示中')).toBeTruthy();
    expect(within(banner).getByText('长期')).toBeTruthy();
  });

  it('shows the category tree with levels and visibility, and refuses a restricted category without groups', async () => {
    const api = settingsApi();
    renderConsole('/content/categories');
    expect(await screen.findByText('专家专区')).toBeTruthy();
    expect(screen.getByText('2 级')).toBeTruthy();
    expect(screen.getByText('仅所选分组可见', { selector: '.ant-tag' })).toBeTruthy();

    fireEvent.click(buttonIn(document.body, '新建一级分类'));
    const dialog = await findOverlay('新建分类');
    fireEvent.change(within(dialog).getAllByRole('textbox')[0] as HTMLElement, { target: { value: '超声' } });
    fireEvent.click(within(dialog).getByText('仅所选分组可见'));
    fireEvent.click(buttonIn(dialog, '保存'));
    expect(await within(dialog).findByText('限定可见范围时请选择会员分组')).toBeTruthy();
    expect(api.callsTo('POST', '/categories')).toHaveLength(0);
  });

  it('adds users to a member group by id', async () => {
    const api = settingsApi({ 'POST /member-groups/7/members': () => ({ changed: 2 }) });
    renderConsole('/content/member-groups');
    const row = (await screen.findByText('专家组')).closest('tr');
    if (!row) throw new Error('no group row');
    fireEvent.click(buttonIn(row, '成员'));
    const drawer = await findOverlay('分组成员 · 专家组');
    expect(await within(drawer).findByText('王医生')).toBeTruthy();

    const ids = within(drawer).getByPlaceholderText('或输入用户 ID（多个用逗号分隔）');
    fireEvent.change(ids, { target: { value: '12，x' } });
    fireEvent.click(buttonIn(drawer, '加入分组'));
    expect(await screen.findByText('请输入有效的用户 ID')).toBeTruthy();
    fireEvent.change(ids, { target: { value: '12, 13 12' } });
    fireEvent.click(buttonIn(drawer, '加入分组'));
    // antd validates asynchronously; on a loaded machine that takes longer than waitFor's default second.
    await waitFor(() => expect(api.callsTo('POST', '/member-groups/7/members')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(api.callsTo('POST', '/member-groups/7/members')[0]?.body).toEqual({ user_ids: [12, 13] });
    expect(await screen.findByText('已加入 2 人')).toBeTruthy();
  });

  it('reorders home sections at once and saves picked recommendations in order', async () => {
    const api = settingsApi({
      'PUT /home-sections/order': ({ body }) => {
        const ids = (body as { ids: number[] }).ids;
        return ids.map((id, index) => ({ ...(id === 1 ? sectionOne() : sectionTwo()), sort: index + 1 }));
      },
      'PUT /home-recommendations': () => [
        {
          content_id: 11,
          title: '肺结节病例讨论',
          list_type: 2,
          content_type: 2,
          cover: null,
          state: 'published',
          sort: 1,
        },
      ],
    });
    renderConsole('/content/home');
    const second = (await screen.findByText('病例', { selector: 'td' })).closest('tr');
    if (!second) throw new Error('no section row');
    expect(within(second).getByText('病例 · CT 影像')).toBeTruthy();
    fireEvent.click(within(second).getByLabelText('上移'));
    await waitFor(() => expect(api.callsTo('PUT', '/home-sections/order')).toHaveLength(1));
    expect(api.callsTo('PUT', '/home-sections/order')[0]?.body).toEqual({ ids: [2, 1] });

    expect(screen.getByText('还没有推荐内容')).toBeTruthy();
    const picker = screen.getByText('搜索内容标题并添加').closest('.ant-select');
    const input = picker?.querySelector('input');
    if (!input) throw new Error('no picker');
    fireEvent.mouseDown(input);
    fireEvent.click(
      await screen.findByText('#11 肺结节病例讨论（病例 · 已发布）', {
        selector: '.ant-select-item-option-content',
      }),
    );
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(buttonIn(document.body, '保存推荐'));
    await waitFor(() => expect(api.callsTo('PUT', '/home-recommendations')).toHaveLength(1));
    expect(api.callsTo('PUT', '/home-recommendations')[0]?.body).toEqual({ content_ids: [11] });
    expect(await screen.findByText('推荐已保存')).toBeTruthy();
  });
});

function sectionOne() {
  return {
    id: 1,
    title: '精选推荐',
    title_en: 'Featured',
    kind: 'recommend',
    list_type: null,
    category_id: null,
    more_link: null,
    item_limit: 6,
    layout: 'cards',
    sort: 1,
    enabled: true,
    created_at: at,
    updated_at: at,
  };
}

function sectionTwo() {
  return {
    ...sectionOne(),
    id: 2,
    title: '病例',
    kind: 'contents',
    list_type: 2,
    category_id: 1,
    layout: 'list',
  };
}
