import { type CampaignContent, type CampaignDetail, ErrorCode, type RichList } from '@ia/shared';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../test/helper';
import type { SignedIn } from '../../test/sign-in';
import { insertContent } from '../content/content.fixtures';
import type { ContentRow } from '../content/content.table';
import { pointsLedger } from '../points/points.table';
import { finishContent, insertCampaign, insertSection } from './campaigns.fixtures';
import {
  type CampaignContentRow,
  type CampaignRow,
  type CampaignSectionRow,
  campaignParticipants,
} from './campaigns.table';
import { HOUR, mobileApi, NOW, POSTER, seedCampaignsWorld } from './campaigns-mobile.fixtures';

describe('campaigns (mobile API)', () => {
  let t: TestApp;
  let zhang: SignedIn, li: SignedIn, wang: SignedIn;
  let course: ContentRow, hcpCourse: ContentRow, caseContent: ContentRow;
  let main: CampaignRow, upcoming: CampaignRow, draft: CampaignRow, deleted: CampaignRow, plain: CampaignRow;
  let s1: CampaignSectionRow, s1Child: CampaignSectionRow, s2: CampaignSectionRow;
  let itemCourse: CampaignContentRow, itemHcp: CampaignContentRow, itemCase: CampaignContentRow;
  const { api, data, ledger, campaignRow, join, saveSignUpForm, signUpForm, submitForm } = mobileApi(() => t);

  beforeAll(async () => {
    t = await buildTestApp();
    ({
      zhang,
      li,
      wang,
      course,
      hcpCourse,
      caseContent,
      main,
      upcoming,
      draft,
      deleted,
      plain,
      s1,
      s1Child,
      s2,
      itemCourse,
      itemHcp,
      itemCase,
    } = await seedCampaignsWorld(t));
  });
  afterAll(() => t.close());

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
