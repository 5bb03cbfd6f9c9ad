import { userInfoSchema } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { membersApi, PLATFORM } from './members-api.fixtures';

describe('member and staff registration and profile', () => {
  let t: TestApp;
  let mobileCounter = 0;
  /** A fresh mobile per test, so tests do not share codes or uniqueness. */
  const nextMobile = () => `1380000${String(++mobileCounter).padStart(4, '0')}`;
  const { codeFor, memberFields, memberBody, staffBody, post, me, userByMobile, envelope, registeredMember } =
    membersApi(() => t, { next: nextMobile, count: () => mobileCounter });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('member-register', () => {
    it('registers a new user with an SMS code from the outbox and sealed name and mobile (form-encoded)', async () => {
      const { headers, openid } = await sandboxLogin(t.app, 'wechat');
      expect(await me(headers)).toMatchObject({ registered: false, kind: null, openid });
      const unregistered = await t.app.inject({ url: '/api/wap/empty-user', headers });
      expect(envelope(unregistered)).toMatchObject({ code: 40301 });

      const mobile = nextMobile();
      const code = await codeFor(headers, 'sms', mobile);
      const body = await memberBody(
        memberFields(mobile, code, {
          skill_areas: 'neuro,cardiovascular',
          interesting_topics: ['contrast_safety', 'new_techniques'],
          hospital_id: '0',
        }),
      );
      // Multi-selects as a comma-separated value (skill_areas) and as repeated keys (the others).
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(body)) {
        for (const item of [value].flat()) form.append(key, String(item));
      }
      const response = await t.app.inject({
        method: 'POST',
        url: `${PLATFORM}/member/member-register`,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      expect(response.statusCode).toBe(200);
      const info = userInfoSchema.parse(envelope(response).data);
      expect(info).toMatchObject({
        registered: true,
        kind: 'member',
        openid,
        name: '张三',
        mobile,
        province: '11',
        city: '1101',
        hospital_id: 0,
        hospital_name: '北京某社区医院',
        department: 'radiology',
        title: 'attending_physician',
        position: 'doctor',
        skill_areas: ['neuro', 'cardiovascular'],
        interesting_topics: ['contrast_safety', 'new_techniques'],
        interesting_systems: ['nervous'],
        work_upgrades: ['speaker'],
        all_active: 0,
        reconfirmation: 1,
        re_perfect_type: 0,
        veeva: 0,
        projectAuthStatus: 'none',
        trial: { days_left: 30, expired: false },
        registered_at: t.clock.now().toISOString(),
      });
      expect(await me(headers)).toEqual(info);
      const registered = await t.app.inject({ url: '/api/wap/empty-user', headers });
      expect(envelope(registered)).toEqual({ code: 1000, msg: expect.any(String), data: 1 });
    });

    it('stores a listed hospital with its id and name (JSON)', async () => {
      const { headers } = await sandboxLogin(t.app, 'wechat');
      const [hospital] = await t.services.hospitals.search({ keyword: '华西医院', limit: 1 });
      const mobile = nextMobile();
      const code = await codeFor(headers, 'sms', mobile);
      const response = await post(
        '/member/member-register',
        headers,
        await memberBody(
          memberFields(mobile, code, {
            province: '51',
            city: '5101',
            hospital_id: hospital?.id,
            hospital_name: 'x',
          }),
        ),
      );
      expect(envelope(response).data).toMatchObject({
        hospital_id: hospital?.id,
        hospital_name: '四川大学华西医院',
      });
    });

    it.each([
      ['name', { name: undefined }, '请输入姓名'],
      ['name', { name: '   ' }, '请输入姓名'],
      ['name', { name: '名'.repeat(51) }, '姓名不能超过50个字符'],
      ['mobile', { mobile: undefined }, '请输入手机号'],
      ['mobile', { mobile: '12345678901' }, '请输入正确的手机号'],
      ['mobile', { mobile: '1381234567' }, '请输入正确的手机号'],
      ['code', { code: undefined }, '请输入验证码'],
      ['code', { code: '12ab' }, '请输入6位验证码'],
      ['province', { province: undefined }, '请选择省份'],
      ['province', { province: '请选择' }, '请选择省份'],
      ['city', { city: '' }, '请选择城市'],
      ['hospital_id', { hospital_id: undefined }, '请选择医院'],
      ['hospital_id', { hospital_id: '' }, '请选择医院'],
      ['hospital_id', { hospital_id: -1 }, '请选择医院'],
      ['hospital_name', { hospital_name: '医'.repeat(101) }, '医院名称不能超过100个字符'],
      ['department', { department: undefined }, '请选择科室'],
      ['department', { department: 'astrology' }, '请选择科室'],
      ['title', { title: '' }, '请选择职称'],
      ['position', { position: undefined }, '请选择职务'],
    ])('refuses a form with a bad %s: %j → %s', async (_field, override, message) => {
      const { headers } = await sandboxLogin(t.app, 'wechat');
      const mobile = nextMobile();
      const response = await post(
        '/member/member-register',
        headers,
        await memberBody(memberFields(mobile, '123456', override)),
      );
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ code: 40000, msg: expect.stringContaining(message) });
      expect((await me(headers)).registered).toBe(false);
    });

    it('does not use up the code on a form error, and keeps nothing', async () => {
      const { headers } = await sandboxLogin(t.app, 'wechat');
      const mobile = nextMobile();
      const code = await codeFor(headers, 'sms', mobile);
      const missingName = await post(
        '/member/member-register',
        headers,
        await memberBody(memberFields(mobile, code, { hospital_name: '' })),
      );
      expect(envelope(missingName)).toMatchObject({ code: 40000, msg: '请输入医院名称' });
      const wrongCity = await post(
        '/member/member-register',
        headers,
        await memberBody(memberFields(mobile, code, { province: '51', city: '1101' })),
      );
      expect(envelope(wrongCity)).toMatchObject({ code: 40000, msg: '所选城市不属于所选省份' });
      const unknownHospital = await post(
        '/member/member-register',
        headers,
        await memberBody(memberFields(mobile, code, { hospital_id: 999_999 })),
      );
      expect(envelope(unknownHospital)).toMatchObject({ code: 40000, msg: expect.stringContaining('医院') });
      expect(await userByMobile(mobile)).toBeUndefined();

      const ok = await post('/member/member-register', headers, await memberBody(memberFields(mobile, code)));
      expect(envelope(ok)).toMatchObject({ code: 1000 });
    });

    it('refuses name and mobile sent in plain text, with or without `secure`', async () => {
      const { headers } = await sandboxLogin(t.app, 'wechat');
      const mobile = nextMobile();
      const plain = await post('/member/member-register', headers, memberFields(mobile, '123456'));
      expect(plain.statusCode).toBe(400);
      expect(envelope(plain)).toMatchObject({ code: 40000, msg: '敏感信息须加密传输' });

      const mixed = await post('/member/member-register', headers, {
        ...(await memberBody(memberFields(mobile, '123456'))),
        mobile,
      });
      expect(envelope(mixed)).toMatchObject({ code: 40000, msg: '敏感信息须加密传输' });

      const garbage = await post('/member/member-register', headers, {
        ...(await memberBody(memberFields(mobile, '123456'))),
        secure: 'v1.abc.def',
      });
      expect(envelope(garbage)).toMatchObject({
        code: 40000,
        msg: expect.stringContaining('加密数据无法解密'),
      });
      expect(await userByMobile(mobile)).toBeUndefined();
    });

    it('refuses a wrong code and stores nothing', async () => {
      const { headers } = await sandboxLogin(t.app, 'wechat');
      const mobile = nextMobile();
      const code = await codeFor(headers, 'sms', mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const response = await post(
        '/member/member-register',
        headers,
        await memberBody(memberFields(mobile, wrong)),
      );
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ code: 40000, msg: '验证码错误' });
      expect(await userByMobile(mobile)).toBeUndefined();
      expect((await me(headers)).registered).toBe(false);
    });

    it('refuses a mobile another user registered, once the code is proven', async () => {
      const first = await registeredMember();
      const { headers } = await sandboxLogin(t.app, 'wechat');
      t.clock.advance(61_000); // past the resend delay of that number
      const code = await codeFor(headers, 'sms', first.mobile);
      const response = await post(
        '/member/member-register',
        headers,
        await memberBody(memberFields(first.mobile, code)),
      );
      expect(response.statusCode).toBe(409);
      expect(envelope(response)).toMatchObject({ code: 40900, msg: '该手机号已被注册' });
      expect((await me(headers)).registered).toBe(false);
    });

    it('refuses a second registration', async () => {
      const { headers } = await registeredMember();
      const mobile = nextMobile();
      const response = await post(
        '/member/member-register',
        headers,
        await memberBody(memberFields(mobile, '123456')),
      );
      expect(envelope(response)).toMatchObject({ code: 40900, msg: '您已注册' });
    });

    it('needs a WeChat session', async () => {
      const response = await post('/member/member-register', { authorization: 'Bearer nope' }, {});
      expect(response.statusCode).toBe(401);
      expect(envelope(response)).toMatchObject({ code: 40100 });
    });
  });

  describe('staff-register', () => {
    it('registers staff with a code sent to the company mailbox', async () => {
      const { headers } = await sandboxLogin(t.app, 'wechat');
      const email = `rep${mobileCounter}@example-pharma.com`;
      const code = await codeFor(headers, 'mail', email);
      const mobile = nextMobile();
      const response = await post(
        '/member/staff-register',
        headers,
        await staffBody({ name: '李代表', mobile, email: email.toUpperCase(), code }),
      );
      expect(envelope(response)).toMatchObject({ code: 1000 });
      expect(userInfoSchema.parse(envelope(response).data)).toMatchObject({
        kind: 'staff',
        registered: true,
        name: '李代表',
        mobile,
        email,
      });
    });

    it.each([
      ['rep@qq.com', '暂不支持个人邮箱'],
      ['rep@vip.163.com', '暂不支持个人邮箱'],
      ['not-a-mailbox', '请输入正确的企业邮箱'],
    ])('refuses %s with “%s”', async (email, message) => {
      const { headers } = await sandboxLogin(t.app, 'wechat');
      const response = await post(
        '/member/staff-register',
        headers,
        await staffBody({ name: '李代表', mobile: nextMobile(), email, code: '123456' }),
      );
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ code: 40000, msg: expect.stringContaining(message) });
    });

    it('refuses a plain mailbox', async () => {
      const { headers } = await sandboxLogin(t.app, 'wechat');
      const { email: _sealedLater, ...body } = await staffBody({
        name: '李代表',
        mobile: nextMobile(),
        email: 'rep@example-pharma.com',
        code: '123456',
      });
      const response = await post('/member/staff-register', headers, {
        ...body,
        email: 'rep@example-pharma.com',
      });
      expect(envelope(response)).toMatchObject({ code: 40000, msg: '敏感信息须加密传输' });
    });
  });
});
