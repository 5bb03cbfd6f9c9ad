import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { WechatIdentity } from '@ia/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import {
  certificationSubmissions,
  comments,
  consentRecords,
  contentForms,
  formAnswers,
  formQuestions,
  formSubmissions,
  learningProgress,
  learnLogs,
  meetingAttendance,
  meetingSubscriptions,
  monitorEvents,
  outboxMessages,
  pointsLedger,
  questions,
  uploads,
  userCertificates,
  verificationCodes,
  wecomContacts,
} from '../../db/schema';
import { createTestDatabase, type TestApp, TestClock } from '../../test/helper';
import { updateUser } from '../../test/users';
import { insertContent } from '../content/content.fixtures';
import { insertMeeting } from '../meetings/meetings.fixtures';
import { appCall } from '../messages/console-session.fixtures';
import { injectFetch } from '../wechat/inject-fetch';

// Test fixtures of the privacy API tests: an app whose WeChat login runs in-process (so a member can
// sign in again with the same openid), a member with a record of every kind, and a scan of every table.

const HOST = 'ia.test';

/** A test app with WeChat routed to its own sandbox and uploads in a temporary folder. */
export async function buildPrivacyTestApp(): Promise<TestApp & { uploadDir: string }> {
  const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ia-privacy-'));
  const config = testConfig({ UPLOAD_DIR: uploadDir });
  const clock = new TestClock();
  const database = await createTestDatabase();
  await prepareDatabase(database, config, { seedDemo: false });
  let built: TestApp['app'] | undefined;
  const fetch = injectFetch(() => {
    if (!built) throw new Error('the app is not built yet');
    return built;
  });
  const app = await buildApp({ config, database, now: clock.now, fetch });
  built = app;
  await app.ready();
  return {
    app,
    database,
    services: app.services,
    clock,
    config,
    uploadDir,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** The whole WeChat login (wechat/auth → the sandbox's authorize → /api/oauth) with this openid. */
export async function wechatLogin(t: TestApp, openid: string, unionid: string): Promise<WechatIdentity> {
  const started = await t.app.inject({
    url: '/api/platform/wechat/auth',
    query: { website_url: `http://${HOST}/h5/` },
    headers: { host: HOST },
  });
  expect(started.statusCode, started.body).toBe(302);
  const authorize = new URL(String(started.headers.location), `http://${HOST}`);
  const state = authorize.searchParams.get('state') ?? '';
  const binding = started.cookies.find((c) => c.name === 'ia_oauth_binding')?.value ?? '';
  authorize.hash = '';
  authorize.searchParams.set('sandbox_openid', openid);
  authorize.searchParams.set('sandbox_unionid', unionid);
  const back = await t.app.inject({ url: `${authorize.pathname}${authorize.search}` });
  expect(back.statusCode, back.body).toBe(302);
  const code = new URL(String(back.headers.location)).searchParams.get('code') ?? '';
  const answer = await t.app.inject({
    url: '/api/oauth',
    query: { code, state },
    headers: { cookie: `ia_oauth_binding=${binding}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: WechatIdentity }).data;
}

export interface RichMember {
  userId: number;
  headers: { authorization: string };
  /** Every value that identifies the member. */
  identifiers: { name: string; mobile: string; email: string; openid: string; unionid: string };
  storageKey: string;
  reportReference: string;
}

/**
 * A certified doctor with a profile, consents, learning, a meeting, comments, a question, points,
 * a certificate, a certification with its photo, a drug-safety report (through the API, naming
 * them as reporter), analytics events, codes and a WeCom contact.
 */
export async function seedRichMember(t: TestApp & { uploadDir: string }, tag: string): Promise<RichMember> {
  const mobile = `139${String(Math.abs(hashCode(tag)) % 100_000_000).padStart(8, '0')}`;
  const identifiers = {
    name: `注销测试${tag}`,
    mobile,
    email: `cancel.${tag}@example.com`,
    openid: `o_privacy_${tag}`,
    unionid: `u_privacy_${tag}`,
  };
  const identity = await wechatLogin(t, identifiers.openid, identifiers.unionid);
  const viewer = await t.services.sessions.resolve(identity.token);
  if (!viewer) throw new Error('the login gave no session');
  const userId = viewer.user.id;
  const headers = { authorization: `Bearer ${identity.token}` };
  const now = t.clock.now();
  await updateUser(t, userId, {
    kind: 'member',
    registeredAt: now,
    consentedAt: now,
    certifiedAt: now,
    name: identifiers.name,
    mobile: identifiers.mobile,
    email: identifiers.email,
    nickname: `${identifiers.name}的微信`,
    hospitalName: '北京协和医院',
    department: 'radiology',
  });
  const db = t.database.db;
  await db.insert(consentRecords).values(
    ['privacy', 'terms', 'personal_info'].map((code) => ({
      userId,
      openid: identifiers.openid,
      documentCode: code,
      documentVersion: 1,
      commitHash: 'a'.repeat(64),
      action: 'grant',
      ip: '203.0.113.7',
      userAgent: `MicroMessenger ${identifiers.name}`,
    })),
  );
  const content = await insertContent(db, { title: '胸部 CT 入门' });
  await db.insert(learnLogs).values({
    userId,
    contentId: content.id,
    type: 1,
    actionType: 'LEARN',
    totalSeconds: 60,
    pageUrl: `https://ia.test/h5/course?id=${content.id}&openid=${identifiers.openid}`,
  });
  await db.insert(learningProgress).values({ userId, contentId: content.id, type: 1, totalSeconds: 60 });
  const meeting = await insertMeeting(db, now);
  await db.insert(meetingSubscriptions).values({ meetingId: meeting.id, userId });
  await db.insert(meetingAttendance).values({ meetingId: meeting.id, userId, liveSeconds: 120 });
  await db.insert(comments).values({
    contentId: content.id,
    type: 1,
    userId,
    content: `我是${identifiers.name}，电话 ${identifiers.mobile}`,
    status: 'published',
  });
  const [form] = await db
    .insert(contentForms)
    .values({ contentId: content.id, title: '课后反馈' })
    .returning();
  if (!form) throw new Error('no form');
  const [typed, choice] = await db
    .insert(formQuestions)
    .values([
      { formId: form.id, kind: 'textarea', label: '您的建议' },
      { formId: form.id, kind: 'select', label: '满意度', options: ['满意', '一般'] },
    ])
    .returning();
  const [submission] = await db
    .insert(formSubmissions)
    .values({ formId: form.id, contentId: content.id, userId })
    .returning();
  if (!typed || !choice || !submission) throw new Error('no form questions');
  await db.insert(formAnswers).values([
    { submissionId: submission.id, questionId: typed.id, userId, value: `请回电 ${identifiers.mobile}` },
    { submissionId: submission.id, questionId: choice.id, userId, value: '满意' },
  ]);
  await db.insert(questions).values({ userId, content: `请联系 ${identifiers.email}` });
  await db.insert(pointsLedger).values({ userId, points: 5, reason: '学习课程', sourceKey: `learn:${tag}` });
  await db.insert(userCertificates).values({
    number: `CERT${tag}`.slice(0, 32),
    userId,
    programId: 1,
    holderName: identifiers.name,
    programName: '影像基础',
    issuer: '影像学院',
    issuedAt: now,
  });
  const storageKey = `2026/06/${createHash('md5').update(tag).digest('hex')}.jpg`;
  await fs.mkdir(path.join(t.uploadDir, '2026/06'), { recursive: true });
  await fs.writeFile(path.join(t.uploadDir, storageKey), 'licence photo');
  // A WebP variant as the uploads feature names it (variants/<key without extension>.w<width>.webp).
  await fs.mkdir(path.join(t.uploadDir, 'variants/2026/06'), { recursive: true });
  await fs.writeFile(
    path.join(t.uploadDir, 'variants', storageKey.replace(/\.jpg$/, '.w320.webp')),
    'variant',
  );
  const [upload] = await db
    .insert(uploads)
    .values({
      storageKey,
      ownerUserId: userId,
      visibility: 'private',
      mime: 'image/jpeg',
      size: 13,
      sha256: 'b'.repeat(64),
      originalName: `${identifiers.name}-执业证.jpg`,
    })
    .returning();
  await db.insert(certificationSubmissions).values({
    userId,
    name: identifiers.name,
    hospitalName: '北京协和医院',
    department: 'radiology',
    title: 'attending',
    licenceNumber: '110101199001011234',
    photoIds: upload ? [upload.id] : [],
  });
  await db.insert(monitorEvents).values({
    receivedAt: now,
    day: '2026-06-01',
    userId,
    decision: 'registered',
    openid: identifiers.openid,
    unionid: identifiers.unionid,
    pageUrl: '/h5/course',
    pageParam: `openid=${identifiers.openid}`,
  });
  await db.insert(verificationCodes).values({
    channel: 'sms',
    target: identifiers.mobile,
    purpose: 'register',
    codeHash: 'c'.repeat(64),
    expiresAt: now,
  });
  await db.insert(outboxMessages).values({ channel: 'mail', to: identifiers.email, body: '您的验证码' });
  await db.insert(wecomContacts).values({
    externalUserId: `wm_${tag}`,
    wecomUserId: 'assistant',
    unionid: identifiers.unionid,
    eventAt: now,
    lastChangeType: 'add_external_contact',
  });
  const report = await appCall<{ reference: string }>(t, { headers }, 'POST', '/drug-safety/report', {
    reporter_name: identifiers.name,
    reporter_contact: identifiers.mobile,
    profession: 'physician',
    patient_initials: 'ZS',
    patient_age: 63,
    patient_sex: 'male',
    product_name: '碘克沙醇注射液',
    reaction: '注射后 10 分钟出现全身荨麻疹',
    seriousness: 'serious',
    outcome: 'recovering',
    sensitive_consent: true,
  });
  expect(report.code, report.msg).toBe(1000);
  return { userId, headers, identifiers, storageKey, reportReference: report.data.reference };
}

function hashCode(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/** Column types a personal value can sit in: text of any kind, JSON, and arrays of them. */
const SEARCHED_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED'];

/**
 * Every `table.column` of the database (whatever tables exist: none is listed by hand) that holds
 * one of `values`, or its SHA-256 (hex or base64url: how a hashed field would keep it).
 */
export async function columnsHolding(db: Database, values: readonly string[]): Promise<string[]> {
  const needles = values.flatMap((value) => [
    value,
    createHash('sha256').update(value).digest('hex'),
    createHash('sha256').update(value).digest('base64url'),
  ]);
  const columns = (
    (await db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in (${sql.join(
          SEARCHED_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )})
      order by c.table_name, c.column_name`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    }
  ).rows;
  expect(columns.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const patterns = needles.map((needle) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const hits = (
      (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike any (array[${sql.join(
          patterns.map((pattern) => sql`${pattern}`),
          sql`, `,
        )}]::text[])`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;
    if (hits) found.push(`${table}.${column}`);
  }
  return found;
}
