import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminCertification, CertificationInfo, UploadedFile } from '@ia/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { accessDenial } from '../access/policy';
import { hospitals } from '../hospitals/hospitals.table';
import { messages } from '../messages/messages.table';
import { multipartPayload, tinyJpeg, tinyPng } from '../uploads/test-images';
import { users, wechatIdentities } from '../users/users.table';
import { certificationSubmissions } from './certification.table';

type Headers = { authorization: string };
const DEMO_PASSWORD = 'ImagingDemo#2024';
const HOUR_MS = 3_600_000;

describe('certification', () => {
  let t: TestApp;
  let uploadDir: string;
  let hospitalId = 0;
  const console: Record<'admin' | 'reviewer' | 'editor', { cookie: string }> = {
    admin: { cookie: '' },
    reviewer: { cookie: '' },
    editor: { cookie: '' },
  };

  const login = async (role: string) => {
    const session = await sandboxLogin(t.app, role);
    const [identity] = await t.database.db
      .select()
      .from(wechatIdentities)
      .where(eq(wechatIdentities.openid, session.openid));
    return { headers: session.headers, userId: identity?.userId ?? -1 };
  };
  const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  const uploadPhoto = async (headers: Headers, purpose = 'certification', bytes = tinyJpeg()) => {
    const body = await multipartPayload([
      ['purpose', purpose],
      { name: 'licence.jpg', type: 'image/jpeg', bytes },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/imageupload',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    return (response.json() as { data: UploadedFile }).data;
  };

  const submission = (photoIds: number[], overrides: Record<string, unknown> = {}) => ({
    name: '王医生',
    hospital_id: hospitalId,
    department: 'radiology',
    title: 'attending_physician',
    licence_number: '110101199001011234',
    photo_ids: photoIds,
    ...overrides,
  });
  const submit = (headers: Headers, payload: object, kind: 'create' | 'update' = 'create') =>
    t.app.inject({ method: 'POST', url: `/api/platform/examine/vevea-examine-${kind}`, payload, headers });
  const info = async (headers: Headers) =>
    (
      (await t.app.inject({ url: '/api/platform/examine/get-examine-info', headers })).json() as {
        data: CertificationInfo;
      }
    ).data;
  const asOperator = (who: keyof typeof console, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: console[who], ...(payload ? { payload } : {}) });
  const messagesOf = (userId: number) =>
    t.database.db.select().from(messages).where(eq(messages.userId, userId));
  const submissionCount = async (userId: number) =>
    (
      await t.database.db
        .select({ value: count() })
        .from(certificationSubmissions)
        .where(eq(certificationSubmissions.userId, userId))
    )[0]?.value;

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-certification-'));
    t = await buildTestApp({ seedDemo: true, config: { UPLOAD_DIR: uploadDir } });
    const [hospital] = await t.database.db
      .insert(hospitals)
      .values({ name: '北京协和医院', provinceCode: '11', cityCode: '1101' })
      .returning();
    hospitalId = hospital?.id ?? 0;
    for (const username of ['admin', 'reviewer', 'editor'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username, password: DEMO_PASSWORD },
      });
      const cookie = response.cookies.find((c) => c.name === 'ia_admin');
      console[username] = { cookie: `ia_admin=${cookie?.value}` };
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('submits with the user’s own private photos, and shows the pending submission', async () => {
    const { headers } = await login('trial');
    expect(await info(headers)).toEqual({ status: 'none', submission: null });
    const photos = [await uploadPhoto(headers), await uploadPhoto(headers, 'certification', tinyPng())];

    const response = await submit(
      headers,
      submission(
        photos.map((p) => p.id),
        { hospital_name: '别的名字' },
      ),
    );
    expect(response.json()).toMatchObject({ code: 1000, data: { status: 'pending' } });
    const mine = await info(headers);
    expect(mine).toMatchObject({
      status: 'pending',
      submission: {
        name: '王医生',
        hospital_id: hospitalId,
        hospital_name: '北京协和医院',
        licence_number: '110101199001011234',
        reject_reason: null,
        reviewed_at: null,
      },
    });
    expect(mine.submission?.photos.map((p) => p.url)).toEqual(
      photos.map((p) => `/api/platform/uploads/${p.id}`),
    );

    const again = await submit(headers, submission(photos.map((p) => p.id)));
    expect(again.json()).toMatchObject({ code: 40900, msg: '认证审核中，请耐心等待' });
    const resubmit = await submit(headers, submission(photos.map((p) => p.id)), 'update');
    expect(resubmit.json()).toMatchObject({ code: 40900 });
  });

  it('refuses photos that are not the user’s own private images, and hospitals that do not exist', async () => {
    const { headers, userId } = await login('trial');
    const other = await login('trial');
    const own = await uploadPhoto(headers);
    const foreign = await uploadPhoto(other.headers);
    const publicImage = await uploadPhoto(headers, 'image');

    for (const photoIds of [[foreign.id], [own.id, foreign.id], [publicImage.id], [own.id, 999_999]]) {
      const response = await submit(headers, submission(photoIds));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 40000, msg: '照片无效，请重新上传' });
    }
    expect((await submit(headers, submission([own.id], { hospital_id: 999_999 }))).json()).toMatchObject({
      code: 40000,
      msg: '所选医院不存在，请重新选择',
    });
    expect((await submit(headers, submission([own.id], { hospital_id: 0 }))).json()).toMatchObject({
      code: 40000,
      msg: '请填写医院名称',
    });
    expect((await submit(headers, submission([]))).json()).toMatchObject({ code: 40000 });
    expect(await submissionCount(userId)).toBe(0);

    const typedHospital = await submit(
      headers,
      submission([own.id, own.id], { hospital_id: 0, hospital_name: '县医院' }),
    );
    expect(typedHospital.json()).toMatchObject({
      code: 1000,
      data: { submission: { hospital_id: null, hospital_name: '县医院' } },
    });
    expect((await info(headers)).submission?.photos).toHaveLength(1);
  });

  it('refuses unregistered callers and staff', async () => {
    expect((await submit({ authorization: 'Bearer nope' }, submission([1]))).statusCode).toBe(401);
    const wechat = await login('wechat');
    expect((await submit(wechat.headers, submission([1]))).json()).toMatchObject({ code: 40301 });
    const staff = await login('staff');
    const photo = await uploadPhoto(staff.headers);
    expect((await submit(staff.headers, submission([photo.id]))).json()).toMatchObject({
      code: 40900,
      msg: '员工账号无需认证',
    });
  });

  it('approves in the console: the expired-trial user is certified for good, told once, and may learn again', async () => {
    const { headers, userId } = await login('trial_expired');
    expect(accessDenial('learning', (await userRow(userId)) ?? null, t.clock.now())).toBe('TRIAL_EXPIRED');
    const learningRoute = t.app.mobileRoutes.find((route) => route.access === 'learning');
    const callLearning = async () =>
      learningRoute &&
      (
        await t.app.inject({
          method: learningRoute.method as 'GET',
          url: learningRoute.url.replace(/:\w+/g, '1'),
          headers,
        })
      ).json().code;
    if (learningRoute) expect(await callLearning()).toBe(40303);

    const photo = await uploadPhoto(headers);
    const created = (await submit(headers, submission([photo.id]))).json() as { data: CertificationInfo };
    const id = created.data.submission?.id ?? 0;

    const queue = await asOperator('reviewer', 'GET', '/certifications?status=pending&keyword=110101');
    expect(queue.json()).toMatchObject({ code: 1000 });
    expect((queue.json() as { data: { data: { id: number }[] } }).data.data.map((row) => row.id)).toContain(
      id,
    );

    const detail = (await asOperator('reviewer', 'GET', `/certifications/${id}`)).json() as {
      data: AdminCertification;
    };
    expect(detail.data).toMatchObject({ id, user_id: userId, status: 'pending', reviewed_by: null });
    expect(detail.data.photos.map((p) => p.url)).toEqual([`/api/admin/uploads/${photo.id}`]);
    const photoBytes = await asOperator('reviewer', 'GET', `/uploads/${photo.id}`);
    expect(photoBytes.statusCode).toBe(200);
    expect(photoBytes.headers['content-type']).toBe('image/jpeg');

    const refused = await asOperator('editor', 'POST', `/certifications/${id}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 40300 });
    expect((await asOperator('editor', 'GET', '/certifications')).json()).toMatchObject({ code: 40300 });

    const approved = await asOperator('reviewer', 'POST', `/certifications/${id}/approve`);
    expect(approved.json()).toMatchObject({
      code: 1000,
      data: { status: 'approved', reviewed_by: '认证审核员', reviewed_at: t.clock.now().toISOString() },
    });

    const user = await userRow(userId);
    expect(user?.certifiedAt?.toISOString()).toBe(t.clock.now().toISOString());
    // The sandbox user had no profile yet: approval fills it from the submission.
    expect(user).toMatchObject({
      name: '王医生',
      hospitalId,
      hospitalName: '北京协和医院',
      department: 'radiology',
    });
    expect(accessDenial('learning', user ?? null, t.clock.now())).toBeNull();
    if (learningRoute) expect(await callLearning()).not.toBe(40303);
    expect(await info(headers)).toMatchObject({ status: 'approved', submission: { id } });
    const tip = await t.app.inject({ url: '/api/platform/istip/get-istip', headers });
    expect(tip.json()).toMatchObject({ data: { istip: 0, certified: true } });

    const twice = await asOperator('admin', 'POST', `/certifications/${id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 40900, msg: '该申请已处理' });
    expect(
      (await asOperator('admin', 'POST', `/certifications/${id}/reject`, { reason: '改主意了' })).json(),
    ).toMatchObject({
      code: 40900,
    });

    const notices = await messagesOf(userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      category: 'certification',
      title: '认证审核通过',
      link: '/veeva',
      dedupeKey: `certification:${id}:approved`,
    });
    // notify is idempotent on the dedupe key.
    await t.services.messages.notify(userId, {
      category: 'certification',
      title: 'x',
      body: 'y',
      dedupeKey: `certification:${id}:approved`,
    });
    expect(await messagesOf(userId)).toHaveLength(1);
    const unread = await t.app.inject({ url: '/api/platform/messagecneter/msg-unread-num', headers });
    expect(unread.json()).toMatchObject({ code: 1000, data: { num: 1 } });

    expect((await submit(headers, submission([photo.id]))).json()).toMatchObject({
      code: 40900,
      msg: '您已通过认证',
    });

    const audit = await asOperator('admin', 'GET', '/audit-log');
    expect(JSON.stringify(audit.json())).toContain('certification.approve');
  });

  it('rejects with a reason, lets the user resubmit, and keeps the history', async () => {
    const { headers, userId } = await login('trial');
    const photo = await uploadPhoto(headers);
    expect((await submit(headers, submission([photo.id]), 'update')).json()).toMatchObject({ code: 40900 });
    const first = ((await submit(headers, submission([photo.id]))).json() as { data: CertificationInfo })
      .data;
    const firstId = first.submission?.id ?? 0;

    expect(
      (await asOperator('reviewer', 'POST', `/certifications/${firstId}/reject`, { reason: ' ' })).json(),
    ).toMatchObject({
      code: 40000,
    });
    const rejected = await asOperator('reviewer', 'POST', `/certifications/${firstId}/reject`, {
      reason: '照片不清晰',
    });
    expect(rejected.json()).toMatchObject({
      code: 1000,
      data: { status: 'rejected', reject_reason: '照片不清晰' },
    });
    expect((await userRow(userId))?.certifiedAt).toBeNull();
    expect(await info(headers)).toMatchObject({
      status: 'rejected',
      submission: { reject_reason: '照片不清晰' },
    });
    const [notice] = await messagesOf(userId);
    expect(notice).toMatchObject({ dedupeKey: `certification:${firstId}:rejected`, link: '/veeva' });
    expect(notice?.body).toContain('照片不清晰');

    t.clock.advance(HOUR_MS);
    const second = await submit(headers, submission([photo.id], { licence_number: 'ABC-123456' }), 'update');
    expect(second.json()).toMatchObject({
      code: 1000,
      data: { status: 'pending', submission: { reject_reason: null } },
    });
    const secondId = (second.json() as { data: CertificationInfo }).data.submission?.id ?? 0;
    expect(secondId).not.toBe(firstId);

    const detail = (await asOperator('admin', 'GET', `/certifications/${secondId}`)).json() as {
      data: AdminCertification;
    };
    expect(detail.data.history).toEqual([
      expect.objectContaining({ id: secondId, status: 'pending', reject_reason: null }),
      expect.objectContaining({ id: firstId, status: 'rejected', reject_reason: '照片不清晰' }),
    ]);
  });

  it('lists the queue oldest pending first, filters by status and keyword, and pages', async () => {
    const keyword = `Q${Date.now()}`;
    const ids: number[] = [];
    for (const name of ['甲', '乙', '丙']) {
      const { headers } = await login('trial');
      const photo = await uploadPhoto(headers);
      t.clock.advance(60_000);
      const response = await submit(headers, submission([photo.id], { name: `${name}${keyword}` }));
      ids.push((response.json() as { data: CertificationInfo }).data.submission?.id ?? 0);
    }
    await asOperator('reviewer', 'POST', `/certifications/${ids[1]}/reject`, { reason: '信息不全' });

    const page = async (query: string) =>
      (
        (
          await asOperator(
            'reviewer',
            'GET',
            `/certifications?keyword=${encodeURIComponent(keyword)}${query}`,
          )
        ).json() as {
          data: { total: number; data: { id: number; status: string }[] };
        }
      ).data;
    expect(await page('')).toMatchObject({ total: 3 });
    expect((await page('')).data.map((row) => row.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect((await page('&status=pending')).data.map((row) => row.id)).toEqual([ids[0], ids[2]]);
    expect((await page('&status=rejected')).data.map((row) => row.id)).toEqual([ids[1]]);
    expect(await page('&current=2&pageSize=2')).toMatchObject({ total: 3, data: [{ id: ids[1] }] });
    expect((await page('')).data.some((row) => 'photos' in row || 'history' in row)).toBe(false);
    // LIKE wildcards in the keyword are matched literally.
    expect(
      (
        (await asOperator('reviewer', 'GET', '/certifications?keyword=%25')).json() as {
          data: { total: number };
        }
      ).data.total,
    ).toBe(0);
    expect((await asOperator('reviewer', 'GET', '/certifications?status=nope')).json()).toMatchObject({
      code: 40000,
    });
    expect((await asOperator('reviewer', 'GET', '/certifications/999999')).json()).toMatchObject({
      code: 40400,
    });
    expect((await asOperator('reviewer', 'POST', '/certifications/999999/approve')).json()).toMatchObject({
      code: 40400,
    });
    expect((await t.app.inject('/api/admin/certifications')).statusCode).toBe(401);
  });

  it('lets exactly one of two reviewers deciding at once win', async () => {
    const { headers, userId } = await login('trial');
    const photo = await uploadPhoto(headers);
    const id = ((await submit(headers, submission([photo.id]))).json() as { data: CertificationInfo }).data
      .submission?.id;
    const answers = await Promise.all([
      asOperator('reviewer', 'POST', `/certifications/${id}/approve`),
      asOperator('admin', 'POST', `/certifications/${id}/reject`, { reason: '重复提交' }),
    ]);
    expect(answers.map((r) => r.json().code).sort()).toEqual([1000, 40900]);
    expect(await messagesOf(userId)).toHaveLength(1);
  });

  describe('free-trial prompt (istip)', () => {
    const getTip = async (headers: Headers) =>
      (await t.app.inject({ url: '/api/platform/istip/get-istip', headers })).json() as {
        data: { istip: number; days_left: number; certified: boolean };
      };
    const later = (headers: Headers) => t.app.inject({ url: '/api/platform/istip/up-istip', headers });

    it('prompts a trial user until later, then not again until the next Beijing day', async () => {
      t.clock.set('2026-06-10T15:30:00.000Z'); // 23:30 in Beijing
      const { headers } = await login('trial');
      expect((await getTip(headers)).data).toEqual({ istip: 1, days_left: 25, certified: false });
      expect((await later(headers)).json()).toMatchObject({ code: 1000, data: 1 });
      expect((await getTip(headers)).data.istip).toBe(0);
      t.clock.advance(20 * 60_000); // 23:50
      expect((await getTip(headers)).data.istip).toBe(0);
      t.clock.advance(20 * 60_000); // 00:10 the next day
      expect((await getTip(headers)).data).toMatchObject({ istip: 1, days_left: 25 });
    });

    it('always prompts once the trial is over, and never prompts certified or staff users', async () => {
      const expired = await login('trial_expired');
      await later(expired.headers);
      expect((await getTip(expired.headers)).data).toMatchObject({ istip: 1, certified: false });
      expect((await getTip(expired.headers)).data.days_left).toBeLessThanOrEqual(0);
      expect((await getTip((await login('certified')).headers)).data).toMatchObject({
        istip: 0,
        certified: true,
      });
      expect((await getTip((await login('staff')).headers)).data).toMatchObject({
        istip: 0,
        certified: false,
      });
      expect((await t.app.inject('/api/platform/istip/get-istip')).statusCode).toBe(401);
    });
  });

  it('shows the veeva link: the linked sales rep’s name and mobile', async () => {
    const member = await login('certified');
    const veeva = () => t.app.inject({ url: '/api/platform/veeva/info', headers: member.headers });
    expect((await veeva()).json()).toMatchObject({ code: 1000, data: { linked: false, rep: null } });
    const staff = await login('staff');
    await t.database.db
      .update(users)
      .set({ name: '李代表', mobile: '13800138000' })
      .where(eq(users.id, staff.userId));
    await t.database.db.update(users).set({ veevaStaffId: staff.userId }).where(eq(users.id, member.userId));
    expect((await veeva()).json()).toMatchObject({
      data: { linked: true, rep: { name: '李代表', mobile: '13800138000', qrcode: null } },
    });
  });
});
