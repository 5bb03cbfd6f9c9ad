import { MONITOR_TEXT_LIMITS } from '@ia/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { MonitorRepository } from './monitor.repository';
import { monitorEvents } from './monitor.table';

const PASSWORD = 'Analytics#2024';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe('POST monitor and the console’s 数据分析', () => {
  let t: TestApp;
  let registered: Awaited<ReturnType<typeof sandboxLogin>>;
  let unregistered: Awaited<ReturnType<typeof sandboxLogin>>;
  let operatorCookie = '';

  beforeAll(async () => {
    // A wide batching window, so events sent together are sure to share a write.
    t = await buildTestApp({ config: { HEARTBEAT_BATCH_DELAY_MS: 30 } });
    registered = await sandboxLogin(t.app, 'certified');
    unregistered = await sandboxLogin(t.app, 'wechat');
    await t.services.adminAuth.createOperator({ username: 'analyst', password: PASSWORD, role: 'reviewer' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'analyst', password: PASSWORD },
    });
    operatorCookie = `ia_admin=${login.cookies.find((c) => c.name === 'ia_admin')?.value}`;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(monitorEvents);
  });

  const send = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/platform/monitor', payload, headers });
    return {
      status: response.statusCode,
      body: response.json() as Envelope<{ stored: boolean; reason: string }>,
    };
  };
  const sendForm = async (form: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/monitor',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
    return response.json() as Envelope<{ stored: boolean; reason: string }>;
  };
  const rows = () => t.database.db.select().from(monitorEvents).orderBy(monitorEvents.id);

  const pageView = {
    type: '1',
    content_id: '12',
    page_title: '肺结节的 CT 随访',
    page_url: '/course/detail',
    page_param: '?id=12&typeMap=1',
    page_event_type: 'page_view',
    page_event_key: '/course/detail',
    opentype: 'wechat',
  };

  it('keeps a registered user’s event with every spec field, filed under the session’s openid', async () => {
    const { status, body } = await send(
      {
        ...pageView,
        openid: 'someone_else',
        unionid: 'u_1',
        keywords: ['3', '7'],
        campain_id: 4,
        section_id: '9',
      },
      registered.headers,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 1000,
      msg: expect.any(String),
      data: { stored: true, reason: 'registered' },
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      decision: 'registered',
      openid: registered.openid,
      unionid: 'u_1',
      type: '1',
      contentId: 12,
      pageTitle: '肺结节的 CT 随访',
      pageUrl: '/course/detail',
      pageParam: '?id=12&typeMap=1',
      keywords: '3,7',
      pageEventKey: '/course/detail',
      pageEventType: 'page_view',
      campaignId: 4,
      sectionId: 9,
      fromsource: null,
      opentype: 'wechat',
      channel: null,
      day: '2026-06-01',
    });
    expect(row?.userId).not.toBeNull();
  });

  it('acknowledges but drops events of visitors and unregistered users without fromsource or channel', async () => {
    expect((await send(pageView)).body.data).toEqual({ stored: false, reason: 'ignored' });
    expect((await send(pageView, unregistered.headers)).body.data).toEqual({
      stored: false,
      reason: 'ignored',
    });
    expect((await send({ ...pageView, fromsource: '', channel: '  ' })).body.data.stored).toBe(false);
    expect(await rows()).toEqual([]);
  });

  it('keeps anyone’s event that names its fromsource or channel (a share card, a campaign link)', async () => {
    expect((await send({ ...pageView, fromsource: 'timeline', openid: 'o_visitor' })).body.data).toEqual({
      stored: true,
      reason: 'source',
    });
    expect((await sendForm('page_url=%2Fhome&channel=poster-2024', unregistered.headers)).data).toEqual({
      stored: true,
      reason: 'source',
    });
    const [visitor, wechatUser] = await rows();
    expect(visitor).toMatchObject({
      userId: null,
      openid: 'o_visitor',
      fromsource: 'timeline',
      decision: 'source',
    });
    expect(wechatUser).toMatchObject({
      openid: unregistered.openid,
      channel: 'poster-2024',
      pageUrl: '/home',
    });
  });

  it('cuts over-long text to its column and refuses ids that are not numbers (in the envelope)', async () => {
    const long = await send({ ...pageView, page_url: `/${'x'.repeat(3000)}` }, registered.headers);
    expect(long.body.data.stored).toBe(true);
    expect((await rows())[0]?.pageUrl).toHaveLength(MONITOR_TEXT_LIMITS.page_url);

    const bad = await send({ ...pageView, content_id: 'abc' }, registered.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(40000);
    const empty = await t.app.inject({ method: 'POST', url: '/api/platform/monitor' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 40000 });
  });

  it('writes events arriving together in one statement, each acknowledged after it is stored', async () => {
    const insertBatch = vi.spyOn(MonitorRepository.prototype, 'insertBatch');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          send({ ...pageView, page_url: `/page/${index}` }, registered.headers),
        ),
      );
      expect(answers.every((answer) => answer.body.data.stored)).toBe(true);
      expect((await rows()).length).toBe(20);
      const batchSizes = insertBatch.mock.calls.map(([batch]) => batch.length);
      expect(batchSizes.reduce((sum, size) => sum + size, 0)).toBe(20);
      expect(batchSizes.length).toBeLessThan(5);
    } finally {
      insertBatch.mockRestore();
    }
  });

  /** Twenty events sent together, the eighth (`/page/7`) the bad one; answers in order. */
  const sendTwenty = (badPageUrl = '/page/7') =>
    Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send({ ...pageView, page_url: index === 7 ? badPageUrl : `/page/${index}` }, registered.headers),
      ),
    );
  const expectOthersStored = async (answers: Awaited<ReturnType<typeof sendTwenty>>) => {
    for (const [index, answer] of answers.entries()) {
      if (index !== 7)
        expect({ index, ...answer }).toMatchObject({ index, status: 200, body: { code: 1000 } });
    }
    const stored = (await rows()).map((row) => row.pageUrl).sort();
    const others = Array.from({ length: 20 }, (_, index) => `/page/${index}`).filter(
      (url) => url !== '/page/7',
    );
    expect(stored).toEqual(others.sort());
  };

  it('refuses alone an event the database refuses; the rest of its batch is stored and acknowledged', async () => {
    // A value the schema lets through but the column refuses (a real SQLSTATE 22001 on both databases).
    const insertBatch = MonitorRepository.prototype.insertBatch;
    const spy = vi.spyOn(MonitorRepository.prototype, 'insertBatch').mockImplementation(function (
      this: MonitorRepository,
      batch,
    ) {
      const tooLong = batch.map((row) =>
        row.pageUrl === '/page/7' ? { ...row, pageUrl: 'x'.repeat(1001) } : row,
      );
      return insertBatch.call(this, tooLong);
    });
    try {
      const answers = await sendTwenty();
      expect(answers[7]).toEqual({
        status: 400,
        body: { code: 40000, msg: '该条埋点数据含有无法保存的内容，已丢弃', data: null },
      });
      await expectOthersStored(answers);
      // One statement for the batch, then one per event: never one per event from the start.
      expect(spy.mock.calls[0]?.[0].length).toBeGreaterThan(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses alone an event with a NUL byte (at the edge, or PostgreSQL refuses it), never a 500', async () => {
    const answers = await sendTwenty('/page/\u0000');
    expect(answers[7]?.status).toBe(400);
    expect(answers[7]?.body).toMatchObject({ code: 40000, msg: expect.any(String) });
    await expectOthersStored(answers);
  });

  it('still stores every event of a batch whose statement failed once', async () => {
    const spy = vi
      .spyOn(MonitorRepository.prototype, 'insertBatch')
      .mockRejectedValueOnce(new Error('connection reset while writing the batch'));
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          send({ ...pageView, page_url: `/page/${index}` }, registered.headers),
        ),
      );
      expect(answers.every((answer) => answer.status === 200 && answer.body.data.stored)).toBe(true);
      expect((await rows()).length).toBe(20);
    } finally {
      spy.mockRestore();
    }
  });

  const analytics = async (query: Record<string, string> = {}, cookie = operatorCookie) => {
    const response = await t.app.inject({
      url: '/api/admin/analytics/monitor',
      query,
      headers: cookie ? { cookie } : {},
    });
    return { status: response.statusCode, body: response.json() as Envelope<Record<string, unknown>> };
  };

  it('shows events per China day, top pages and the fromsource / channel split for a date range', async () => {
    const start = t.clock.now();
    try {
      // 2026-05-30 23:30 in China (15:30 UTC) and two the next China day.
      t.clock.set('2026-05-30T15:30:00Z');
      await send({ ...pageView, fromsource: 'timeline', openid: 'o_a' });
      t.clock.set('2026-05-30T16:30:00Z');
      await send({ ...pageView, page_url: '/home', page_title: '首页' }, registered.headers);
      await send(
        { ...pageView, page_url: '/home', page_title: '首页', channel: 'poster' },
        registered.headers,
      );
      t.clock.set(start);
      await send({ ...pageView, fromsource: 'appmessage', openid: 'o_b' });

      const { status, body } = await analytics({ from: '2026-05-29', to: '2026-06-01' });
      expect(status).toBe(200);
      expect(body.data).toEqual({
        from: '2026-05-29',
        to: '2026-06-01',
        total: 4,
        visitors: 3,
        days: [
          { day: '2026-05-29', events: 0, visitors: 0 },
          { day: '2026-05-30', events: 1, visitors: 1 },
          { day: '2026-05-31', events: 2, visitors: 1 },
          { day: '2026-06-01', events: 1, visitors: 1 },
        ],
        topPages: [
          { page_url: '/course/detail', page_title: '肺结节的 CT 随访', events: 2 },
          { page_url: '/home', page_title: '首页', events: 2 },
        ],
        bySource: [
          { fromsource: '', events: 2 },
          { fromsource: 'appmessage', events: 1 },
          { fromsource: 'timeline', events: 1 },
        ],
        byChannel: [
          { channel: '', events: 3 },
          { channel: 'poster', events: 1 },
        ],
        byEventType: [{ page_event_type: 'page_view', events: 4 }],
      });

      const narrow = await analytics({ from: '2026-05-31', to: '2026-05-31', top: '1' });
      expect(narrow.body.data).toMatchObject({ total: 2, topPages: [{ page_url: '/home', events: 2 }] });
      // Default: the last 7 China days, today included.
      const recent = await analytics();
      expect(recent.body.data).toMatchObject({ from: '2026-05-26', to: '2026-06-01', total: 4 });
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses bad ranges in the envelope, and anyone not signed in to the console', async () => {
    expect((await analytics({ from: '2026-06-02', to: '2026-06-01' })).body).toMatchObject({
      code: 40000,
      msg: expect.stringContaining('开始日期不能晚于结束日期'),
    });
    expect((await analytics({ from: '2024-01-01', to: '2026-06-01' })).body).toMatchObject({
      code: 40000,
      msg: '日期范围不能超过 366 天',
    });
    expect((await analytics({ from: '2026/06/01' })).body.code).toBe(40000);
    // Days the calendar does not have: the first answered 500 (an invalid Date), the second reached SQL (fuzz, decision 029).
    for (const day of ['2280-68-78', '2026-02-30']) {
      const refused = await analytics({ from: day });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain('存在的日期');
    }
    expect((await analytics({}, '')).status).toBe(401);
  });
});
