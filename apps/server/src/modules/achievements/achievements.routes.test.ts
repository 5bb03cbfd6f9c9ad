import {
  CERTIFICATE_NUMBER_PATTERN,
  type CertificateDetail,
  type CertificateProgramItem,
  type CertificateSummary,
  type CertificateVerification,
  ErrorCode,
  type Medal,
  type MedalDetail,
  type MedalWall,
  type Page,
} from '@ia/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { finishContent, insertCampaign } from '../campaigns/campaigns.fixtures';
import { insertContent, insertLesson } from '../content/content.fixtures';
import { learnLogs } from '../learning/learning.table';
import { insertMeeting } from '../meetings/meetings.fixtures';
import { meetingAttendance } from '../meetings/meetings.table';
import { messages } from '../messages/messages.table';
import { memberSignIns, pointsLedger } from '../points/points.table';
import { type SignedIn, signIn } from '../social/social.fixtures';
import {
  achievementEvents,
  certificatePrograms,
  medals,
  userCertificates,
  userMedals,
} from './achievements.table';

const DAY = 86_400_000;
const PASSWORD = 'Correct-Horse-42';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

describe('medals and certificates', () => {
  let t: TestApp;
  const medalIds: Record<string, number> = {};
  let seriesProgramId = 0;
  let meetingsProgramId = 0;
  let courseId = 0;
  let meetingIds: number[] = [];
  let campaignId = 0;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ config: { PUBLIC_URL: 'https://academy.example.com' } });
    const db = t.database.db;
    const now = t.clock.now();
    const campaign = await insertCampaign(db, { endAt: new Date(now.getTime() + DAY) });
    campaignId = campaign.id;
    const rows = await db
      .insert(medals)
      .values([
        { name: '病例新秀', criterion: 'cases_read', threshold: 1, status: 1, sort: 1 },
        { name: '学习达人', criterion: 'learning_minutes', threshold: 600, status: 1, sort: 2 },
        { name: '连续签到 7 天', criterion: 'streak_days', threshold: 7, status: 1, sort: 3 },
        { name: '参会达人', criterion: 'meetings_attended', threshold: 2, status: 1, sort: 4 },
        { name: '活动之星', criterion: 'campaign_rank', threshold: 3, campaignId, status: 1, sort: 5 },
        { name: '草稿勋章', criterion: 'cases_read', threshold: 1, status: 0, sort: 6 },
      ])
      .returning();
    for (const row of rows) medalIds[row.name] = row.id;

    const course = await insertContent(db, { contentType: 2, durationSeconds: 20, title: '对比剂安全入门' });
    courseId = course.id;
    const lesson = await insertLesson(db, [course.id], { title: '影像学院入门' });
    const meetingA = await insertMeeting(db, now, { startsInMs: -3 * DAY });
    const meetingB = await insertMeeting(db, now, { startsInMs: -2 * DAY });
    meetingIds = [meetingA.id, meetingB.id];
    const programs = await db
      .insert(certificatePrograms)
      .values([
        { name: '影像学院入门证书', kind: 'series', lessonId: lesson.id, status: 1 },
        { name: '学术会议参会证书', kind: 'meetings', meetingIds, minMeetingMinutes: 1, status: 1 },
      ])
      .returning();
    seriesProgramId = programs[0]?.id ?? 0;
    meetingsProgramId = programs[1]?.id ?? 0;

    for (const [username, role] of [
      ['editor', 'content_editor'],
      ['admin', 'administrator'],
      ['reviewer', 'reviewer'],
    ] as const) {
      await t.services.adminAuth.createOperator({ username, password: PASSWORD, role });
    }
  });
  afterAll(() => t.close());

  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: SignedIn | null,
    payload?: object,
  ): Promise<Envelope<T>> => {
    const response = await t.app.inject({
      method,
      url: `/api/platform${url}`,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
    return response.json() as Envelope<T>;
  };
  const data = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: object) => {
    const body = await call<T>(method, url, who, payload);
    expect(body, `${method} ${url}: ${body.msg}`).toMatchObject({ code: 1000 });
    return body.data;
  };
  // Signs in at each call: the tests move the clock past a console session's lifetime.
  const signInOperator = async (username: string) => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username, password: PASSWORD },
    });
    return `ia_admin=${login.cookies.find((c) => c.name === 'ia_admin')?.value}`;
  };
  const admin = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    operator: string,
    payload?: object,
  ) => {
    cookies[operator] = await signInOperator(operator);
    const response = await t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie: cookies[operator] ?? '' },
      ...(payload ? { payload } : {}),
    });
    return response.json() as Envelope<T>;
  };
  const messagesOf = async (userId: number, category: string) => {
    const [row] = await t.database.db
      .select({ total: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.category, category)));
    return row?.total ?? 0;
  };
  const readCase = (userId: number, contentId: number) =>
    t.database.db
      .insert(learnLogs)
      .values({ userId, contentId, type: 2, actionType: 'VIEW', createdAt: t.clock.now() });
  const medalOf = (wall: MedalWall, name: string) => {
    const medal = wall.data.find((row) => row.id === medalIds[name]);
    if (!medal) throw new Error(`medal ${name} missing from the wall`);
    return medal;
  };

  describe('access', () => {
    it('needs a consented member for medals and certificates, and nobody for verification', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/platform/medal/get' })).statusCode).toBe(401);
      const registered = await signIn(t, 'registered');
      expect((await call('GET', '/medal/get', registered)).code).toBe(ErrorCode.CONSENT_REQUIRED);
      expect((await call('GET', '/certificate/get', registered)).code).toBe(ErrorCode.CONSENT_REQUIRED);
      const verdict = await call<CertificateVerification>(
        'GET',
        '/certificate/verify/IA-2026-0000-0000-0000-0000',
        null,
      );
      expect(verdict).toMatchObject({ code: 1000, data: { verdict: 'unknown', holder_name: null } });
    });

    it('refuses bad input with a clear error, never a 500', async () => {
      const member = await signIn(t, 'certified');
      const bad = await call('PUT', '/medal/draw-medal', member, { id: 'abc' });
      expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect((await call('GET', '/medal/get/0', member)).code).toBe(ErrorCode.VALIDATION_FAILED);
      expect((await call('POST', '/medalcertificatelog', member, { type: 'trophy', id: 1 })).code).toBe(
        ErrorCode.VALIDATION_FAILED,
      );
    });
  });

  describe('medals', () => {
    it('shows every published medal locked with its progress, never a draft', async () => {
      const member = await signIn(t, 'certified');
      await t.database.db.insert(learnLogs).values({
        userId: member.userId,
        contentId: courseId,
        type: 1,
        actionType: 'LEARN',
        totalSeconds: 1800,
      });
      const wall = await data<MedalWall>('GET', '/medal/get', member);
      expect(wall.total).toBe(5);
      expect(wall.earned).toBe(0);
      expect(wall.data.map((medal) => medal.id)).not.toContain(medalIds.草稿勋章);
      expect(medalOf(wall, '学习达人')).toMatchObject({
        state: 'locked',
        progress: { value: 30, threshold: 600, percent: 5 },
      });
      expect(medalOf(wall, '活动之星')).toMatchObject({ state: 'locked', progress: { value: null } });
      expect((await call('GET', `/medal/get/${medalIds.草稿勋章}`, member)).code).toBe(ErrorCode.NOT_FOUND);
    });

    it('refuses to claim a medal not earned, saying what is missing', async () => {
      const member = await signIn(t, 'certified');
      const refused = await call('PUT', '/medal/draw-medal', member, { id: medalIds.病例新秀 });
      expect(refused.code).toBe(ErrorCode.CONFLICT);
      expect(refused.msg).toContain('尚未获得「病例新秀」');
    });

    it('earns on demand once (one message), claims, and claiming again changes nothing', async () => {
      const member = await signIn(t, 'certified');
      await readCase(member.userId, courseId);
      const [first, second] = await Promise.all([
        data<MedalWall>('GET', '/medal/get', member),
        data<MedalWall>('GET', '/medal/get', member),
      ]);
      for (const wall of [first, second]) expect(medalOf(wall, '病例新秀').state).toBe('claimable');
      expect(first.claimable).toBe(1);
      expect(await messagesOf(member.userId, 'medal')).toBe(1);

      const claimed = await data<Medal>('PUT', '/medal/draw-medal', member, { id: medalIds.病例新秀 });
      expect(claimed).toMatchObject({ state: 'claimed', progress: { percent: 100 } });
      t.clock.advance(60_000);
      const again = await data<Medal>('PUT', '/medal/draw-medal', member, { id: medalIds.病例新秀 });
      expect(again.claimed_at).toBe(claimed.claimed_at);
      const detail = await data<MedalDetail>('GET', `/medal/get/${medalIds.病例新秀}`, member);
      expect(detail).toMatchObject({ state: 'claimed', holder_count: 1 });
      expect(detail.earned_at).not.toBeNull();
      expect(await messagesOf(member.userId, 'medal')).toBe(1);
    });

    it('counts the longest run of consecutive sign-in days', async () => {
      const member = await signIn(t, 'certified');
      const days = ['2026-05-01', '2026-05-02', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07'];
      await t.database.db.insert(memberSignIns).values(days.map((day) => ({ userId: member.userId, day })));
      let wall = await data<MedalWall>('GET', '/medal/get', member);
      expect(medalOf(wall, '连续签到 7 天')).toMatchObject({ state: 'locked', progress: { value: 4 } });
      const more = ['2026-05-08', '2026-05-09', '2026-05-10'];
      await t.database.db.insert(memberSignIns).values(more.map((day) => ({ userId: member.userId, day })));
      wall = await data<MedalWall>('GET', '/medal/get', member);
      expect(medalOf(wall, '连续签到 7 天')).toMatchObject({ state: 'claimable', progress: { value: 7 } });
    });

    it('counts meetings watched for at least a minute', async () => {
      const member = await signIn(t, 'certified');
      const [a, b] = meetingIds as [number, number];
      await t.database.db.insert(meetingAttendance).values([
        { meetingId: a, userId: member.userId, playbackSeconds: 90 },
        { meetingId: b, userId: member.userId, liveSeconds: 30, playbackSeconds: 20 },
      ]);
      let wall = await data<MedalWall>('GET', '/medal/get', member);
      expect(medalOf(wall, '参会达人')).toMatchObject({ state: 'locked', progress: { value: 1 } });
      await t.database.db
        .update(meetingAttendance)
        .set({ liveSeconds: 45 })
        .where(and(eq(meetingAttendance.meetingId, b), eq(meetingAttendance.userId, member.userId)));
      wall = await data<MedalWall>('GET', '/medal/get', member);
      expect(medalOf(wall, '参会达人').state).toBe('claimable');
    });

    it('stars the top 3 of a campaign only once it has ended, ties sharing a rank', async () => {
      const members = await Promise.all([1, 2, 3, 4, 5].map(() => signIn(t, 'certified')));
      const points = [50, 40, 40, 30, 10];
      await t.database.db.insert(pointsLedger).values(
        members.map((member, index) => ({
          userId: member.userId,
          points: points[index] ?? 0,
          reason: '活动',
          sourceKey: `campaign:${campaignId}:test`,
          campaignId,
        })),
      );
      const star = async (member: SignedIn) =>
        medalOf(await data<MedalWall>('GET', '/medal/get', member), '活动之星');
      expect((await star(members[0] as SignedIn)).state).toBe('locked');
      t.clock.advance(2 * DAY);
      const states = [];
      for (const member of members) states.push(await star(member));
      expect(states.map((medal) => medal.state)).toEqual([
        'claimable',
        'claimable',
        'claimable',
        'locked',
        'locked',
      ]);
      expect(states.map((medal) => medal.progress.value)).toEqual([1, 2, 2, 4, 5]);
    });

    it('earns in the job too, so the message arrives without opening the wall', async () => {
      const member = await signIn(t, 'certified');
      await readCase(member.userId, courseId);
      await t.services.jobs.runAll();
      const [held] = await t.database.db
        .select()
        .from(userMedals)
        .where(and(eq(userMedals.userId, member.userId), eq(userMedals.medalId, medalIds.病例新秀 ?? 0)));
      expect(held?.claimedAt).toBeNull();
      expect(await messagesOf(member.userId, 'medal')).toBe(1);
      await t.services.jobs.runAll();
      await data<MedalWall>('GET', '/medal/get', member);
      expect(await messagesOf(member.userId, 'medal')).toBe(1);
    });
  });

  describe('certificates', () => {
    it('issues exactly one certificate under concurrent calls, with one message', async () => {
      const member = await signIn(t, 'certified', '张伟明');
      let list = await data<Page<CertificateProgramItem>>('GET', '/certificate/get', member);
      expect(list.data.find((item) => item.program_id === seriesProgramId)).toMatchObject({
        done: 0,
        total: 1,
        certificate: null,
      });
      await finishContent(t.database.db, member.userId, courseId, t.clock.now());
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          data<Page<CertificateProgramItem>>('GET', '/certificate/get', member),
        ),
      );
      const numbers = new Set(
        answers.map(
          (page) => page.data.find((item) => item.program_id === seriesProgramId)?.certificate?.number,
        ),
      );
      expect(numbers.size).toBe(1);
      const [rows] = await t.database.db
        .select({ total: count() })
        .from(userCertificates)
        .where(eq(userCertificates.userId, member.userId));
      expect(rows?.total).toBe(1);
      expect(await messagesOf(member.userId, 'certificate')).toBe(1);
      list = await data<Page<CertificateProgramItem>>('GET', '/certificate/get', member);
      const item = list.data[0];
      expect(item).toMatchObject({ program_id: seriesProgramId, done: 1, total: 1 });
      expect(item?.certificate).toMatchObject({
        holder_name: '张伟明',
        program_name: '影像学院入门证书',
        state: 'issued',
      });
      expect(item?.certificate?.number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    });

    it('issues the meetings certificate when every listed meeting was watched', async () => {
      const member = await signIn(t, 'certified', '李静');
      await t.database.db.insert(meetingAttendance).values(
        meetingIds.map((meetingId) => ({
          meetingId,
          userId: member.userId,
          playbackSeconds: 61,
          lastSeenAt: t.clock.now(),
        })),
      );
      await t.services.jobs.runAll();
      const list = await data<Page<CertificateProgramItem>>('GET', '/certificate/get', member);
      expect(list.data.find((item) => item.program_id === meetingsProgramId)?.certificate).toMatchObject({
        holder_name: '李静',
      });
      expect(await messagesOf(member.userId, 'certificate')).toBe(1);
    });

    it('shows the certificate image with the holder, number and a QR code to the public page', async () => {
      const member = await signIn(t, 'certified', '王小红');
      await finishContent(t.database.db, member.userId, courseId, t.clock.now());
      const list = await data<Page<CertificateProgramItem>>('GET', '/certificate/get', member);
      const id = list.data[0]?.certificate?.id ?? 0;
      const detail = await data<CertificateDetail>('GET', `/certificate/get/${id}`, member);
      expect(detail.verify_url).toBe(`https://academy.example.com/h5/verify/${detail.number}`);
      expect(detail.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
      const svg = Buffer.from(detail.image.split(',')[1] ?? '', 'base64').toString('utf8');
      expect(svg).toContain('王小红');
      expect(svg).toContain(detail.number);
      expect(svg).toContain('影像学院入门证书');
      expect(svg).toMatch(/<path[^>]+d="M/);

      const stranger = await signIn(t, 'certified');
      expect((await call('GET', `/certificate/get/${id}`, stranger)).code).toBe(ErrorCode.NOT_FOUND);
      expect((await call('PUT', '/certificate/draw-certificate', stranger, { id })).code).toBe(
        ErrorCode.NOT_FOUND,
      );

      const claimed = await data<CertificateSummary>('PUT', '/certificate/draw-certificate', member, { id });
      expect(claimed.state).toBe('claimed');
      t.clock.advance(1000);
      const again = await data<CertificateSummary>('PUT', '/certificate/draw-certificate', member, { id });
      expect(again.claimed_at).toBe(claimed.claimed_at);

      const verdict = await call<CertificateVerification>(
        'GET',
        `/certificate/verify/${detail.number}`,
        null,
      );
      expect(verdict.data).toMatchObject({
        verdict: 'genuine',
        holder_name: '王*红',
        program_name: '影像学院入门证书',
        issuer: '影像学院',
      });
      const lower = await call<CertificateVerification>(
        'GET',
        `/certificate/verify/${detail.number.toLowerCase()}`,
        null,
      );
      expect(lower.data.verdict).toBe('genuine');
    });

    it('revokes with a reason (administrators only); verification then says so and the holder is told', async () => {
      const member = await signIn(t, 'certified', '赵敏');
      await finishContent(t.database.db, member.userId, courseId, t.clock.now());
      const list = await data<Page<CertificateProgramItem>>('GET', '/certificate/get', member);
      const certificate = list.data[0]?.certificate;
      if (!certificate) throw new Error('no certificate issued');

      const editor = await admin('POST', `/achievements/certificates/${certificate.id}/revoke`, 'editor', {
        reason: '学习记录异常',
      });
      expect(editor.code).toBe(ErrorCode.FORBIDDEN);
      const missingReason = await admin(
        'POST',
        `/achievements/certificates/${certificate.id}/revoke`,
        'admin',
        {
          reason: ' ',
        },
      );
      expect(missingReason.code).toBe(ErrorCode.VALIDATION_FAILED);
      const revoked = await admin<{ state: string; revoke_reason: string }>(
        'POST',
        `/achievements/certificates/${certificate.id}/revoke`,
        'admin',
        { reason: '学习记录异常' },
      );
      expect(revoked.data).toMatchObject({ state: 'revoked', revoke_reason: '学习记录异常' });
      const twice = await admin('POST', `/achievements/certificates/${certificate.id}/revoke`, 'admin', {
        reason: '再次撤销',
      });
      expect(twice.code).toBe(ErrorCode.CONFLICT);

      const verdict = await call<CertificateVerification>(
        'GET',
        `/certificate/verify/${certificate.number}`,
        null,
      );
      expect(verdict.data).toMatchObject({ verdict: 'revoked', holder_name: '赵*' });
      expect(verdict.data.revoked_at).not.toBeNull();
      expect(await messagesOf(member.userId, 'certificate')).toBe(2);
      const claim = await call('PUT', '/certificate/draw-certificate', member, { id: certificate.id });
      expect(claim.code).toBe(ErrorCode.CONFLICT);
      const share = await call('POST', '/medalcertificateback', member, {
        type: 'certificate',
        id: certificate.id,
        channel: 'timeline',
      });
      expect(share.code).toBe(ErrorCode.CONFLICT);
    });

    it('says unknown for a number that was never issued', async () => {
      for (const number of ['IA-2026-ABCD-EFGH-JKMN-PQRS', 'not-a-number', "1' or '1'='1"]) {
        const verdict = await call<CertificateVerification>(
          'GET',
          `/certificate/verify/${encodeURIComponent(number)}`,
          null,
        );
        expect(verdict).toMatchObject({ code: 1000, data: { verdict: 'unknown', program_name: null } });
      }
    });
  });

  describe('views and shares', () => {
    it('records views of any published medal, and shares only of medals held', async () => {
      const member = await signIn(t, 'certified');
      const locked = medalIds.学习达人 ?? 0;
      expect(await data('POST', '/medalcertificatelog', member, { type: 'medal', id: locked })).toEqual({
        recorded: true,
      });
      const refused = await call('POST', '/medalcertificateback', member, { type: 'medal', id: locked });
      expect(refused.code).toBe(ErrorCode.CONFLICT);
      await readCase(member.userId, courseId);
      await data('GET', '/medal/get', member);
      await data('POST', '/medalcertificateback', member, {
        type: 'medal',
        id: medalIds.病例新秀,
        channel: 'save',
      });
      const events = await t.database.db
        .select()
        .from(achievementEvents)
        .where(eq(achievementEvents.userId, member.userId));
      expect(events.map((event) => [event.kind, event.action, event.channel])).toEqual([
        ['medal', 'view', null],
        ['medal', 'share', 'save'],
      ]);
      const other = await call('POST', '/medalcertificatelog', member, { type: 'certificate', id: 999_999 });
      expect(other.code).toBe(ErrorCode.NOT_FOUND);
    });
  });

  describe('console', () => {
    it('creates, edits and publishes medals; checks the campaign of a rank medal', async () => {
      const noCampaign = await admin('POST', '/achievements/medals', 'editor', {
        name: '排名勋章',
        criterion: 'campaign_rank',
        threshold: 3,
      });
      expect(noCampaign.code).toBe(ErrorCode.VALIDATION_FAILED);
      const unknownCampaign = await admin('POST', '/achievements/medals', 'editor', {
        name: '排名勋章',
        criterion: 'campaign_rank',
        threshold: 3,
        campaign_id: 999_999,
      });
      expect(unknownCampaign).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '所选活动不存在' });
      const created = await admin<{ id: number; status: string; updated_at: string }>(
        'POST',
        '/achievements/medals',
        'editor',
        {
          name: '学习新星',
          criterion: 'learning_minutes',
          threshold: 60,
          artwork_url: '/media/demo/medals/sign-in-7.svg',
        },
      );
      expect(created.data).toMatchObject({ status: 'draft' });
      const member = await signIn(t, 'certified');
      expect((await call('GET', `/medal/get/${created.data.id}`, member)).code).toBe(ErrorCode.NOT_FOUND);
      const published = await admin<{ status: string; updated_at: string }>(
        'POST',
        `/achievements/medals/${created.data.id}/publish`,
        'editor',
        { published: true, updated_at: created.data.updated_at },
      );
      expect(published.data.status).toBe('published');
      const stale = await admin('PUT', `/achievements/medals/${created.data.id}`, 'editor', {
        name: '学习新星',
        criterion: 'learning_minutes',
        threshold: 90,
        updated_at: created.data.updated_at,
      });
      expect(stale.code).toBe(ErrorCode.CONFLICT);
      expect((await data<MedalDetail>('GET', `/medal/get/${created.data.id}`, member)).threshold).toBe(60);
      expect((await admin('GET', '/achievements/medals', 'reviewer')).code).toBe(ErrorCode.FORBIDDEN);
    });

    it('checks a programme names what exists, and lists issued certificates by keyword', async () => {
      const noLesson = await admin('POST', '/achievements/programs', 'editor', {
        name: '新证书',
        kind: 'series',
        lesson_id: 999_999,
      });
      expect(noLesson).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '所选系列课程不存在' });
      const noMeetings = await admin('POST', '/achievements/programs', 'editor', {
        name: '新证书',
        kind: 'meetings',
      });
      expect(noMeetings.code).toBe(ErrorCode.VALIDATION_FAILED);
      const created = await admin<{ status: string; meeting_ids: number[] }>(
        'POST',
        '/achievements/programs',
        'editor',
        {
          name: '会议证书二',
          kind: 'meetings',
          meeting_ids: meetingIds,
        },
      );
      expect(created.data).toMatchObject({ status: 'draft', meeting_ids: meetingIds });
      const list = await admin<Page<{ holder_name: string }>>(
        'GET',
        `/achievements/certificates?keyword=${encodeURIComponent('张伟明')}`,
        'editor',
      );
      expect(list.data.total).toBe(1);
      expect(list.data.data[0]?.holder_name).toBe('张伟明');
    });
  });

  it('signs the sandbox users in as test fixtures expect', async () => {
    // Guards the fixture: a consented member without certification may use medals too.
    const consented = await sandboxLogin(t.app, 'consented');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/platform/medal/get',
      headers: consented.headers,
    });
    expect(response.json()).toMatchObject({ code: 1000 });
  });
});
