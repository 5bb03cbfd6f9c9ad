import fs from 'node:fs';
import path from 'node:path';
import {
  type AccountCancelled,
  type AdminAdverseEventDetail,
  type AdminAdverseEventItem,
  type AdminPrivacyRequest,
  CANCELLATION_CONFIRMATION,
  ErrorCode,
  type Page,
  type PersonalDataExport,
} from '@ia/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, consentRecords, formAnswers, privacyRequests, users } from '../../db/schema';
import type { TestApp } from '../../test/helper';
import { adminCall, appCall, consoleAs } from '../messages/console-session.fixtures';
import {
  buildPrivacyTestApp,
  columnsHolding,
  type RichMember,
  seedRichMember,
  wechatLogin,
} from './privacy.fixtures';

type PrivacyTestApp = TestApp & { uploadDir: string };

describe('privacy rights: the copy and the cancellation (mobile API)', () => {
  let t: PrivacyTestApp;
  let member: RichMember;

  beforeAll(async () => {
    t = await buildPrivacyTestApp();
    member = await seedRichMember(t, 'app1');
  });
  afterAll(() => t.close());

  it('gives the member a copy holding every kind of their records, and records the request as answered', async () => {
    const copy = await appCall<PersonalDataExport>(t, member, 'GET', '/privacy/export');
    expect(copy.code, copy.msg).toBe(1000);
    const data = copy.data;
    expect(data.profile).toMatchObject({
      id: member.userId,
      name: member.identifiers.name,
      mobile: member.identifiers.mobile,
      email: member.identifiers.email,
      hospital: '北京协和医院',
    });
    expect(data.wechat).toEqual([
      expect.objectContaining({ openid: member.identifiers.openid, unionid: member.identifiers.unionid }),
    ]);
    expect(data.consents.map((row) => row.document_code).sort()).toEqual([
      'personal_info',
      'privacy',
      'terms',
    ]);
    expect(data.certification).toEqual([expect.objectContaining({ name: member.identifiers.name })]);
    expect(data.learning).toEqual([expect.objectContaining({ title: '胸部 CT 入门', seconds: 60 })]);
    expect(data.meetings).toEqual([
      expect.objectContaining({
        title: '胸部影像新进展',
        live_seconds: 120,
        subscribed_at: expect.any(String),
      }),
    ]);
    expect(data.points).toEqual({
      total: 5,
      entries: [expect.objectContaining({ points: 5, reason: '学习课程' })],
    });
    expect(data.certificates).toEqual([expect.objectContaining({ holder_name: member.identifiers.name })]);
    expect(data.comments).toHaveLength(1);
    expect(data.questions).toHaveLength(1);
    expect(data.form_answers.map((row) => row.question).sort()).toEqual(['您的建议', '满意度']);
    expect(data.drug_safety_reports).toEqual([
      expect.objectContaining({ reference: member.reportReference, product_name: '碘克沙醇注射液' }),
    ]);

    const [request] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.userId, member.userId));
    expect(request).toMatchObject({ kind: 'copy', channel: 'app', status: 'completed' });
  });

  it('refuses a cancellation without the typed confirmation', async () => {
    const refused = await appCall(t, member, 'POST', '/privacy/cancel', { confirm: '好的' });
    expect(refused.code).toBe(ErrorCode.VALIDATION_FAILED);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(row?.name).toBe(member.identifiers.name);
  });

  it('cancels: no table keeps their identifiers, the drug-safety report survives de-identified, the token is refused, the same openid comes back a new visitor', async () => {
    const values = Object.values(member.identifiers);
    // The scan sees them before: it can fail.
    const before = await columnsHolding(t.database.db, values);
    expect(before).toEqual(
      expect.arrayContaining([
        'users.name',
        'users.mobile',
        'users.email',
        'wechat_identities.openid',
        'wechat_identities.unionid',
        'consent_records.openid',
        'sessions.openid',
        'comments.content',
        'form_answers.value',
        'user_certificates.holder_name',
        'certification_submissions.name',
        'monitor_events.openid',
        'monitor_events.page_param',
        'learn_logs.page_url',
        'wecom_contacts.unionid',
      ]),
    );

    const cancelled = await appCall<AccountCancelled>(t, member, 'POST', '/privacy/cancel', {
      confirm: CANCELLATION_CONFIRMATION,
    });
    expect(cancelled.code, cancelled.msg).toBe(1000);

    // Decision 028 keeps nothing that holds these values, in any table.
    expect(await columnsHolding(t.database.db, values)).toEqual([]);

    // The old token: refused on the very next request (the session cache was told).
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/platform/privacy/export',
      headers: member.headers,
    });
    expect(after.statusCode).toBe(401);

    // The drug-safety report stays, readable, without its reporter.
    const safety = await consoleAs(t, 'pharmacovigilance');
    const inbox = await adminCall<Page<AdminAdverseEventItem>>(t, safety, 'GET', '/drug-safety/reports');
    const item = inbox.data.data.find((row) => row.reference === member.reportReference);
    expect(item).toBeDefined();
    const detail = await adminCall<AdminAdverseEventDetail>(
      t,
      safety,
      'GET',
      `/drug-safety/reports/${item?.id}`,
    );
    expect(detail.data).toMatchObject({
      reporter_name: '',
      reporter_contact: '',
      patient_initials: 'ZS',
      reaction: '注射后 10 分钟出现全身荨麻疹',
      product_name: '碘克沙醇注射液',
    });

    // The consent ledger keeps its proof under the bare account id.
    const ledger = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, member.userId));
    expect(ledger).toHaveLength(3);
    expect(ledger.every((row) => row.commitHash === 'a'.repeat(64) && row.ip === null)).toBe(true);

    // A form's choice stays counted; what they typed is gone.
    const answers = await t.database.db
      .select()
      .from(formAnswers)
      .where(eq(formAnswers.userId, member.userId));
    expect(answers.map((row) => row.value).sort()).toEqual(['', '满意']);

    // The licence photo's file is gone with its row.
    expect(fs.existsSync(path.join(t.uploadDir, member.storageKey))).toBe(false);
    expect(fs.readdirSync(path.join(t.uploadDir, 'variants/2026/06'))).toEqual([]);

    // The request record says it was done.
    const [request] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.kind, 'cancellation'));
    expect(request).toMatchObject({ userId: member.userId, channel: 'app', status: 'completed' });

    // The same WeChat account signs in as someone new: a fresh, unregistered user.
    const again = await wechatLogin(t, member.identifiers.openid, member.identifiers.unionid);
    const viewer = await t.services.sessions.resolve(again.token);
    expect(viewer?.user.id).not.toBe(member.userId);
    expect(viewer?.user).toMatchObject({ registeredAt: null, name: null, certifiedAt: null });
  });
});

describe('privacy requests in the console: the 15-working-day clock, hotline requests, roles', () => {
  let t: PrivacyTestApp;
  let admin: { cookie: string };
  let reviewer: { cookie: string };

  beforeAll(async () => {
    t = await buildPrivacyTestApp();
  });
  // Wednesday 2026-06-03, 10:00 China time; console sessions signed in at that time.
  beforeEach(async () => {
    t.clock.set('2026-06-03T02:00:00.000Z');
    admin = await consoleAs(t, 'administrator');
    reviewer = await consoleAs(t, 'reviewer');
  });
  afterAll(() => t.close());

  it('refuses the queue to content editors and pharmacovigilance officers (403, before the body is read)', async () => {
    for (const role of ['content_editor', 'pharmacovigilance'] as const) {
      const who = await consoleAs(t, role);
      expect((await adminCall(t, who, 'GET', '/privacy/requests')).code).toBe(ErrorCode.FORBIDDEN);
      expect((await adminCall(t, who, 'POST', '/privacy/requests', { nonsense: true })).code).toBe(
        ErrorCode.FORBIDDEN,
      );
      expect((await adminCall(t, who, 'GET', '/privacy/requests/1/copy')).code).toBe(ErrorCode.FORBIDDEN);
      expect((await adminCall(t, who, 'POST', '/privacy/requests/1/resolve', {})).code).toBe(
        ErrorCode.FORBIDDEN,
      );
    }
    expect((await adminCall(t, null, 'GET', '/privacy/requests')).code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('dates a hotline request 15 working days on, counts the days left and flags it overdue', async () => {
    const member = await seedRichMember(t, 'clock1');
    const created = await adminCall<AdminPrivacyRequest>(t, reviewer, 'POST', '/privacy/requests', {
      user_id: member.userId,
      kind: 'correction',
      note: '来电要求更正医院',
    });
    expect(created.code, created.msg).toBe(1000);
    // Received Wednesday 3 June: three weeks of weekdays later is Wednesday 24 June.
    expect(created.data).toMatchObject({
      channel: 'hotline',
      status: 'open',
      due_on: '2026-06-24',
      days_left: 15,
      overdue: false,
      entered_by: expect.any(String),
    });

    // Friday 19 June: 3 working days left (22, 23, 24), the weekend not counted.
    t.clock.set('2026-06-19T02:00:00.000Z');
    admin = await consoleAs(t, 'administrator');
    const friday = await adminCall<Page<AdminPrivacyRequest>>(
      t,
      admin,
      'GET',
      '/privacy/requests?status=open',
    );
    expect(friday.data.data.find((row) => row.id === created.data.id)).toMatchObject({
      days_left: 3,
      overdue: false,
    });

    // Thursday 25 June: one working day late.
    t.clock.set('2026-06-25T02:00:00.000Z');
    admin = await consoleAs(t, 'administrator');
    reviewer = await consoleAs(t, 'reviewer');
    const late = await adminCall<Page<AdminPrivacyRequest>>(t, admin, 'GET', '/privacy/requests?status=open');
    expect(late.data.data.find((row) => row.id === created.data.id)).toMatchObject({
      days_left: -1,
      overdue: true,
    });

    // Answered, it leaves the clock.
    const resolved = await adminCall<AdminPrivacyRequest>(
      t,
      reviewer,
      'POST',
      `/privacy/requests/${created.data.id}/resolve`,
      { outcome: 'completed', note: '已在用户管理中更正医院' },
    );
    expect(resolved.data).toMatchObject({ status: 'completed', days_left: null, overdue: false });
    const again = await adminCall(t, reviewer, 'POST', `/privacy/requests/${created.data.id}/resolve`, {
      outcome: 'rejected',
      note: '重复',
    });
    expect(again.code).toBe(ErrorCode.CONFLICT);
  });

  it('refuses a request for a member who does not exist', async () => {
    const answer = await adminCall(t, admin, 'POST', '/privacy/requests', { user_id: 999_999, kind: 'copy' });
    expect(answer.code).toBe(ErrorCode.NOT_FOUND);
    const bad = await adminCall(t, admin, 'POST', '/privacy/requests', { user_id: 'x', kind: 'copy' });
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('gives the operator the copy for a hotline copy request, audited', async () => {
    const member = await seedRichMember(t, 'copy1');
    const created = await adminCall<AdminPrivacyRequest>(t, admin, 'POST', '/privacy/requests', {
      user_id: member.userId,
      kind: 'copy',
    });
    const copy = await adminCall<PersonalDataExport>(
      t,
      admin,
      'GET',
      `/privacy/requests/${created.data.id}/copy`,
    );
    expect(copy.data.profile.name).toBe(member.identifiers.name);
    expect(copy.data.certificates).toHaveLength(1);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'privacy.copy_view', target: String(created.data.id) });
  });

  it('carries out a hotline cancellation from the console through the same code: sessions end, identifiers go, audited', async () => {
    const member = await seedRichMember(t, 'hotline1');
    // The member's session is cached before the cancellation.
    expect((await appCall(t, member, 'GET', '/privacy/export')).code).toBe(1000);
    const pendingCopy = await adminCall<AdminPrivacyRequest>(t, admin, 'POST', '/privacy/requests', {
      user_id: member.userId,
      kind: 'copy',
    });
    const created = await adminCall<AdminPrivacyRequest>(t, admin, 'POST', '/privacy/requests', {
      user_id: member.userId,
      kind: 'cancellation',
      note: '热线来电要求注销',
    });
    const done = await adminCall<AdminPrivacyRequest>(
      t,
      admin,
      'POST',
      `/privacy/requests/${created.data.id}/resolve`,
      {
        outcome: 'completed',
        note: '已核实身份并注销',
      },
    );
    expect(done.code, done.msg).toBe(1000);
    expect(done.data).toMatchObject({ status: 'completed', resolved_by: expect.any(String) });

    const next = await t.app.inject({
      method: 'GET',
      url: '/api/platform/privacy/export',
      headers: member.headers,
    });
    expect(next.statusCode).toBe(401);
    expect(await columnsHolding(t.database.db, Object.values(member.identifiers))).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.request_resolve'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ target: String(created.data.id), statusCode: 200 });

    // Their other open request is answered with it: nothing is left to serve.
    const [copyRequest] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, pendingCopy.data.id));
    expect(copyRequest).toMatchObject({
      status: 'completed',
      resolution: `账号已随请求 ${created.data.id} 注销`,
    });

    // A cancelled member cannot be the subject of a new request.
    const later = await adminCall(t, admin, 'POST', '/privacy/requests', {
      user_id: member.userId,
      kind: 'copy',
    });
    expect(later.code).toBe(ErrorCode.NOT_FOUND);
  });
});
