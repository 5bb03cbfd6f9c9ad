import {
  type CampaignContent,
  type CampaignDetail,
  type CampaignPermission,
  type CampaignSummary,
  type ContentForm,
  ErrorCode,
  type RichList,
} from '@ia/shared';
import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../test/helper';
import { insertContent } from '../content/content.fixtures';
import type { ContentRow } from '../content/content.table';
import { pointsLedger } from '../points/points.table';
import { type SignedIn, signIn } from '../social/social.fixtures';
import { users } from '../users/users.table';
import { finishContent, insertCampaign, insertCampaignContent, insertSection } from './campaigns.fixtures';
import {
  type CampaignContentRow,
  type CampaignRow,
  type CampaignSectionRow,
  campaignParticipants,
  campaigns as campaignsTable,
} from './campaigns.table';

type Headers = { authorization: string } | Record<string, never>;

const HOUR = 3_600_000;
const NOW = new Date('2026-06-01T02:00:00.000Z');
const POSTER = '/media/demo/covers/banner-1.jpg';

describe('campaigns (mobile API)', () => {
  let t: TestApp;
  let zhang: SignedIn; // certified
  let li: SignedIn; // within the free trial, not certified
  let wang: SignedIn; // certified
  let grouped: SignedIn; // certified, member of group 77
  let staff: SignedIn;
  let course: ContentRow;
  let hcpCourse: ContentRow;
  let caseContent: ContentRow;
  let draftContent: ContentRow;
  let main: CampaignRow;
  let upcoming: CampaignRow;
  let ended: CampaignRow;
  let certifiedOnly: CampaignRow;
  let groupsOnly: CampaignRow;
  let draft: CampaignRow;
  let deleted: CampaignRow;
  let expired: CampaignRow;
  let plain: CampaignRow;
  let s1: CampaignSectionRow;
  let s1Child: CampaignSectionRow;
  let s2: CampaignSectionRow;
  let itemCourse: CampaignContentRow;
  let itemHcp: CampaignContentRow;
  let itemCase: CampaignContentRow;

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/platform${url}`, headers, ...(payload ? { payload } : {}) });
  const data = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => {
    const response = await api(method, url, headers, payload);
    expect(response.json(), `${method} ${url}`).toMatchObject({ code: 1000 });
    return response.json().data as T;
  };
  const ledger = (userId: number, campaignId: number) =>
    t.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.campaignId, campaignId)));
  const campaignRow = async (id: number) =>
    (await t.database.db.select().from(campaignsTable).where(eq(campaignsTable.id, id)))[0];
  /** Accepts the description (when asked) and joins. */
  const join = async (who: SignedIn, campaign: Pick<CampaignRow, 'id'>, acceptFirst = true) => {
    if (acceptFirst) await data('PUT', `/content/desc/status/${campaign.id}/0`, who.headers);
    return data<CampaignDetail['participation']>('POST', '/campain/campain/join', who.headers, {
      campain_id: campaign.id,
    });
  };
  const saveSignUpForm = (campaignId: number) =>
    t.services.contentForms.saveForm(campaignId, {
      type: 6,
      title: '报名信息',
      description: null,
      enabled: true,
      questions: [
        {
          kind: 'select',
          label: '从业年限',
          required: true,
          options: ['5 年以下', '5 年以上'],
          public_answers: false,
        },
      ],
    });
  const signUpForm = (who: SignedIn, campaignId: number) =>
    data<ContentForm>('GET', `/content/form/${campaignId}/6`, who.headers);
  const submitForm = (who: SignedIn, form: ContentForm, campaignId: number) =>
    api('POST', '/content/form', who.headers, {
      form_id: form.id,
      content_id: campaignId,
      answers: { [String(form.questions[0]?.id)]: '5 年以上' },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    zhang = await signIn(t, 'certified', '张伟明');
    li = await signIn(t, 'trial', '李静');
    wang = await signIn(t, 'certified', '王小红');
    grouped = await signIn(t, 'certified', '赵敏');
    staff = await signIn(t, 'staff', '孙销售');
    await db
      .update(users)
      .set({ memberGroupIds: [77], hospitalName: '北京协和医院' })
      .where(eq(users.id, grouped.userId));
    await db.update(users).set({ hospitalName: '复旦大学附属华山医院' }).where(eq(users.id, zhang.userId));

    course = await insertContent(db, { title: '胸部 CT 基础' });
    hcpCourse = await insertContent(db, {
      title: '人工智能辅助诊断',
      hcpOnly: true,
      body: '<p>仅认证可见的正文</p>',
    });
    caseContent = await insertContent(db, { title: '磨玻璃结节病例', listType: 2, body: '<p>病例正文</p>' });
    draftContent = await insertContent(db, { title: '未发布内容', status: 0 });

    main = await insertCampaign(db, {
      title: '春季学习挑战赛',
      requiresDesc: true,
      description: '<p>活动规则</p>',
      poster: POSTER,
      formPoints: 5,
      sort: 1,
    });
    upcoming = await insertCampaign(db, {
      title: '下月活动',
      startAt: new Date('2026-06-10T02:00:00.000Z'),
      endAt: new Date('2026-07-10T02:00:00.000Z'),
    });
    ended = await insertCampaign(db, {
      title: '已结束活动',
      startAt: new Date('2026-05-01T00:00:00.000Z'),
      endAt: new Date('2026-05-20T00:00:00.000Z'),
    });
    certifiedOnly = await insertCampaign(db, { title: '认证专享', audience: 'certified', sort: 2 });
    groupsOnly = await insertCampaign(db, {
      title: '分组专享',
      audience: 'groups',
      memberGroupIds: [77],
      sort: 3,
    });
    draft = await insertCampaign(db, { title: '草稿活动', status: 0 });
    deleted = await insertCampaign(db, {
      title: '已删除活动',
      deletedAt: new Date('2026-05-30T00:00:00.000Z'),
    });
    expired = await insertCampaign(db, {
      title: '批文过期活动',
      expiresAt: new Date('2026-05-31T00:00:00.000Z'),
    });
    plain = await insertCampaign(db, { title: '无海报活动', sort: 4 });

    s1 = await insertSection(db, main.id, { title: '必修课程', sort: 10, description: '<p>板块说明</p>' });
    s1Child = await insertSection(db, main.id, { title: '病例模块', parentId: s1.id, sort: 10 });
    s2 = await insertSection(db, main.id, { title: '拓展阅读', sort: 20, requiresDesc: true });
    itemCourse = await insertCampaignContent(db, s1, course.id, 10, 1);
    itemHcp = await insertCampaignContent(db, s1, hcpCourse.id, 20, 2);
    itemCase = await insertCampaignContent(db, s1Child, caseContent.id, 5, 1);
    await insertCampaignContent(db, s2, draftContent.id, 50, 1);
    await saveSignUpForm(main.id);
  });
  afterAll(() => t.close());

  describe('the list and who may take part', () => {
    it('lists visible campaigns, ongoing first, marked by state and audience, with joined', async () => {
      const page = await data<{ total: number; data: CampaignSummary[] }>(
        'GET',
        '/campain/campain?pageSize=20',
        li.headers,
      );
      const titles = page.data.map((item) => item.title);
      expect(titles).toEqual([
        '春季学习挑战赛',
        '认证专享',
        '分组专享',
        '无海报活动',
        '下月活动',
        '已结束活动',
      ]);
      expect(page.total).toBe(6);
      expect(page.data.find((item) => item.id === upcoming.id)).toMatchObject({
        state: 'upcoming',
        joined: false,
      });
      expect(page.data.find((item) => item.id === ended.id)?.state).toBe('ended');
      expect(page.data.find((item) => item.id === certifiedOnly.id)?.audience).toBe('certified');
      const ongoing = await data<{ total: number; data: CampaignSummary[] }>(
        'GET',
        '/campain/campain?state=ongoing&pageSize=20',
        li.headers,
      );
      expect(ongoing.data.every((item) => item.state === 'ongoing')).toBe(true);
      expect(ongoing.total).toBe(4);
      const bad = await api('GET', '/campain/campain?state=someday', li.headers);
      expect(bad.statusCode).toBe(400);
    });

    it('answers check/permissions with the verdict and the reason in words', async () => {
      const verdict = (who: SignedIn, a: number, b = 0) =>
        data<CampaignPermission>('GET', `/campain/check/permissions/${a}/${b}`, who.headers);
      expect(await verdict(li, main.id)).toEqual({ allowed: true, reason_code: null, reason: null });
      expect(await verdict(li, main.id, s1.id)).toMatchObject({ allowed: true });
      expect(await verdict(li, upcoming.id)).toEqual({
        allowed: false,
        reason_code: 'not_started',
        reason: '活动尚未开始，2026-06-10 10:00 开始',
      });
      expect(await verdict(li, ended.id)).toEqual({
        allowed: false,
        reason_code: 'ended',
        reason: '活动已结束',
      });
      expect(await verdict(li, certifiedOnly.id)).toMatchObject({
        allowed: false,
        reason_code: 'not_certified',
      });
      expect(await verdict(zhang, certifiedOnly.id)).toMatchObject({ allowed: true });
      expect(await verdict(staff, certifiedOnly.id)).toMatchObject({ allowed: true });
      expect(await verdict(zhang, groupsOnly.id)).toEqual({
        allowed: false,
        reason_code: 'not_in_group',
        reason: '本活动仅限特定用户参加',
      });
      expect(await verdict(grouped, groupsOnly.id)).toMatchObject({ allowed: true });
      for (const hidden of [draft, deleted, expired]) {
        expect(await verdict(zhang, hidden.id)).toMatchObject({ allowed: false, reason_code: 'not_found' });
      }
      expect(await verdict(zhang, 999_999)).toMatchObject({ allowed: false, reason_code: 'not_found' });
      // A section of another campaign is not part of this one.
      const elsewhere = await insertSection(t.database.db, plain.id);
      expect(await verdict(zhang, main.id, elsewhere.id)).toMatchObject({ reason_code: 'not_found' });
    });

    it('refuses every other campaign call with the error and its reason', async () => {
      const cases: [SignedIn, CampaignRow, number, number, string][] = [
        [zhang, upcoming, 403, ErrorCode.FORBIDDEN, '活动尚未开始，2026-06-10 10:00 开始'],
        [zhang, ended, 403, ErrorCode.FORBIDDEN, '活动已结束'],
        [li, certifiedOnly, 403, ErrorCode.NOT_CERTIFIED, '本活动仅对认证医护人员开放'],
        [zhang, groupsOnly, 403, ErrorCode.FORBIDDEN, '本活动仅限特定用户参加'],
        [zhang, draft, 404, ErrorCode.NOT_FOUND, '活动不存在'],
        [zhang, deleted, 404, ErrorCode.NOT_FOUND, '活动不存在'],
        [zhang, expired, 404, ErrorCode.NOT_FOUND, '活动不存在'],
      ];
      for (const [who, campaign, status, code, msg] of cases) {
        for (const [method, url, payload] of [
          ['GET', `/campain/campain/${campaign.id}`, undefined],
          ['POST', '/campain/campain/join', { campain_id: campaign.id }],
          ['GET', `/campain/campain-section?campain_id=${campaign.id}`, undefined],
          ['GET', `/campain/campain-content?campain_id=${campaign.id}`, undefined],
          ['GET', `/content/desc/status/${campaign.id}/0`, undefined],
          ['PUT', `/content/desc/status/${campaign.id}/0`, undefined],
          ['GET', `/campain/rich-list/${campaign.id}`, undefined],
          ['GET', `/campain/rich-detail/${campaign.id}`, undefined],
          ['GET', `/comments?content_id=${campaign.id}&type=6`, undefined],
        ] as const) {
          const response = await api(method, url, who.headers, payload);
          expect(response.statusCode, `${campaign.title} ${method} ${url}`).toBe(status);
          expect(response.json(), `${campaign.title} ${method} ${url}`).toMatchObject({ code, msg });
        }
      }
      const rows = await t.database.db.select({ value: count() }).from(campaignParticipants);
      expect(rows[0]?.value).toBe(0);
    });

    it('answers unknown ids with 404 and malformed input with 400, never 500', async () => {
      for (const url of [
        '/campain/campain/999999',
        '/campain/campain-section/999999',
        '/campain/campain-section/section/999999',
        '/campain/campain-content/999999',
        `/content/desc/status/${main.id}/999999`,
      ]) {
        expect((await api('GET', url, zhang.headers)).statusCode, url).toBe(404);
      }
      for (const url of [
        '/campain/campain/abc',
        '/campain/campain-section',
        '/campain/campain-content',
        `/campain/campain-content?section_id=${s1.id}&campain_id=${plain.id}`,
        '/campain/check/permissions/0/0',
        '/campain/rich-list/1?pageSize=1000',
      ]) {
        const response = await api('GET', url, zhang.headers);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().code, url).toBe(ErrorCode.VALIDATION_FAILED);
      }
      for (const payload of [{}, { campain_id: 'x' }]) {
        expect((await api('POST', '/campain/campain/join', zhang.headers, payload)).statusCode).toBe(400);
      }
      expect(
        (await api('PUT', '/campain/campain/once', zhang.headers, { campain_id: main.id, kind: 'banner' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('the description, joining, and what is shown once', () => {
    it('joins only after the description is accepted, once, counting the member once', async () => {
      const refused = await api('POST', '/campain/campain/join', wang.headers, { campain_id: main.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        msg: '请先阅读并同意活动说明',
      });

      expect(await data('GET', `/content/desc/status/${main.id}/0`, wang.headers)).toEqual({
        status: 0,
        accepted_at: null,
      });
      const accepted = await data<{ status: number; accepted_at: string }>(
        'PUT',
        `/content/desc/status/${main.id}/0`,
        wang.headers,
      );
      expect(accepted).toEqual({ status: 1, accepted_at: NOW.toISOString() });
      t.clock.advance(HOUR);
      const again = await data('PUT', `/content/desc/status/${main.id}/0`, wang.headers);
      expect(again).toEqual(accepted);

      const joined = await join(wang, main, false);
      expect(joined).toMatchObject({
        joined: true,
        joined_at: new Date(NOW.getTime() + HOUR).toISOString(),
        desc_accepted: true,
        poster_pending: true,
        form_pending: true,
        points: 0,
        rank: null,
      });
      const rejoined = await join(wang, main, false);
      expect(rejoined.joined_at).toBe(joined.joined_at);
      expect((await campaignRow(main.id))?.participantCount).toBe(1);

      // A campaign without a description to accept joins straight away.
      expect((await join(wang, plain, false)).joined).toBe(true);
    });

    it('keeps a section’s description acceptance apart from the campaign’s', async () => {
      expect(await data('GET', `/content/desc/status/${main.id}/${s2.id}`, zhang.headers)).toMatchObject({
        status: 0,
      });
      await data('PUT', `/content/desc/status/${main.id}/${s2.id}`, zhang.headers);
      expect(await data('GET', `/content/desc/status/${main.id}/${s2.id}`, zhang.headers)).toMatchObject({
        status: 1,
      });
      expect(await data('GET', `/content/desc/status/${main.id}/0`, zhang.headers)).toMatchObject({
        status: 0,
      });
      const section = await data<{ desc_accepted: boolean; requires_desc: boolean }>(
        'GET',
        `/campain/campain-section/${s2.id}`,
        zhang.headers,
      );
      expect(section).toMatchObject({ desc_accepted: true, requires_desc: true });
      const foreign = await insertSection(t.database.db, plain.id);
      expect(
        (await api('PUT', `/content/desc/status/${main.id}/${foreign.id}`, zhang.headers)).statusCode,
      ).toBe(404);
    });

    it('shows the poster and the form once, never twice, and remembers it on the server', async () => {
      const notJoined = await api('PUT', '/campain/campain/once', li.headers, {
        campain_id: main.id,
        kind: 'poster',
      });
      expect(notJoined.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '请先参加活动' });

      const first = await join(li, main);
      expect(first).toMatchObject({ poster_pending: true, form_pending: true });
      const detail = await data<CampaignDetail>('GET', `/campain/campain/${main.id}`, li.headers);
      expect(detail).toMatchObject({
        poster: POSTER,
        requires_desc: true,
        has_form: true,
        form_points: 5,
        joined: true,
        permission: { allowed: true },
        participation: { joined: true, poster_pending: true, form_pending: true, desc_accepted: true },
      });

      const afterPoster = await data<CampaignDetail['participation']>(
        'PUT',
        '/campain/campain/once',
        li.headers,
        {
          campain_id: main.id,
          kind: 'poster',
        },
      );
      expect(afterPoster).toMatchObject({ poster_pending: false, form_pending: true });
      const [row] = await t.database.db
        .select()
        .from(campaignParticipants)
        .where(and(eq(campaignParticipants.campaignId, main.id), eq(campaignParticipants.userId, li.userId)));
      t.clock.advance(HOUR);
      const twice = await data<CampaignDetail['participation']>('PUT', '/campain/campain/once', li.headers, {
        campain_id: main.id,
        kind: 'poster',
      });
      expect(twice.poster_pending).toBe(false);
      const [after] = await t.database.db
        .select()
        .from(campaignParticipants)
        .where(and(eq(campaignParticipants.campaignId, main.id), eq(campaignParticipants.userId, li.userId)));
      expect(after?.posterShownAt).toEqual(row?.posterShownAt);

      const afterForm = await data<CampaignDetail['participation']>(
        'PUT',
        '/campain/campain/once',
        li.headers,
        {
          campain_id: main.id,
          kind: 'form',
        },
      );
      expect(afterForm).toMatchObject({ poster_pending: false, form_pending: false });
      const reread = await data<CampaignDetail>('GET', `/campain/campain/${main.id}`, li.headers);
      expect(reread.participation).toMatchObject({ poster_pending: false, form_pending: false });

      // Nothing to show where there is no poster and no form.
      const bare = await join(zhang, plain, false);
      expect(bare).toMatchObject({ poster_pending: false, form_pending: false });
    });
  });

  describe('the sign-up form and its points', () => {
    it('serves the campaign’s form through content/form/{id}/6, to participants only', async () => {
      const form = await signUpForm(zhang, main.id);
      expect(form).toMatchObject({ title: '报名信息', answers: null });
      const outsider = await submitForm(zhang, form, main.id);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: '请先参加活动再填写报名表单' });
      expect(await ledger(zhang.userId, main.id)).toEqual([]);
      // A campaign without a form, and a refused campaign's form.
      expect((await api('GET', `/content/form/${plain.id}/6`, zhang.headers)).json()).toMatchObject({
        code: ErrorCode.NOT_FOUND,
        msg: '该活动没有表单',
      });
      expect((await api('GET', `/content/form/${upcoming.id}/6`, zhang.headers)).json()).toMatchObject({
        code: ErrorCode.FORBIDDEN,
      });
    });

    it('awards the form’s points on the first submission only, in the same request', async () => {
      await join(zhang, main);
      const form = await signUpForm(zhang, main.id);
      const first = await submitForm(zhang, form, main.id);
      expect(first.json()).toMatchObject({ code: 1000, data: { score: 5 } });
      const second = await submitForm(zhang, form, main.id);
      expect(second.json().code).toBe(1000);
      expect(second.json().data.score).toBeUndefined();
      const rows = await ledger(zhang.userId, main.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        points: 5,
        sourceKey: `campaign:${main.id}:form`,
        reason: '活动报名：春季学习挑战赛',
      });
      const detail = await data<CampaignDetail>('GET', `/campain/campain/${main.id}`, zhang.headers);
      expect(detail.participation).toMatchObject({ points: 5, rank: 1, form_pending: false });
    });

    it('awards them once when the same member submits concurrently', async () => {
      await join(wang, main, false);
      const form = await signUpForm(wang, main.id);
      const responses = await Promise.all(Array.from({ length: 6 }, () => submitForm(wang, form, main.id)));
      expect(responses.map((response) => response.json().code)).toEqual(Array(6).fill(1000));
      const scores = responses.map((response) => response.json().data.score ?? 0);
      expect(scores.filter((score) => score > 0)).toEqual([5]);
      const [total] = await t.database.db
        .select({ value: sum(pointsLedger.points) })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, wang.userId), eq(pointsLedger.campaignId, main.id)));
      expect(Number(total?.value)).toBe(5);
    });

    it('keys forms by (type, id): a campaign’s form never shows on a content with the same id', async () => {
      const twin = await insertCampaign(t.database.db, { id: 5000, title: '同号活动' });
      await insertContent(t.database.db, { id: 5000, title: '同号内容' });
      await saveSignUpForm(twin.id);
      expect((await api('GET', '/content/form/5000/1', zhang.headers)).json()).toMatchObject({
        code: ErrorCode.NOT_FOUND,
        msg: '该内容没有表单',
      });
      expect(await data('GET', '/content/5000', zhang.headers)).toMatchObject({ has_form: false });
      await join(zhang, twin, false);
      const form = await signUpForm(zhang, 5000);
      expect((await submitForm(zhang, form, 5000)).json().code).toBe(1000);
      expect(await data('GET', '/content/claim/status?content_id=5000', zhang.headers)).toEqual({
        result: 0,
      });
    });
  });

  describe('points for contents finished inside the campaign', () => {
    it('awards them once through the reconciler job, only for contents finished after joining and by the end', async () => {
      const [participant] = await t.database.db
        .select()
        .from(campaignParticipants)
        .where(
          and(eq(campaignParticipants.campaignId, main.id), eq(campaignParticipants.userId, zhang.userId)),
        );
      const joinedAt = participant?.joinedAt ?? NOW;
      await finishContent(t.database.db, zhang.userId, course.id, new Date(joinedAt.getTime() + HOUR));
      // Before joining, or after the campaign's end, finishing earns nothing here.
      await finishContent(
        t.database.db,
        zhang.userId,
        caseContent.id,
        new Date(joinedAt.getTime() - HOUR),
        2,
      );
      await finishContent(t.database.db, zhang.userId, hcpCourse.id, new Date(main.endAt.getTime() + HOUR));

      const results = await t.services.jobs.runAll();
      expect(results['campaign-content-points']).toBe(1);
      expect((await t.services.jobs.runAll())['campaign-content-points']).toBe(0);
      const rows = await ledger(zhang.userId, main.id);
      expect(rows.map((row) => [row.sourceKey, row.points])).toEqual([
        [`campaign:${main.id}:form`, 5],
        [`campaign:${main.id}:content:${itemCourse.id}`, 10],
      ]);
      expect(rows[1]?.reason).toBe('学习「胸部 CT 基础」');

      const list = await data<{ total: number; data: CampaignContent[] }>(
        'GET',
        `/campain/campain-content?section_id=${s1.id}`,
        zhang.headers,
      );
      expect(list.data.map((item) => [item.content.title, item.points, item.finished])).toEqual([
        ['胸部 CT 基础', 10, true],
        ['人工智能辅助诊断', 20, false],
      ]);
    });

    it('is safe when two processes reconcile at once, and on rich-list reads', async () => {
      const [participant] = await t.database.db
        .select()
        .from(campaignParticipants)
        .where(
          and(eq(campaignParticipants.campaignId, main.id), eq(campaignParticipants.userId, wang.userId)),
        );
      await finishContent(
        t.database.db,
        wang.userId,
        hcpCourse.id,
        new Date((participant?.joinedAt ?? NOW).getTime() + 2 * HOUR),
      );
      // A second app on the same database stands for a second server process.
      const other = await buildApp({ config: t.config, database: t.database, now: t.clock.now });
      try {
        const counts = await Promise.all([
          t.services.campaigns.reconcileContentPoints(),
          other.services.campaigns.reconcileContentPoints(),
          t.services.campaigns.reconcileContentPoints(),
        ]);
        expect(counts.reduce((total, value) => total + value, 0)).toBe(1);
      } finally {
        await other.close();
      }
      expect((await ledger(wang.userId, main.id)).map((row) => row.points).sort((a, b) => a - b)).toEqual([
        5, 20,
      ]);

      // A finish since the last run counts on the next rich-list read, without the job.
      await finishContent(t.database.db, wang.userId, course.id, t.clock.now());
      const list = await data<RichList>('GET', `/campain/rich-list/${main.id}`, wang.headers);
      expect(list.me).toMatchObject({ points: 35, me: true });
      expect(await ledger(wang.userId, main.id)).toHaveLength(3);
    });
  });

  describe('the rich list', () => {
    let race: CampaignRow;
    let zhao: SignedIn;

    beforeAll(async () => {
      const db = t.database.db;
      zhao = await signIn(t, 'certified', '赵');
      race = await insertCampaign(db, { title: '积分赛', formPoints: 5 });
      const section = await insertSection(db, race.id);
      const a = await insertContent(db, { title: '课程甲' });
      const b = await insertContent(db, { title: '课程乙' });
      await insertCampaignContent(db, section, a.id, 10);
      await insertCampaignContent(db, section, b.id, 10);
      await saveSignUpForm(race.id);
      for (const who of [zhang, li, wang, zhao]) await join(who, race, false);
      const form = await signUpForm(zhang, race.id);
      const start = t.clock.now().getTime();
      // 张 and 李 tie on 15; 张 reached it first. 王 has 5; 赵 joined but earned nothing.
      await submitForm(zhang, form, race.id);
      t.clock.advance(60_000);
      await submitForm(li, form, race.id);
      t.clock.advance(60_000);
      await submitForm(wang, form, race.id);
      await finishContent(db, zhang.userId, a.id, new Date(start + 10 * 60_000));
      await finishContent(db, li.userId, b.id, new Date(start + 20 * 60_000));
    });

    it('ranks by points, ties sharing a rank with the earlier last award first, masking others’ names', async () => {
      const list = await data<RichList>('GET', `/campain/rich-list/${race.id}`, zhang.headers);
      expect(list.total).toBe(3);
      expect(list.data).toEqual([
        { rank: 1, name: '张伟明', avatar: null, hospital: '复旦大学附属华山医院', points: 15, me: true },
        { rank: 1, name: '李*', avatar: null, hospital: null, points: 15, me: false },
        { rank: 3, name: '王*红', avatar: null, hospital: null, points: 5, me: false },
      ]);
      expect(list.me).toEqual(list.data[0]);
      const fromWang = await data<RichList>('GET', `/campain/rich-list/${race.id}`, wang.headers);
      expect(fromWang.data.map((row) => row.name)).toEqual(['张*明', '李*', '王小红']);
      expect(fromWang.me).toMatchObject({ rank: 3, points: 5, name: '王小红', me: true });
    });

    it('leaves out members without points, who have no row of their own', async () => {
      const list = await data<RichList>('GET', `/campain/rich-list/${race.id}`, zhao.headers);
      expect(list.me).toBeNull();
      expect(list.data.some((row) => row.me)).toBe(false);
      const detail = await data<CampaignDetail>('GET', `/campain/campain/${race.id}`, zhao.headers);
      expect(detail.participation).toMatchObject({ joined: true, points: 0, rank: null });
    });

    it('pages the ranking with the total', async () => {
      const second = await data<RichList>(
        'GET',
        `/campain/rich-list/${race.id}?current=2&pageSize=2`,
        li.headers,
      );
      expect(second.total).toBe(3);
      expect(second.data).toEqual([
        { rank: 3, name: '王*红', avatar: null, hospital: null, points: 5, me: false },
      ]);
      expect(second.me).toMatchObject({ rank: 1, name: '李静' });
      const beyond = await data<RichList>(
        'GET',
        `/campain/rich-list/${race.id}?current=9&pageSize=2`,
        li.headers,
      );
      expect(beyond).toMatchObject({ total: 3, data: [] });
    });

    it('details how the viewer earned their points', async () => {
      const detail = await data<{
        points: number;
        rank: number;
        entries: { reason: string; points: number }[];
      }>('GET', `/campain/rich-detail/${race.id}`, zhang.headers);
      expect(detail).toMatchObject({ title: '积分赛', points: 15, rank: 1 });
      expect(detail.entries.map((entry) => [entry.reason, entry.points])).toEqual([
        ['活动报名：积分赛', 5],
        ['学习「课程甲」', 10],
      ]);
    });
  });

  describe('sections and contents', () => {
    it('lists top-level sections with counts, a section, and its child modules', async () => {
      const sections = await data<{
        total: number;
        data: { id: number; title: string; content_count: number; child_count: number }[];
      }>('GET', `/campain/campain-section?campain_id=${main.id}`, li.headers);
      expect(sections.total).toBe(2);
      expect(
        sections.data.map((section) => [section.title, section.content_count, section.child_count]),
      ).toEqual([
        ['必修课程', 2, 1],
        ['拓展阅读', 0, 0],
      ]);
      const section = await data('GET', `/campain/campain-section/${s1.id}`, li.headers);
      expect(section).toMatchObject({
        id: s1.id,
        campaign_id: main.id,
        parent_id: null,
        campaign_title: '春季学习挑战赛',
        description: '<p>板块说明</p>',
        desc_accepted: false,
      });
      const children = await data<{ total: number; data: { title: string; parent_id: number }[] }>(
        'GET',
        `/campain/campain-section/section/${s1.id}`,
        li.headers,
      );
      expect(children.data).toEqual([expect.objectContaining({ title: '病例模块', parent_id: s1.id })]);
      const detail = await data<CampaignDetail>('GET', `/campain/campain/${main.id}`, li.headers);
      expect(detail.sections.map((item) => item.title)).toEqual(['必修课程', '拓展阅读']);
    });

    it('lists a whole campaign’s contents in section order, leaving out what the viewer may not see', async () => {
      const list = await data<{ total: number; data: CampaignContent[] }>(
        'GET',
        `/campain/campain-content?campain_id=${main.id}&pageSize=2`,
        li.headers,
      );
      expect(list.total).toBe(3);
      expect(list.data.map((item) => item.content.title)).toEqual(['胸部 CT 基础', '人工智能辅助诊断']);
      const next = await data<{ total: number; data: CampaignContent[] }>(
        'GET',
        `/campain/campain-content?campain_id=${main.id}&pageSize=2&current=2`,
        li.headers,
      );
      expect(next.data.map((item) => [item.content.title, item.section_id, item.points])).toEqual([
        ['磨玻璃结节病例', s1Child.id, 5],
      ]);
      const one = await data('GET', `/campain/campain-content/${itemHcp.id}`, li.headers);
      expect(one).toMatchObject({
        id: itemHcp.id,
        points: 20,
        finished: false,
        campaign_title: '春季学习挑战赛',
        section_title: '必修课程',
        content: { id: hcpCourse.id, hcp_only: true },
      });
    });

    it('lets comments and likes work on a campaign (type 6) and a section (type 7)', async () => {
      const comment = await api('POST', '/comments', li.headers, {
        content_id: main.id,
        type: 6,
        content: '很棒的活动',
      });
      expect(comment.json()).toMatchObject({ code: 1000, data: { content_id: main.id, type: 6 } });
      expect((await campaignRow(main.id))?.commentCount).toBe(1);
      const like = await data('POST', '/content-zan-log', li.headers, { content_id: main.id, type: 6 });
      expect(like).toEqual({ result: 1, count: 1 });
      expect((await campaignRow(main.id))?.zanCount).toBe(1);
      const onSection = await api('POST', '/comments', li.headers, {
        content_id: s1.id,
        type: 7,
        content: '板块不错',
      });
      expect(onSection.json()).toMatchObject({ code: 1000, data: { type: 7 } });
      const listed = await data<{ total: number }>('GET', `/comments?content_id=${s1.id}&type=7`, li.headers);
      expect(listed.total).toBe(1);
      expect(
        (await api('POST', '/comments', li.headers, { content_id: 999_999, type: 7, content: '无' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('previews without login', () => {
    const visitor = {} as const;

    it('shows a section with its contents and a content list', async () => {
      const section = await data<{ campaign_title: string; contents: { id: number; points: number }[] }>(
        'GET',
        `/demo/campain-section/${s1.id}`,
        visitor,
      );
      expect(section).toMatchObject({ title: '必修课程', campaign_title: '春季学习挑战赛' });
      expect(section.contents.map((item) => [item.id, item.points])).toEqual([
        [itemCourse.id, 10],
        [itemHcp.id, 20],
      ]);
      const list = await data<{ total: number; data: object[] }>(
        'GET',
        `/demo/campain-content?section_id=${s1Child.id}`,
        visitor,
      );
      expect(list).toMatchObject({
        total: 1,
        data: [{ id: itemCase.id, content: { title: '磨玻璃结节病例' } }],
      });
      expect(list.data[0]).not.toHaveProperty('finished');
      // Previews show campaigns whatever their dates or audience, never drafts or deleted ones.
      const upcomingSection = await insertSection(t.database.db, upcoming.id, { title: '预告板块' });
      expect((await api('GET', `/demo/campain-section/${upcomingSection.id}`, visitor)).statusCode).toBe(200);
      const draftSection = await insertSection(t.database.db, draft.id);
      const deletedSection = await insertSection(t.database.db, deleted.id);
      for (const id of [draftSection.id, deletedSection.id, 999_999]) {
        expect((await api('GET', `/demo/campain-section/${id}`, visitor)).json()).toMatchObject({
          code: ErrorCode.NOT_FOUND,
        });
      }
      expect((await api('GET', '/demo/campain-content', visitor)).statusCode).toBe(400);
    });

    it('withholds the body and video of HCP-only contents, and shows the rest', async () => {
      const hcp = await data<{ content: { body: string; video_url: string | null; restricted: boolean } }>(
        'GET',
        `/demo/campain-content/${itemHcp.id}`,
        visitor,
      );
      expect(hcp).toMatchObject({ campaign_title: '春季学习挑战赛', points: 20 });
      expect(hcp.content).toMatchObject({ body: '', video_url: null, restricted: true });
      const open = await data<{ content: { body: string; restricted: boolean } }>(
        'GET',
        `/demo/campain-content/${itemCase.id}`,
        visitor,
      );
      expect(open.content).toMatchObject({ body: '<p>病例正文</p>', restricted: false });
    });

    it('shows the rich list with every name masked and no own row', async () => {
      const list = await data<RichList>('GET', `/demo/campain/rich-list/${main.id}`, visitor);
      expect(list.me).toBeNull();
      expect(list.data.map((row) => [row.rank, row.name, row.points])).toEqual([
        [1, '王*红', 35],
        [2, '张*明', 15],
      ]);
      const signedIn = await data<RichList>('GET', `/demo/campain/rich-list/${main.id}`, zhang.headers);
      expect(signedIn.data.every((row) => !row.me && row.name.includes('*'))).toBe(true);
      expect((await api('GET', `/demo/campain/rich-list/${draft.id}`, visitor)).statusCode).toBe(404);
    });
  });
});
