import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  comment,
  contentDetail,
  finishedProgress,
  learnSession,
  lesson,
  lessonItem,
  reply,
} from '../features/content-detail/testing/detail-fixtures';
import { saveIdentity } from '../lib/identity';
import { fail, type StubRequest, type StubRoute, stubApi, userInfo } from '../lib/testing/api-stub';
import { popupStore } from '../stores/popup-store';
import { currentPath, renderApp, setupAppTest } from '../test/render-app';

function stubDetail(routes: Record<string, StubRoute> = {}) {
  return stubApi({
    '/api/platform/member/me': userInfo(),
    'GET /api/platform/content/11': contentDetail(),
    'POST /api/platform/learnlog/create': learnSession(),
    'POST /api/platform/learn-log': { counted: true, added: 15, total_tims: 15, position: 0, finish: 0 },
    'GET /api/platform/comments': { total: 0, data: [] },
    ...routes,
  });
}

async function findTitle(name: string) {
  return screen.findByRole('heading', { name, level: 2 });
}

describe('/course/detail', () => {
  setupAppTest();

  beforeAll(async () => {
    await import('./course-detail-page');
  }, 30_000);

  beforeEach(() => {
    saveIdentity({ token: 'token-7', openid: 'openid-7' });
  });

  it('shows a video content: inline player, intro, counts, approval code, and opens a learning session', async () => {
    const api = stubDetail();
    renderApp('/course/detail?id=11&typeMap=1');
    expect(await findTitle('胸部 CT 读片入门')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '课程详情', level: 1 })).toBeTruthy();
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    expect(video.getAttribute('poster')).toBe('/uploads/cover-11.jpg');
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/demo.mp4'));
    expect(screen.getByText('1.2w 次学习')).toBeTruthy();
    expect(screen.getByText('从肺窗到纵隔窗，一次讲清')).toBeTruthy();
    expect(screen.getByText('李主任')).toBeTruthy();
    expect(screen.getByText('审批编号：PP-CN-2026-0001')).toBeTruthy();
    expect(screen.getByText('有效期至：2027-03-01')).toBeTruthy();
    expect(screen.getByText('课程讲义')).toBeTruthy();
    const created = api.callsTo('POST /learnlog/create');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({
      content_id: '11',
      type: '1',
      content_type: '1',
      page_url: '/course/detail',
      page_param: 'id=11&typeMap=1',
    });
  });

  it('sends the unsent seconds with a keepalive heartbeat carrying the session header on pagehide', async () => {
    const api = stubDetail();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderApp('/course/detail?id=11&typeMap=1');
    await waitFor(() => expect(api.callsTo('POST /learnlog/create')).toHaveLength(1));
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    fireEvent.playing(video);
    now += 7_000;
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(api.callsTo('POST /learn-log')).toHaveLength(1));
    const [beat] = api.callsTo('POST /learn-log');
    expect(beat?.body).toMatchObject({
      session_num: 'signed-session-1',
      sequence: '1',
      content_id: '11',
      type: '1',
      action_type: 'LEARN',
      total_tims: '7',
      time_type: '2',
    });
    expect(beat?.headers.get('authorization')).toBe('Bearer token-7');
    const init = vi
      .mocked(globalThis.fetch)
      .mock.calls.find(([url]) => String(url).endsWith('/learn-log'))?.[1];
    expect(init?.keepalive).toBe(true);
  });

  it('shows a text-and-image content: the body with lazy images and no player', async () => {
    const api = stubDetail({
      'GET /api/platform/content/11': contentDetail({
        content_type: 2,
        video_url: null,
        body: '<p>病例资料</p><img src="/uploads/ct-1.png" alt="CT 图像">',
      }),
    });
    renderApp('/course/detail?id=11&typeMap=1');
    expect(await screen.findByText('病例资料')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByAltText('CT 图像').getAttribute('loading')).toBe('lazy');
    await waitFor(() => expect(api.callsTo('POST /learnlog/create')).toHaveLength(1));
    expect(api.callsTo('POST /learnlog/create')[0]?.body).toMatchObject({ content_type: '2' });
  });

  it('shows MAPTYPE undefined for an unknown content type and opens no session', async () => {
    const api = stubDetail({ 'GET /api/platform/content/11': contentDetail({ content_type: 5 }) });
    renderApp('/course/detail?id=11&typeMap=1');
    expect(await screen.findByText('MAPTYPE undefined: 5')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    expect(api.callsTo('POST /learnlog/create')).toHaveLength(0);
  });

  it('titles a case 病例详情 (typeMap=2)', async () => {
    stubDetail({ 'GET /api/platform/content/11': contentDetail({ type: 2 }) });
    renderApp('/course/detail?id=11&typeMap=2');
    expect(await screen.findByRole('heading', { name: '病例详情', level: 1 })).toBeTruthy();
  });

  it('adds the content’s typeMap to a link without one, so a case reads 病例详情', async () => {
    stubDetail({ 'GET /api/platform/content/11': contentDetail({ type: 2 }) });
    const { router } = renderApp('/course/detail?id=11');
    expect(await screen.findByRole('heading', { name: '病例详情', level: 1 })).toBeTruthy();
    // The shell's title follows the address at once; the router's shown location follows once
    // the new address's navigation steps have run.
    await waitFor(() => expect(currentPath(router)).toBe('/course/detail?id=11&typeMap=2'));
  });

  it('likes at once and rolls back when the server fails', async () => {
    let answer: (value: unknown) => void = () => {};
    const api = stubDetail({
      'POST /api/platform/content-zan-log': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/course/detail?id=11&typeMap=1');
    const like = await screen.findByRole('button', { name: '点赞 8' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    const pressed = screen.getByRole('button', { name: '点赞 9' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.callsTo('POST /content-zan-log')).toHaveLength(1));
    expect(api.callsTo('POST /content-zan-log')[0]?.body).toEqual({ content_id: '11', type: '1' });
    await act(async () => answer(fail(50000, '服务器开小差了', null, 500)));
    const rolledBack = await screen.findByRole('button', { name: '点赞 8' });
    expect(rolledBack.getAttribute('aria-pressed')).toBe('false');
  });

  it('favourites and then shows the server’s count; unfavourites with faver-delete', async () => {
    const api = stubDetail({
      'POST /api/platform/content/faver': { result: 1, count: 40 },
      'POST /api/platform/content/faver-delete': { result: 0, count: 39 },
    });
    renderApp('/course/detail?id=11&typeMap=1');
    fireEvent.click(await screen.findByRole('button', { name: '收藏 3' }));
    const saved = await screen.findByRole('button', { name: '收藏 40' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(saved);
    expect(await screen.findByRole('button', { name: '收藏 39' })).toBeTruthy();
    expect(api.callsTo('POST /content/faver-delete')).toHaveLength(1);
  });

  it('lists comments with their first replies, loads the whole thread, and marks pending comments', async () => {
    const api = stubDetail({
      'GET /api/platform/comments': (request: StubRequest) =>
        request.url.searchParams.get('parent_id') === '100'
          ? { total: 5, data: [1, 2, 3, 4, 5].map((id) => reply(200 + id)) }
          : {
              total: 2,
              data: [
                comment(101, { mine: true, status: 'pending', content: '我的新评论' }),
                comment(100, {
                  reply_count: 5,
                  replies: [reply(201), reply(202), reply(203, { reply_to_name: '医生201' })],
                }),
              ],
            },
    });
    renderApp('/course/detail?id=11&typeMap=1');
    expect(await screen.findByText('我的新评论')).toBeTruthy();
    expect(screen.getByText('审核中')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '评论 2' })).toBeTruthy();
    const first = api.callsTo('GET /comments')[0];
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toMatchObject({
      content_id: '11',
      type: '1',
      current: '1',
    });
    expect(screen.queryByText('回复 204')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看全部 5 条回复' }));
    expect(await screen.findByText(/回复 205/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看全部 5 条回复' })).toBeNull();
  });

  it('posts a comment and a reply from the composer sheet', async () => {
    const api = stubDetail({
      'GET /api/platform/comments': { total: 1, data: [comment(100)] },
      'POST /api/platform/comments': (request: StubRequest) => ({
        ...comment(300, { status: 'pending', mine: true }),
        parent_id: (request.body as { parent_id?: string }).parent_id ?? null,
      }),
    });
    renderApp('/course/detail?id=11&typeMap=1');
    expect(await screen.findByText('评论 100')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '写评论…' }));
    const composer = await screen.findByRole('form', { name: '发表评论' });
    fireEvent.change(within(composer).getByRole('textbox'), { target: { value: '  讲得很清楚  ' } });
    expect(within(composer).getByText('9/500')).toBeTruthy();
    fireEvent.click(within(composer).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(api.callsTo('POST /comments')).toHaveLength(1));
    expect(api.callsTo('POST /comments')[0]?.body).toEqual({
      content_id: '11',
      type: '1',
      content: '讲得很清楚',
    });
    expect(await screen.findByText('评论已提交，审核通过后将公开展示')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    const replyComposer = await screen.findByRole('form', { name: '回复 张医生' });
    fireEvent.change(within(replyComposer).getByRole('textbox'), { target: { value: '同意' } });
    fireEvent.click(within(replyComposer).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(api.callsTo('POST /comments')).toHaveLength(2));
    expect(api.callsTo('POST /comments')[1]?.body).toEqual({
      content_id: '11',
      type: '1',
      content: '同意',
      parent_id: '100',
    });
  });

  it('toasts the server’s message when a comment is refused and keeps the text', async () => {
    stubDetail({
      'GET /api/platform/comments': { total: 0, data: [] },
      'POST /api/platform/comments': fail(40000, '评论包含敏感词，请修改后再发布'),
    });
    renderApp('/course/detail?id=11&typeMap=1');
    fireEvent.click(await screen.findByRole('button', { name: '写评论…' }));
    const composer = await screen.findByRole('form', { name: '发表评论' });
    fireEvent.change(within(composer).getByRole('textbox'), { target: { value: '某个敏感词' } });
    fireEvent.click(within(composer).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('评论包含敏感词，请修改后再发布')).toBeTruthy();
    expect((within(composer).getByRole('textbox') as HTMLTextAreaElement).value).toBe('某个敏感词');
  });

  it('likes a comment', async () => {
    const api = stubDetail({
      'GET /api/platform/comments': { total: 1, data: [comment(100, { zan_count: 2 })] },
      'POST /api/platform/comments-zan-log': { zanned: true, zan_count: 3 },
    });
    renderApp('/course/detail?id=11&typeMap=1');
    fireEvent.click(await screen.findByRole('button', { name: '赞 2' }));
    expect(await screen.findByRole('button', { name: '赞 3' })).toBeTruthy();
    expect(api.callsTo('POST /comments-zan-log')[0]?.body).toEqual({ comment_id: '100' });
  });

  it('says comments are closed and offers no composer', async () => {
    stubDetail({ 'GET /api/platform/content/11': contentDetail({ comments_enabled: false }) });
    renderApp('/course/detail?id=11&typeMap=1');
    expect(await screen.findByText('该内容的评论已关闭')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '写评论…' })).toBeNull();
  });

  it('shows 内容不存在或已下架 with the way home on 404', async () => {
    stubDetail({ 'GET /api/platform/content/11': fail(40400, '内容不存在', null, 404) });
    const { router } = renderApp('/course/detail?id=11&typeMap=1');
    expect(await screen.findByText('内容不存在或已下架')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('stays calm behind the free-trial popup when the server refuses with 40303', async () => {
    stubDetail({ 'GET /api/platform/content/11': fail(40303, '免费学习期已结束', null, 403) });
    renderApp('/course/detail?id=11&typeMap=1');
    expect(await screen.findByText('暂时无法查看该内容')).toBeTruthy();
    expect(popupStore.isOpen('freeTrial')).toBe(true);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('offers a retry when the content fails to load', async () => {
    let calls = 0;
    stubDetail({
      'GET /api/platform/content/11': () => {
        calls += 1;
        return calls === 1 ? fail(50000, '服务器开小差了', null, 500) : contentDetail();
      },
    });
    renderApp('/course/detail?id=11&typeMap=1');
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await findTitle('胸部 CT 读片入门')).toBeTruthy();
  });

  it('opens a series at its first unfinished item, shows the playlist, and switches on tap', async () => {
    const series = lesson([
      lessonItem(21, { progress: finishedProgress() }),
      lessonItem(22, {
        progress: { total_tims: 150, position: 150, finish: 0, updated_at: '2026-03-03T00:00:00.000Z' },
      }),
      lessonItem(23),
    ]);
    const api = stubDetail({
      'GET /api/platform/lesson/lesson-list': series,
      'GET /api/platform/content/22': contentDetail({ id: 22, title: '第 22 讲', lesson_id: 9 }),
      'GET /api/platform/content/23': contentDetail({ id: 23, title: '第 23 讲', lesson_id: 9 }),
    });
    const { router } = renderApp('/course/detail?lessonId=9');
    expect(await findTitle('第 22 讲')).toBeTruthy();
    expect(api.callsTo('GET /lesson/lesson-list')[0]?.url.searchParams.get('lesson_id')).toBe('9');
    const playlist = screen.getByRole('region', { name: '课程目录' });
    expect(within(playlist).getByText(/已学完/)).toBeTruthy();
    expect(within(playlist).getByText(/已学 25%/)).toBeTruthy();
    expect(within(playlist).getByRole('button', { current: true }).textContent).toContain('第 22 讲');
    fireEvent.click(screen.getByRole('button', { name: /第 23 讲/ }));
    expect(await findTitle('第 23 讲')).toBeTruthy();
    expect(currentPath(router)).toBe('/course/detail?id=23&typeMap=1&lessonId=9');
  });

  it('opens the form, marks required questions and submits the answers as JSON', async () => {
    const api = stubDetail({
      'GET /api/platform/content/11': contentDetail({ has_form: true }),
      'GET /api/platform/content/claim/status': { result: 0 },
      'GET /api/platform/content/form/11/1': {
        id: 5,
        title: '学习反馈',
        description: '请留下您的反馈',
        questions: [
          {
            id: 1,
            kind: 'input',
            label: '科室',
            required: true,
            options: [],
            public_answers: false,
            sort: 1,
          },
          {
            id: 2,
            kind: 'select',
            label: '是否有帮助',
            required: true,
            options: ['有', '没有'],
            public_answers: false,
            sort: 2,
          },
        ],
        answers: null,
        submitted_at: null,
      },
      'POST /api/platform/content/form': { ok: true },
    });
    renderApp('/course/detail?id=11&typeMap=1');
    fireEvent.click(await screen.findByRole('button', { name: /填写表单/ }));
    expect(await screen.findByText('请留下您的反馈')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请填写科室')).toBeTruthy();
    // A required select asks to choose, and a choice satisfies it (its value is a list).
    expect(screen.getByText('请选择是否有帮助')).toBeTruthy();
    expect(api.callsTo('POST /content/form')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: '科室' }), { target: { value: '放射科' } });
    fireEvent.click(screen.getByText('有'));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(api.callsTo('POST /content/form')).toHaveLength(1));
    const post = api.callsTo('POST /content/form')[0];
    expect(post?.headers.get('content-type')).toContain('application/json');
    expect(post?.body).toEqual({ form_id: 5, content_id: 11, answers: { '1': '放射科', '2': '有' } });
    expect(await screen.findByText('提交成功')).toBeTruthy();
  });

  it('shows 链接无效 without an id', async () => {
    stubDetail();
    renderApp('/course/detail');
    expect(await screen.findByText('链接无效，缺少内容编号')).toBeTruthy();
  });
});
