import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { updateUser } from '../../test/users';
import { tinyPng } from '../uploads/test-images';
import { certificationApi, type Headers, seedCertification } from './certification.fixtures';

describe('certification', () => {
  let t: TestApp;
  let uploadDir: string;
  let hospitalId = 0;
  const console: Record<'admin' | 'reviewer' | 'editor', { cookie: string }> = {
    admin: { cookie: '' },
    reviewer: { cookie: '' },
    editor: { cookie: '' },
  };
  const { login, uploadPhoto, submission, submit, info, submissionCount } = certificationApi(
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
    await updateUser(t, staff.userId, { name: '李代表', mobile: '13800138000' });
    await updateUser(t, member.userId, { veevaStaffId: staff.userId });
    expect((await veeva()).json()).toMatchObject({
      data: { linked: true, rep: { name: '李代表', mobile: '13800138000', qrcode: null } },
    });
  });
});
