import {
  type CertificateVerification,
  ErrorCode,
  type Medal,
  type MedalDetail,
  type MedalWall,
} from '@ia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { learnLogs } from '../learning/learning.table';
import { meetingAttendance } from '../meetings/meetings.table';
import { memberSignIns, pointsLedger } from '../points/points.table';
import { achievementsApi, DAY, seedAchievements } from './achievements.fixtures';
import { achievementEvents, userMedals } from './achievements.table';

describe('medals and certificates', () => {
  let t: TestApp;
  const medalIds: Record<string, number> = {};
  let campaignId = 0;
  let courseId = 0;
  let meetingIds: number[] = [];
  const { call, data, messagesOf, readCase, medalOf } = achievementsApi(() => t, medalIds);

  beforeAll(async () => {
    t = await buildTestApp({ config: { PUBLIC_URL: 'https://academy.example.com' } });
    ({ campaignId, courseId, meetingIds } = await seedAchievements(t, medalIds));
  });
  afterAll(() => t.close());

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
    it('evaluates everyone active in one round together, and gives each only what they reached', async () => {
      const readers = [await signIn(t, 'certified'), await signIn(t, 'certified')];
      const idle = await signIn(t, 'certified');
      for (const reader of readers) await readCase(reader.userId, courseId);
      await t.database.db.insert(memberSignIns).values({ userId: idle.userId, day: '2026-01-01' });
      await t.services.jobs.runAll();
      const holders = await t.database.db
        .select({ userId: userMedals.userId })
        .from(userMedals)
        .where(eq(userMedals.medalId, medalIds.病例新秀 ?? 0));
      const holderIds = holders.map((row) => row.userId);
      for (const reader of readers) expect(holderIds).toContain(reader.userId);
      expect(holderIds).not.toContain(idle.userId);
      expect(await messagesOf(idle.userId, 'medal')).toBe(0);
      for (const reader of readers) expect(await messagesOf(reader.userId, 'medal')).toBe(1);
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
