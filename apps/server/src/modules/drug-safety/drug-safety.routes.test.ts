import {
  type AdminAdverseEventDetail,
  type AdminAdverseEventItem,
  type AdverseEventReceipt,
  ErrorCode,
  type Page,
} from '@ia/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type SignedIn, signIn } from '../../test/sign-in';
import { auditLog } from '../admin-auth/admin-auth.table';
import { adminCall, appCall, consoleAs } from '../messages/console-session.fixtures';
import { adverseEventReports } from './drug-safety.table';

const DAY_MS = 86_400_000;

const report = (overrides: Record<string, unknown> = {}) => ({
  reporter_name: '王晓明',
  reporter_contact: '13812345678',
  profession: 'physician',
  patient_initials: 'zs',
  patient_age: 63,
  patient_sex: 'male',
  product_name: '碘克沙醇注射液',
  batch_number: 'B20260501',
  reaction: '注射后 10 分钟出现全身荨麻疹伴呼吸困难',
  onset_date: '2026-05-30',
  seriousness: 'serious',
  outcome: 'recovering',
  sensitive_consent: true,
  ...overrides,
});

describe('drug safety: reporting and the pharmacovigilance inbox', () => {
  let t: TestApp;
  let reporter: SignedIn;
  let safety: { cookie: string };
  let editor: { cookie: string };

  beforeAll(async () => {
    t = await buildTestApp();
    reporter = await signIn(t, 'consented');
    safety = await consoleAs(t, 'pharmacovigilance');
    editor = await consoleAs(t, 'content_editor');
  });
  beforeEach(() => t.clock.set('2026-06-01T02:00:00.000Z'));
  afterAll(() => t.close());

  const submit = (overrides: Record<string, unknown> = {}) =>
    appCall<AdverseEventReceipt>(t, reporter, 'POST', '/drug-safety/report', report(overrides));
  const rowOf = async (reference: string) => {
    const [row] = await t.database.db
      .select()
      .from(adverseEventReports)
      .where(eq(adverseEventReports.reference, reference));
    if (!row) throw new Error(`no report ${reference}`);
    return row;
  };

  it('needs a consented user', async () => {
    const registered = await signIn(t, 'registered');
    expect((await appCall(t, registered, 'POST', '/drug-safety/report', report())).code).toBe(
      ErrorCode.CONSENT_REQUIRED,
    );
    expect((await appCall(t, null, 'POST', '/drug-safety/report', report())).code).toBe(
      ErrorCode.UNAUTHENTICATED,
    );
  });

  it('refuses a report without the separate sensitive-data consent, and bad fields', async () => {
    const noConsent = await submit({ sensitive_consent: false });
    expect(noConsent.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(noConsent.msg).toContain('敏感个人信息');
    const missing = await submit({ sensitive_consent: undefined });
    expect(missing.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await submit({ seriousness: 'mild' })).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await submit({ reporter_contact: '123' })).msg).toContain('手机、电话或邮箱');
    expect((await submit({ patient_initials: '张三' })).code).toBe(ErrorCode.VALIDATION_FAILED);
    const future = await submit({ onset_date: '2026-06-03' });
    expect(future).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '发生日期不能晚于今天' });
    // A day the calendar does not have (it was stored as typed).
    const impossible = await submit({ onset_date: '2026-02-30' });
    expect(impossible).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('发生日期格式不正确'),
    });
  });

  it('stores the sensitive fields encrypted: the raw row holds none of the plaintext', async () => {
    const receipt = await submit();
    expect(receipt.code).toBe(1000);
    expect(receipt.data.reference).toMatch(/^AE-20260601-[0-9A-F]{8}$/);
    const row = await rowOf(receipt.data.reference);
    const raw = JSON.stringify(row);
    for (const secret of ['王晓明', '13812345678', '荨麻疹', 'recovering', '"ZS"']) {
      expect(raw).not.toContain(secret);
    }
    expect(row.sealed).toMatch(/^v2\.[\w-]+\./);
    // What the inbox sorts and lists by stays readable.
    expect(row).toMatchObject({ productName: '碘克沙醇注射液', seriousness: 'serious', status: 'new' });
  });

  it('sets the legal clock by seriousness, in China days from receipt', async () => {
    // 2026-06-01T17:30Z is already 2 June in China.
    t.clock.set('2026-06-01T17:30:00.000Z');
    const death = await rowOf((await submit({ seriousness: 'death', outcome: 'fatal' })).data.reference);
    const serious = await rowOf((await submit({ seriousness: 'serious' })).data.reference);
    const other = await rowOf((await submit({ seriousness: 'non_serious' })).data.reference);
    expect(death.dueOn).toBe('2026-06-02');
    expect(serious.dueOn).toBe('2026-06-17');
    expect(other.dueOn).toBe('2026-07-02');
  });

  it('keeps the inbox to pharmacovigilance officers and administrators', async () => {
    expect((await adminCall(t, editor, 'GET', '/drug-safety/reports')).code).toBe(ErrorCode.FORBIDDEN);
    expect((await adminCall(t, null, 'GET', '/drug-safety/reports')).code).toBe(ErrorCode.UNAUTHENTICATED);
    const list = await adminCall<Page<AdminAdverseEventItem>>(t, safety, 'GET', '/drug-safety/reports');
    expect(list.code).toBe(1000);
    expect(list.data.total).toBe(4);
    // Open reports soonest due first; no sensitive field in the list.
    expect(list.data.data[0]).toMatchObject({ seriousness: 'death', due_on: '2026-06-02', days_left: 1 });
    expect(JSON.stringify(list.data)).not.toContain('王晓明');
  });

  it('marks overdue reports once their due day has passed', async () => {
    t.clock.set(new Date(Date.parse('2026-06-01T02:00:00.000Z') + 2 * DAY_MS));
    safety = await consoleAs(t, 'pharmacovigilance'); // the console session of two days ago has expired
    const overdue = await adminCall<Page<AdminAdverseEventItem>>(
      t,
      safety,
      'GET',
      '/drug-safety/reports?overdue=1',
    );
    expect(overdue.data.data.map((item) => item.seriousness)).toEqual(['death']);
    expect(overdue.data.data[0]).toMatchObject({ overdue: true, days_left: -1 });
  });

  it('shows the decrypted detail and audits each view', async () => {
    const { reference } = (await submit({ reporter_name: '赵敏' })).data;
    const row = await rowOf(reference);
    const detail = await adminCall<AdminAdverseEventDetail>(
      t,
      safety,
      'GET',
      `/drug-safety/reports/${row.id}`,
    );
    expect(detail.data).toMatchObject({
      reference,
      reporter_name: '赵敏',
      reporter_contact: '13812345678',
      patient_initials: 'ZS',
      patient_age: 63,
      reaction: '注射后 10 分钟出现全身荨麻疹伴呼吸困难',
      outcome: 'recovering',
    });
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'drug_safety.view',
      target: String(row.id),
      operatorName: expect.any(String),
    });
    expect((await adminCall(t, safety, 'GET', '/drug-safety/reports/999999')).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('moves the status one step at a time: new → processing → submitted → closed', async () => {
    const row = await rowOf((await submit()).data.reference);
    const url = `/drug-safety/reports/${row.id}/status`;
    expect((await adminCall(t, safety, 'PUT', url, { status: 'submitted' })).code).toBe(ErrorCode.CONFLICT);
    expect((await adminCall(t, safety, 'PUT', url, { status: 'done' })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    const processing = await adminCall<AdminAdverseEventDetail>(t, safety, 'PUT', url, {
      status: 'processing',
      note: '已联系报告人补充信息',
    });
    expect(processing.data).toMatchObject({ status: 'processing', note: '已联系报告人补充信息' });
    const submitted = await adminCall<AdminAdverseEventDetail>(t, safety, 'PUT', url, {
      status: 'submitted',
    });
    expect(submitted.data).toMatchObject({
      status: 'submitted',
      submitted_at: expect.any(String),
      days_left: null,
      overdue: false,
    });
    const closed = await adminCall<AdminAdverseEventDetail>(t, safety, 'PUT', url, { status: 'closed' });
    expect(closed.data).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    expect((await adminCall(t, safety, 'PUT', url, { status: 'new' })).code).toBe(ErrorCode.CONFLICT);
  });
});
