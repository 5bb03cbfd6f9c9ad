import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminCertification, CertificationInfo } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { accessDenial } from '../access/policy';
import { certificationApi, HOUR_MS, seedCertification } from './certification.fixtures';

describe('certification', () => {
  let t: TestApp;
  let uploadDir: string;
  let hospitalId = 0;
  const console: Record<'admin' | 'reviewer' | 'editor', { cookie: string }> = {
    admin: { cookie: '' },
    reviewer: { cookie: '' },
    editor: { cookie: '' },
  };
  const { login, userRow, uploadPhoto, submission, submit, info, asOperator, messagesOf } = certificationApi(
    () => t,
    () => hospitalId,
    console,
  );

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ia-certification-'));
    t = await buildTestApp({ seedDemo: true, config: { UPLOAD_DIR: uploadDir } });
    hospitalId = await seedCertification(t, console);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
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
});
