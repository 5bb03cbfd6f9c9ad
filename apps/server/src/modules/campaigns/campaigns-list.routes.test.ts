import {
  type CampaignContent,
  type CampaignDetail,
  type CampaignPermission,
  type CampaignSummary,
  ErrorCode,
  type RichList,
} from '@ia/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { insertContent } from '../content/content.fixtures';
import type { ContentRow } from '../content/content.table';
import { finishContent, insertCampaign, insertCampaignContent, insertSection } from './campaigns.fixtures';
import {
  type CampaignContentRow,
  type CampaignRow,
  type CampaignSectionRow,
  campaignParticipants,
} from './campaigns.table';
import { mobileApi, seedCampaignsWorld } from './campaigns-mobile.fixtures';

describe('campaigns (mobile API)', () => {
  let t: TestApp;
  let zhang: SignedIn, li: SignedIn, wang: SignedIn, grouped: SignedIn, staff: SignedIn;
  let hcpCourse: ContentRow;
  let main: CampaignRow, upcoming: CampaignRow, ended: CampaignRow, certifiedOnly: CampaignRow;
  let groupsOnly: CampaignRow, draft: CampaignRow, deleted: CampaignRow, expired: CampaignRow;
  let plain: CampaignRow;
  let s1: CampaignSectionRow, s1Child: CampaignSectionRow;
  let itemHcp: CampaignContentRow;
  const { api, data, campaignRow, join, saveSignUpForm, signUpForm, submitForm } = mobileApi(() => t);

  beforeAll(async () => {
    t = await buildTestApp();
    ({
      zhang,
      li,
      wang,
      grouped,
      staff,
      hcpCourse,
      main,
      upcoming,
      ended,
      certifiedOnly,
      groupsOnly,
      draft,
      deleted,
      expired,
      plain,
      s1,
      s1Child,
      itemHcp,
    } = await seedCampaignsWorld(t));
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

    it('finds campaigns by every term of a keyword in the title or summary (issue 16)', async () => {
      const titles = async (keyword: string) =>
        (
          await data<{ total: number; data: CampaignSummary[] }>(
            'GET',
            `/campain/campain?pageSize=20&keyword=${encodeURIComponent(keyword)}`,
            li.headers,
          )
        ).data.map((item) => item.title);
      expect(await titles('挑战')).toEqual(['春季学习挑战赛']);
      expect(await titles('专享')).toEqual(['认证专享', '分组专享']);
      expect(await titles('分组 专享')).toEqual(['分组专享']);
      expect(await titles('草稿')).toEqual([]);
      expect(await titles('_')).toEqual([]);
      const bad = await api('GET', `/campain/campain?keyword=${'长'.repeat(51)}`, li.headers);
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

    it('ranks by points, who reached a tied score first ranking higher (issue 16), masking others’ names', async () => {
      const list = await data<RichList>('GET', `/campain/rich-list/${race.id}`, zhang.headers);
      expect(list.total).toBe(3);
      expect(list.data).toEqual([
        { rank: 1, name: '张伟明', avatar: null, hospital: '复旦大学附属华山医院', points: 15, me: true },
        { rank: 2, name: '李*', avatar: null, hospital: null, points: 15, me: false },
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
      expect(second.me).toMatchObject({ rank: 2, name: '李静' });
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
});
