import {
  CERTIFICATE_NUMBER_PATTERN,
  type CertificateDetail,
  type CertificateProgramItem,
  type CertificateSummary,
  type CertificateVerification,
  ErrorCode,
  type MedalDetail,
  type Page,
} from '@ia/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { signIn } from '../../test/sign-in';
import { finishContent } from '../campaigns/campaigns.fixtures';
import { meetingAttendance } from '../meetings/meetings.table';
import { achievementsApi, seedAchievements } from './achievements.fixtures';
import { userCertificates } from './achievements.table';

describe('medals and certificates', () => {
  let t: TestApp;
  const medalIds: Record<string, number> = {};
  let courseId = 0;
  let meetingIds: number[] = [];
  let seriesProgramId = 0;
  let meetingsProgramId = 0;
  const { call, data, admin, messagesOf } = achievementsApi(() => t, medalIds);

  beforeAll(async () => {
    t = await buildTestApp({ config: { PUBLIC_URL: 'https://academy.example.com' } });
    ({ courseId, meetingIds, seriesProgramId, meetingsProgramId } = await seedAchievements(t, medalIds));
  });
  afterAll(() => t.close());

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
});
