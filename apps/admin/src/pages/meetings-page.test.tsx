import {
  type AdminMeeting,
  type AdminMeetingAttendance,
  type AdminMeetingSubscriber,
  ErrorCode,
} from '@ia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ApiFailure,
  type ApiHandler,
  buttonIn,
  findOverlay,
  operatorAs,
  renderConsole,
  setupConsoleTest,
  stubApi,
} from '../test/render-console';

const at = '2026-06-01T00:00:00.000Z';

function meeting(id: number, patch: Partial<AdminMeeting> = {}): AdminMeeting {
  return {
    id,
    title: `胸部影像学术会议 ${id}`,
    summary: null,
    cover: null,
    description: '<p>会议介绍</p>',
    speakers: [{ name: '李主任', title: '主任医师', hospital: '北京协和医院', avatar: null }],
    agenda: [{ time: '19:30-20:00', title: '肺结节随访', speaker: '李主任' }],
    tag_ids: [1],
    category_id: null,
    // 2026-07-01 19:30 – 21:00 in Shanghai.
    start_at: '2026-07-01T11:30:00.000Z',
    end_at: '2026-07-01T13:00:00.000Z',
    live_url: '/media/live/imaging-basics/index.m3u8',
    playback_url: null,
    playback_duration: 0,
    chapters: [],
    audience: 'all',
    member_group_ids: [],
    comments_enabled: true,
    approval_code: null,
    expires_at: null,
    status: 'published',
    state: 'upcoming',
    cancelled_at: null,
    cancel_reason: null,
    subscriber_count: 12,
    created_at: at,
    updated_at: at,
    ...patch,
  };
}

const rows = [
  meeting(1),
  meeting(2, { title: '介入放射直播', state: 'live', subscriber_count: 40 }),
  meeting(3, { title: '草稿会议', status: 'draft', subscriber_count: 0 }),
  meeting(4, {
    title: '已取消的会议',
    state: 'cancelled',
    cancel_reason: '讲者临时有事',
    subscriber_count: 3,
  }),
];

function meetingApi(extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/me': operatorAs('content_editor'),
    'GET /meetings': ({ query }) => {
      const state = query.get('state');
      const data = rows.filter((row) => !state || row.state === state);
      return { total: data.length, data };
    },
    'GET /categories': () => [],
    'GET /tags': () => [{ id: 1, name: '肺结节', sort: 0, content_count: 2 }],
    'GET /member-groups': () => [
      {
        id: 7,
        name: '华东区放射科',
        description: null,
        member_count: 10,
        category_count: 0,
        created_at: at,
        updated_at: at,
      },
    ],
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

/** Types a date and time into the picker labelled `label` and confirms it with Enter. */
function typeDateTime(label: string, value: string) {
  const input = screen.getByLabelText(label);
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

describe('会议管理', () => {
  setupConsoleTest([
    () => import('./meetings-page'),
    () => import('./meeting-list-page'),
    () => import('./meeting-editor-page'),
    () => import('./meeting-detail-page'),
  ]);

  it('lists meetings with their state and subscribers, and filters by state through the URL', async () => {
    const api = meetingApi();
    const { router } = renderConsole('/meetings');
    const upcoming = await rowOf('胸部影像学术会议 1');
    expect(within(upcoming).getByText('未开始')).toBeTruthy();
    expect(within(upcoming).getByText('12')).toBeTruthy();
    expect(within(upcoming).getByText('2026-07-01 19:30 – 21:00')).toBeTruthy();
    expect(within(await rowOf('介入放射直播')).getByText('直播中')).toBeTruthy();
    expect(within(await rowOf('草稿会议')).getByText('草稿')).toBeTruthy();
    expect(within(await rowOf('已取消的会议')).getByText('已取消')).toBeTruthy();

    await router.navigate('/meetings?state=live');
    await waitFor(() => expect(screen.queryByText('胸部影像学术会议 1')).toBeNull());
    expect(api.callsTo('GET', '/meetings').at(-1)?.query.get('state')).toBe('live');
    expect(await rowOf('介入放射直播')).toBeTruthy();
  });

  it('publishes a draft after a confirmation, sending the version it showed', async () => {
    const api = meetingApi({
      'POST /meetings/3/publish': () => ({ ...rows[2], status: 'published' }),
    });
    renderConsole('/meetings');
    fireEvent.click(buttonIn(await rowOf('草稿会议'), '发布'));
    expect(await screen.findByText('确认发布该会议？')).toBeTruthy();
    expect(api.callsTo('POST', '/meetings/3/publish')).toHaveLength(0);
    await confirmPopover('发布');
    await waitFor(() => expect(api.callsTo('POST', '/meetings/3/publish')).toHaveLength(1));
    expect(api.callsTo('POST', '/meetings/3/publish')[0]?.body).toEqual({ published: true, updated_at: at });
  });

  it('cancels a meeting only with a reason, telling how many subscribers will hear of it', async () => {
    const api = meetingApi({
      'POST /meetings/1/cancel': ({ body }) => ({
        ...rows[0],
        state: 'cancelled',
        cancel_reason: (body as { reason: string }).reason,
      }),
    });
    renderConsole('/meetings');
    // Drafts and cancelled meetings have nothing to cancel.
    expect(buttonIn(await rowOf('草稿会议'), '取消会议').disabled).toBe(true);
    expect(buttonIn(await rowOf('已取消的会议'), '取消会议').disabled).toBe(true);

    fireEvent.click(buttonIn(await rowOf('胸部影像学术会议 1'), '取消会议'));
    const dialog = await findOverlay('取消会议');
    expect(within(dialog).getByText(/系统会在消息中心通知 12 位订阅用户/)).toBeTruthy();
    fireEvent.click(buttonIn(dialog, '确认取消'));
    expect(await within(dialog).findByText('请输入取消原因')).toBeTruthy();
    expect(api.callsTo('POST', '/meetings/1/cancel')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('取消原因'), {
      target: { value: '  讲者临时有事，改期另行通知 ' },
    });
    fireEvent.click(buttonIn(dialog, '确认取消'));
    await waitFor(() => expect(api.callsTo('POST', '/meetings/1/cancel')).toHaveLength(1));
    expect(api.callsTo('POST', '/meetings/1/cancel')[0]?.body).toEqual({
      reason: '讲者临时有事，改期另行通知',
    });
    expect(await screen.findByText('会议已取消，已通知订阅用户')).toBeTruthy();
  });

  it('asks for the title and times, and refuses an end before the start, then creates a draft', async () => {
    const api = meetingApi({
      'POST /meetings': ({ body }) => meeting(9, { ...(body as Partial<AdminMeeting>), status: 'draft' }),
      'GET /meetings/9': () => meeting(9, { status: 'draft' }),
    });
    const { router } = renderConsole('/meetings/new');
    await screen.findByText('新建会议', { selector: 'h5' });

    fireEvent.click(buttonIn(document.body, '保存'));
    expect(await screen.findByText('请输入会议标题')).toBeTruthy();
    expect(await screen.findByText('请选择开始时间')).toBeTruthy();
    expect(screen.getByText('请选择结束时间')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('请输入会议标题（最多 200 字）'), {
      target: { value: '肺癌筛查研讨会' },
    });
    typeDateTime('开始时间', '2026-07-01 19:30');
    typeDateTime('结束时间', '2026-07-01 18:00');
    expect(await screen.findByText('结束时间须晚于开始时间')).toBeTruthy();
    fireEvent.click(buttonIn(document.body, '保存'));
    await waitFor(() => expect(fieldErrors('结束时间')).toContain('结束时间须晚于开始时间'));
    expect(api.callsTo('POST', '/meetings')).toHaveLength(0);

    typeDateTime('结束时间', '2026-07-01 21:00');
    await waitFor(() => expect(fieldErrors('结束时间')).toBe(''));
    fireEvent.click(buttonIn(document.body, '保存'));
    await waitFor(() => expect(api.callsTo('POST', '/meetings')).toHaveLength(1));
    expect(api.callsTo('POST', '/meetings')[0]?.body).toMatchObject({
      title: '肺癌筛查研讨会',
      // Whatever zone the browser is in, the picked time is Beijing time.
      start_at: '2026-07-01T19:30:00+08:00',
      end_at: '2026-07-01T21:00:00+08:00',
      live_url: null,
      speakers: [],
      audience: 'all',
      member_group_ids: [],
      comments_enabled: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings/9/edit'));
  });

  it('checks speakers, the live address and a group audience with the server’s rules', async () => {
    const api = meetingApi({
      'POST /meetings': ({ body }) => meeting(9, { ...(body as Partial<AdminMeeting>), status: 'draft' }),
      'GET /meetings/9': () => meeting(9, { status: 'draft' }),
    });
    renderConsole('/meetings/new');
    fireEvent.change(await screen.findByPlaceholderText('请输入会议标题（最多 200 字）'), {
      target: { value: '介入放射沙龙' },
    });
    typeDateTime('开始时间', '2026-07-02 19:00');
    typeDateTime('结束时间', '2026-07-02 20:00');
    fireEvent.click(buttonIn(document.body, '添加讲者'));
    fireEvent.change(screen.getByPlaceholderText('https://…/live/index.m3u8'), {
      target: { value: 'https://cdn.example.com/live.mp4' },
    });
    fireEvent.click(screen.getByText('指定会员分组'));
    fireEvent.click(buttonIn(document.body, '保存'));
    expect(await screen.findByText('请输入讲者姓名')).toBeTruthy();
    expect(await screen.findByText('直播地址须为 HLS（.m3u8）')).toBeTruthy();
    expect(await screen.findByText('请选择可观看的会员分组')).toBeTruthy();
    expect(api.callsTo('POST', '/meetings')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '周教授' } });
    fireEvent.change(screen.getByPlaceholderText('https://…/live/index.m3u8'), {
      target: { value: 'https://cdn.example.com/live/index.m3u8' },
    });
    const groups = screen.getByLabelText('可观看的会员分组');
    fireEvent.mouseDown(groups);
    fireEvent.click(await screen.findByText('华东区放射科', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(buttonIn(document.body, '保存'));
    await waitFor(() => expect(api.callsTo('POST', '/meetings')).toHaveLength(1));
    expect(api.callsTo('POST', '/meetings')[0]?.body).toMatchObject({
      speakers: [{ name: '周教授', title: null, hospital: null, avatar: null }],
      live_url: 'https://cdn.example.com/live/index.m3u8',
      audience: 'groups',
      member_group_ids: [7],
    });
  });

  it('puts the server’s refusals on their fields and offers a reload after someone else saved', async () => {
    let answer: 'invalid' | 'stale' = 'invalid';
    const api = meetingApi({
      'GET /meetings/1': () => meeting(1),
      'PUT /meetings/1': () =>
        answer === 'invalid'
          ? new ApiFailure(ErrorCode.VALIDATION_FAILED, '讲者医院不存在（body.speakers.0.hospital）', 400, {
              issues: [{ field: 'body.speakers.0.hospital', message: '讲者医院不存在' }],
            })
          : new ApiFailure(ErrorCode.CONFLICT, '内容已被他人修改，请刷新后重试', 409),
    });
    renderConsole('/meetings/1/edit');
    expect(await screen.findByDisplayValue('胸部影像学术会议 1')).toBeTruthy();
    expect(screen.getByDisplayValue('北京协和医院')).toBeTruthy();
    // The stored times show as Beijing time.
    expect(screen.getByDisplayValue('2026-07-01 19:30')).toBeTruthy();

    fireEvent.click(buttonIn(document.body, '保存'));
    await waitFor(() => expect(api.callsTo('PUT', '/meetings/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/meetings/1')[0]?.body).toMatchObject({
      updated_at: at,
      speakers: [{ name: '李主任', title: '主任医师', hospital: '北京协和医院', avatar: null }],
      start_at: '2026-07-01T11:30:00.000Z',
    });
    const hospitalItem = await waitFor(() => {
      const item = screen.getByDisplayValue('北京协和医院').closest('.ant-form-item');
      if (!item?.textContent?.includes('讲者医院不存在')) throw new Error('no field error yet');
      return item;
    });
    expect(hospitalItem).toBeTruthy();

    answer = 'stale';
    fireEvent.click(buttonIn(document.body, '保存'));
    const alert = await screen.findByText('会议已被他人修改，请重新载入后再编辑（您的修改尚未保存）');
    const box = alert.closest('.ant-alert');
    if (!(box instanceof HTMLElement)) throw new Error('no alert');
    fireEvent.click(buttonIn(box, '重新载入'));
    await waitFor(() => expect(api.callsTo('GET', '/meetings/1').length).toBeGreaterThan(1));
  });

  it('shows the subscribers, and the attendance with who is watching now and the CSV export', async () => {
    const subscribers: AdminMeetingSubscriber[] = [
      {
        user_id: 42,
        name: '王医生',
        hospital: '上海市第一人民医院',
        department: '放射科',
        mobile: '138****0000',
        subscribed_at: '2026-06-20T02:00:00.000Z',
        reminded_at: null,
        wechat: { status: 'not_following', errcode: 43004, attempts: 1 },
      },
    ];
    const attendance: AdminMeetingAttendance = {
      total: 1,
      data: [
        {
          user_id: 42,
          name: '王医生',
          hospital: '上海市第一人民医院',
          department: '放射科',
          live_minutes: 35,
          playback_minutes: 12.5,
          total_minutes: 47.5,
          first_seen_at: '2026-07-01T11:31:00.000Z',
          last_seen_at: '2026-07-01T12:20:00.000Z',
        },
      ],
      summary: { attendees: 1, live_minutes: 35, playback_minutes: 12.5, watching_now: 7 },
    };
    const api = meetingApi({
      'GET /meetings/2': () => rows[1],
      'GET /meetings/2/subscribers': () => ({ total: 1, data: subscribers }),
      'GET /meetings/2/attendance': () => attendance,
    });
    renderConsole('/meetings/2');
    const subscriber = await rowOf('138****0000');
    expect(within(subscriber).getByText('王医生')).toBeTruthy();
    expect(within(subscriber).getByText('未提醒')).toBeTruthy();
    // How WeChat took the reminder, with its errcode (decision 036).
    expect(within(subscriber).getByText('未关注公众号 43004')).toBeTruthy();
    expect(screen.getByText('订阅用户（40）')).toBeTruthy();

    fireEvent.click(screen.getByText('观看数据'));
    const attendee = await rowOf('47.5');
    expect(within(attendee).getByText('35')).toBeTruthy();
    expect(within(attendee).getByText('12.5')).toBeTruthy();
    const watching = screen.getByTestId('attendance-watching');
    expect(within(watching).getByText('正在观看')).toBeTruthy();
    expect(within(watching).getByText('7')).toBeTruthy();
    const exportLink = screen.getByText('导出 CSV').closest('a');
    expect(exportLink?.getAttribute('href')).toBe('/api/admin/meetings/2/attendance.csv');
    expect(api.callsTo('GET', '/meetings/2/attendance')[0]?.query.get('current')).toBe('1');
  });

  it('is not offered to a reviewer', async () => {
    const api = stubApi({ 'GET /auth/me': operatorAs('reviewer') });
    renderConsole('/meetings');
    expect(await screen.findByText('抱歉，您的角色无权访问此页面')).toBeTruthy();
    expect(api.callsTo('GET', '/meetings')).toHaveLength(0);
  });
});
