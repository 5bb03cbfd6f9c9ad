import {
  type AdminCampaign,
  type AdminContentForm,
  type AdminContentFormListItem,
  type AdminFormSubmission,
  ErrorCode,
} from '@ia/shared';
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

const listed: AdminContentFormListItem[] = [
  {
    form_id: 3,
    content_id: 7,
    content_title: 'CT 增强扫描规范',
    title: '学习反馈',
    enabled: true,
    question_count: 2,
    submission_count: 1,
    updated_at: '2024-01-11T01:30:00Z',
  },
];

const stored: AdminContentForm = {
  content: { id: 7, title: 'CT 增强扫描规范', type: 1 },
  form: {
    id: 3,
    title: '学习反馈',
    description: null,
    enabled: true,
    questions: [
      {
        id: 11,
        kind: 'input',
        label: '姓名',
        required: true,
        options: [],
        public_answers: false,
        sort: 0,
        answer_count: 1,
      },
      {
        id: 12,
        kind: 'select',
        label: '科室',
        required: false,
        options: ['放射科', '超声科'],
        public_answers: false,
        sort: 1,
        answer_count: 1,
      },
    ],
    submission_count: 1,
    updated_at: '2024-01-11T01:30:00Z',
  },
};

const submissions: AdminFormSubmission[] = [
  {
    id: 5,
    user: { id: 42, name: '王医生', hospital: '北京协和医院' },
    answers: { '11': '王五', '12': '超声科' },
    submitted_at: '2024-01-12T01:30:00Z',
  },
];

function campaignRow(id: number, title: string): AdminCampaign {
  return {
    id,
    title,
    summary: null,
    cover: null,
    poster: null,
    description: '',
    requires_desc: false,
    start_at: '2026-07-01T00:00:00.000Z',
    end_at: '2026-07-31T00:00:00.000Z',
    audience: 'all',
    member_group_ids: [],
    form_points: 20,
    comments_enabled: true,
    approval_code: null,
    expires_at: null,
    sort: 0,
    status: 'published',
    state: 'ongoing',
    participant_count: 0,
    section_count: 0,
    form_id: null,
    created_at: '2026-06-01T00:00:00.000Z',
    updated_at: '2026-06-01T00:00:00.000Z',
  };
}

function editorApi(extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/me': operatorAs('content_editor'),
    'GET /content-forms': () => ({ total: listed.length, data: listed }),
    'GET /contents/7/form': () => stored,
    'GET /contents/7/form/submissions': () => ({ total: submissions.length, data: submissions }),
    ...extra,
  });
}

function questionCard(title: string): HTMLElement {
  const card = screen.getByText(title).closest<HTMLElement>('.ant-card');
  if (!card) throw new Error(`no card ${title}`);
  return card;
}

describe('表单管理', () => {
  setupConsoleTest([() => import('./content-forms-page')]);

  it('lists the contents with a form and opens one, or any content by its id', async () => {
    const api = editorApi();
    const { router } = renderConsole('/content-forms');
    const row = (await screen.findByText('学习反馈')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('CT 增强扫描规范')).toBeTruthy();
    fireEvent.click(buttonIn(row, '编辑'));
    await waitFor(() => expect(router.state.location.search).toBe('?content_id=7'));
    expect(await screen.findByText('#7 CT 增强扫描规范')).toBeTruthy();
    expect(api.callsTo('GET', '/contents/7/form')).toHaveLength(1);

    fireEvent.click(buttonIn(document.body, '返回表单列表'));
    fireEvent.change(await screen.findByLabelText('内容 ID'), { target: { value: '21' } });
    fireEvent.click(buttonIn(document.body, '打开'));
    await waitFor(() => expect(router.state.location.search).toBe('?content_id=21'));
  });

  it('saves the questions in order, sending back the ids of kept ones', async () => {
    const api = editorApi({
      'PUT /contents/7/form': () => stored,
    });
    renderConsole('/content-forms?content_id=7');
    expect(await screen.findByDisplayValue('姓名')).toBeTruthy();
    expect(screen.getAllByText('已有 1 份回答')).toHaveLength(2);

    fireEvent.change(screen.getByDisplayValue('姓名'), { target: { value: '真实姓名' } });
    fireEvent.click(buttonIn(document.body, '添加问题'));
    const third = await waitFor(() => questionCard('问题 3'));
    fireEvent.change(within(third).getByPlaceholderText('如：您所在的科室'), {
      target: { value: '联系电话' },
    });
    fireEvent.click(within(third).getByLabelText('上移'));
    fireEvent.click(buttonIn(document.body, '保存表单'));

    await waitFor(() => expect(api.callsTo('PUT', '/contents/7/form')).toHaveLength(1));
    expect(api.callsTo('PUT', '/contents/7/form')[0]?.body).toEqual({
      type: 1,
      title: '学习反馈',
      description: null,
      enabled: true,
      questions: [
        { id: 11, kind: 'input', label: '真实姓名', required: true, public_answers: false, options: [] },
        { kind: 'input', label: '联系电话', required: false, public_answers: false, options: [] },
        {
          id: 12,
          kind: 'select',
          label: '科室',
          required: false,
          public_answers: false,
          options: ['放射科', '超声科'],
        },
      ],
    });
    expect(await screen.findByText('表单已保存')).toBeTruthy();
  });

  it('starts a new form for a content without one, and will not save it without a title', async () => {
    const api = editorApi({
      'GET /contents/8/form': () => ({ content: { id: 8, title: '新病例', type: 2 }, form: null }),
      'PUT /contents/8/form': () => stored,
    });
    renderConsole('/content-forms?content_id=8');
    expect(await screen.findByText('该内容还没有表单，填写下方信息并保存即可创建。')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('如：您所在的科室'), { target: { value: '意见' } });
    fireEvent.click(buttonIn(document.body, '保存表单'));
    expect(await screen.findByText('请填写表单标题')).toBeTruthy();
    expect(api.callsTo('PUT', '/contents/8/form')).toHaveLength(0);

    fireEvent.change(screen.getByPlaceholderText('如：学习反馈'), { target: { value: '病例讨论' } });
    fireEvent.click(buttonIn(document.body, '保存表单'));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/contents/8/form')[0]?.body).toMatchObject({
        title: '病例讨论',
        questions: [{ kind: 'input', label: '意见' }],
      }),
    );
  });

  it('shows the submissions with one column per question, and links the CSV export', async () => {
    editorApi();
    renderConsole('/content-forms?content_id=7');
    fireEvent.click(await screen.findByText('提交记录（1）'));
    const row = (await screen.findByText('王医生')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('王五')).toBeTruthy();
    expect(within(row).getByText('超声科')).toBeTruthy();
    expect(within(row).getByText('北京协和医院')).toBeTruthy();
    const exportLink = screen.getByText('导出 CSV').closest('a');
    expect(exportLink?.getAttribute('href')).toBe('/api/admin/contents/7/form/submissions.csv');
  });

  it('opens a campaign’s sign-up form (type 6) from the list or by searching the campaign', async () => {
    const campaignForm: AdminContentForm = {
      content: { id: 3, title: '影像读片打卡月', type: 6 },
      form: null,
    };
    let current = campaignForm;
    const api = stubApi({
      'GET /auth/me': operatorAs('content_editor'),
      'GET /content-forms': () => ({
        total: 1,
        data: [
          {
            ...listed[0],
            form_id: 4,
            content_id: 3,
            type: 6,
            content_title: '影像读片打卡月',
            title: '报名',
          },
        ],
      }),
      'GET /campaigns': ({ query }) => ({
        total: 1,
        data: [campaignRow(3, '影像读片打卡月')].filter((row) =>
          row.title.includes(query.get('keyword') ?? ''),
        ),
      }),
      'GET /contents/3/form': ({ query }) =>
        query.get('type') === '6' ? current : new ApiFailure(ErrorCode.NOT_FOUND, '内容不存在', 404),
      'PUT /contents/3/form': () => {
        current = { ...campaignForm, form: stored.form };
        return current;
      },
      'GET /contents/3/form/submissions': () => ({ total: 0, data: [] }),
    });
    const { router } = renderConsole('/content-forms');
    const row = (await screen.findByText('报名')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('活动')).toBeTruthy();
    fireEvent.click(buttonIn(row, '编辑'));
    await waitFor(() => expect(router.state.location.search).toBe('?campaign_id=3'));
    expect(await screen.findByText('活动报名表单')).toBeTruthy();
    expect(
      screen.getByText('该活动还没有报名表单，填写下方信息并保存即可创建；用户参加活动后会弹出一次。'),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/contents/3/form')[0]?.query.get('type')).toBe('6');

    fireEvent.change(screen.getByPlaceholderText('如：学习反馈'), { target: { value: '活动报名' } });
    fireEvent.change(screen.getByPlaceholderText('如：您所在的科室'), { target: { value: '所在医院' } });
    fireEvent.click(buttonIn(document.body, '保存表单'));
    await waitFor(() => expect(api.callsTo('PUT', '/contents/3/form')).toHaveLength(1));
    expect(api.callsTo('PUT', '/contents/3/form')[0]?.body).toMatchObject({
      type: 6,
      title: '活动报名',
      questions: [{ kind: 'input', label: '所在医院' }],
    });
    fireEvent.click(await screen.findByText('提交记录（1）'));
    const exportLink = (await screen.findByText('导出 CSV')).closest('a');
    expect(exportLink?.getAttribute('href')).toBe('/api/admin/contents/3/form/submissions.csv?type=6');
    await waitFor(() =>
      expect(api.callsTo('GET', '/contents/3/form/submissions')[0]?.query.get('type')).toBe('6'),
    );

    // Or by picking the campaign in the box above the list.
    fireEvent.click(buttonIn(document.body, '返回表单列表'));
    fireEvent.click(await screen.findByText('活动', { selector: '.ant-segmented-item-label' }));
    const picker = (await screen.findByText('搜索活动标题')).closest('.ant-select');
    const input = picker?.querySelector('input');
    if (!input) throw new Error('no campaign picker');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '读片' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/campaigns').some((call) => call.query.get('keyword') === '读片')).toBe(
        true,
      ),
    );
    fireEvent.click(
      await screen.findByText('#3 影像读片打卡月', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.click(buttonIn(document.body, '打开'));
    await waitFor(() => expect(router.state.location.search).toBe('?campaign_id=3'));
  });

  it('says so for a content that does not exist', async () => {
    editorApi();
    renderConsole('/content-forms?content_id=99');
    expect(await screen.findByText('内容不存在或已删除')).toBeTruthy();
  });

  it('is not offered to a reviewer', async () => {
    const api = stubApi({ 'GET /auth/me': operatorAs('reviewer') });
    renderConsole('/content-forms');
    expect(await screen.findByText('抱歉，您的角色无权访问此页面')).toBeTruthy();
    expect(api.callsTo('GET', '/content-forms')).toHaveLength(0);
  });
});
