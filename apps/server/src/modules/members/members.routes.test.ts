import { encryptFields, type OutboxMessage, type UserInfo, userInfoSchema } from '@ia/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { users } from '../users/users.table';

type Headers = { authorization: string };
type Fields = Record<string, unknown>;

const PLATFORM = '/api/platform';

describe('member and staff registration and profile', () => {
  let t: TestApp;
  let mobileCounter = 0;
  /** A fresh mobile per test, so tests do not share codes or uniqueness. */
  const nextMobile = () => `1380000${String(++mobileCounter).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function seal(fields: Fields): Promise<string> {
    const response = await t.app.inject(`${PLATFORM}/crypto/public-key`);
    const { public_key, key_id } = (response.json() as { data: { public_key: string; key_id: string } }).data;
    return encryptFields(public_key, key_id, fields);
  }

  /** Asks for a code as the app does and reads it back from the sandbox outbox. */
  async function codeFor(headers: Headers, channel: 'sms' | 'mail', to: string, purpose = 'register') {
    const send = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/${channel}/send`,
      headers,
      // Each request from its own address: the per-IP code limit is not what these tests are about.
      remoteAddress: `10.0.${Math.floor(mobileCounter / 200)}.${mobileCounter % 200}`,
      payload: channel === 'sms' ? { mobile: to, purpose } : { email: to, purpose },
    });
    expect(send.json()).toMatchObject({ code: 1000 });
    const outbox = await t.app.inject({ url: '/sandbox/outbox', query: { to } });
    const [latest] = (outbox.json() as { data: OutboxMessage[] }).data;
    const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${to}`);
    return code;
  }

  const memberFields = (mobile: string, code?: string, overrides: Fields = {}): Fields => ({
    name: '张三',
    mobile,
    code,
    province: '11',
    city: '1101',
    hospital_id: 0,
    hospital_name: '北京某社区医院',
    department: 'radiology',
    title: 'attending_physician',
    position: 'doctor',
    skill_areas: ['neuro', 'cardiovascular'],
    interesting_topics: ['contrast_safety'],
    interesting_systems: ['nervous'],
    work_upgrades: ['speaker'],
    ...overrides,
  });

  /** The wire body: name and mobile sealed in `secure`, the rest as it is (undefined drops a field). */
  async function memberBody(fields: Fields): Promise<Fields> {
    const { name, mobile, ...rest } = fields;
    const sealed = Object.fromEntries(
      Object.entries({ name, mobile }).filter(([, value]) => value !== undefined),
    );
    return {
      secure: await seal(sealed),
      ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    };
  }

  async function staffBody(fields: Fields): Promise<Fields> {
    const { name, mobile, email, ...rest } = fields;
    return { secure: await seal({ name, mobile, email }), ...rest };
  }

  const post = (url: string, headers: Headers, payload: Fields) =>
    t.app.inject({ method: 'POST', url: `${PLATFORM}${url}`, headers, payload });
  const put = (url: string, headers: Headers, payload: Fields) =>
    t.app.inject({ method: 'PUT', url: `${PLATFORM}${url}`, headers, payload });

  async function me(headers: Headers): Promise<UserInfo> {
    const response = await t.app.inject({ url: `${PLATFORM}/member/me`, headers });
    expect(response.statusCode).toBe(200);
    return userInfoSchema.parse((response.json() as { data: unknown }).data);
  }

  async function userByMobile(mobile: string) {
    const rows = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    return rows[0];
  }

  const envelope = (response: LightMyRequestResponse) =>
    response.json() as { code: number; msg: string; data: unknown };

  /** Registers a fresh WeChat user as a member; returns its headers and mobile. */
  async function registeredMember(overrides: Fields = {}) {
    const { headers } = await sandboxLogin(t.app, 'wechat');
    const mobile = nextMobile();
    const code = await codeFor(headers, 'sms', mobile);
    const response = await post(
      '/member/member-register',
      headers,
      await memberBody(memberFields(mobile, code, overrides)),
    );
    expect(envelope(response)).toMatchObject({ code: 1000 });
    return { headers, mobile };
  }

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

  describe('member-update', () => {
    it('saves a profile without a code while the mobile stays', async () => {
      const { headers, mobile } = await registeredMember();
      const response = await put(
        '/member/member-update',
        headers,
        await memberBody(memberFields(mobile, undefined, { title: 'chief_physician' })),
      );
      expect(envelope(response)).toMatchObject({ code: 1000, data: { title: 'chief_physician', mobile } });
    });

    it('refuses a changed mobile without a code, and takes it with one sent to the new number', async () => {
      const { headers, mobile } = await registeredMember();
      const newMobile = nextMobile();
      const noCode = await put(
        '/member/member-update',
        headers,
        await memberBody(memberFields(newMobile, '')),
      );
      expect(noCode.statusCode).toBe(400);
      expect(envelope(noCode)).toMatchObject({ code: 40000, msg: '请输入验证码' });
      expect((await me(headers)).mobile).toBe(mobile);

      // A register-purpose code does not confirm a change.
      const registerCode = await codeFor(headers, 'sms', newMobile, 'register');
      const wrongPurpose = await put(
        '/member/member-update',
        headers,
        await memberBody(memberFields(newMobile, registerCode)),
      );
      expect(envelope(wrongPurpose)).toMatchObject({ code: 40000 });

      const code = await codeFor(headers, 'sms', newMobile, 'update');
      const changed = await put(
        '/member/member-update',
        headers,
        await memberBody(memberFields(newMobile, code)),
      );
      expect(envelope(changed)).toMatchObject({ code: 1000, data: { mobile: newMobile } });
    });

    it('confirms an imported user and clears an invalid hospital', async () => {
      const { headers, mobile } = await registeredMember();
      const user = await userByMobile(mobile);
      await t.database.db
        .update(users)
        .set({ importedAt: t.clock.now(), reconfirmedAt: null, hospitalInvalidAt: t.clock.now() })
        .where(eq(users.id, user?.id ?? 0));
      expect(await me(headers)).toMatchObject({ reconfirmation: 0, re_perfect_type: 1 });

      const same = await put('/member/member-update', headers, await memberBody(memberFields(mobile, '')));
      expect(envelope(same)).toMatchObject({ code: 40000, msg: expect.stringContaining('医院信息无效') });

      const fixed = await put(
        '/member/member-update',
        headers,
        await memberBody(memberFields(mobile, '', { hospital_name: '北京某区人民医院' })),
      );
      expect(envelope(fixed)).toMatchObject({
        code: 1000,
        data: { reconfirmation: 1, re_perfect_type: 0, hospital_name: '北京某区人民医院' },
      });
    });

    it('is refused to staff (40300) and to unregistered users (40301)', async () => {
      const staff = await sandboxLogin(t.app, 'staff');
      const body = await memberBody(memberFields(nextMobile(), '123456'));
      const forStaff = await put('/member/member-update', staff.headers, body);
      expect(forStaff.statusCode).toBe(403);
      expect(envelope(forStaff)).toMatchObject({ code: 40300 });
      const wechat = await sandboxLogin(t.app, 'wechat');
      expect(envelope(await put('/member/member-update', wechat.headers, body))).toMatchObject({
        code: 40301,
      });
    });
  });

  describe('staff-update', () => {
    it('changes the mailbox only with a mail code sent to the new one; members are refused', async () => {
      const { headers } = await sandboxLogin(t.app, 'staff');
      const mobile = nextMobile();
      const email = `new${mobileCounter}@example-pharma.com`;
      const noCode = await put(
        '/member/staff-update',
        headers,
        await staffBody({ name: '王代表', mobile, email }),
      );
      expect(envelope(noCode)).toMatchObject({ code: 40000, msg: '请输入验证码' });
      const code = await codeFor(headers, 'mail', email, 'update');
      const changed = await put(
        '/member/staff-update',
        headers,
        await staffBody({ name: '王代表', mobile, email, code }),
      );
      expect(envelope(changed)).toMatchObject({ code: 1000, data: { email, name: '王代表', mobile } });
      const renamed = await put(
        '/member/staff-update',
        headers,
        await staffBody({ name: '王经理', mobile, email }),
      );
      expect(envelope(renamed)).toMatchObject({ code: 1000, data: { name: '王经理' } });

      const member = await sandboxLogin(t.app, 'consented');
      const refused = await put(
        '/member/staff-update',
        member.headers,
        await staffBody({ name: 'x', mobile, email }),
      );
      expect(envelope(refused)).toMatchObject({ code: 40300 });
    });
  });

  it('documents every route of the feature in the OpenAPI description', () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/platform/member/member-register',
        '/api/platform/member/staff-register',
        '/api/platform/member/me',
        '/api/platform/member/member-update',
        '/api/platform/member/staff-update',
        '/api/platform/hospital/get-hospital',
        '/api/wap/empty-user',
      ]),
    );
  });

  describe('member/me and empty-user for each sandbox role', () => {
    it.each([
      [
        'wechat',
        { registered: false, kind: null, all_active: 0, certified: false, projectAuthStatus: 'none' },
        40301,
      ],
      ['registered', { registered: true, kind: 'member', all_active: 0, trial: { expired: false } }, 1000],
      [
        'consented',
        { registered: true, kind: 'member', all_active: 1, trial: { days_left: 25, expired: false } },
        1000,
      ],
      ['trial', { registered: true, all_active: 1, trial: { expired: false } }, 1000],
      [
        'trial_expired',
        { registered: true, all_active: 1, certified: false, trial: { expired: true } },
        1000,
      ],
      [
        'certified',
        {
          registered: true,
          all_active: 1,
          certified: true,
          projectAuthStatus: 'approved',
          trial: { expired: false },
        },
        1000,
      ],
      ['staff', { registered: true, kind: 'staff', all_active: 1, trial: { expired: false } }, 1000],
    ] as const)('%s', async (role, expected, emptyUserCode) => {
      const { headers, openid } = await sandboxLogin(t.app, role);
      const info = await me(headers);
      expect(info).toMatchObject({
        openid,
        unionid: `union_${openid}`,
        reconfirmation: 1,
        re_perfect_type: 0,
        veeva: 0,
        callUs: null,
        integralInfo: { points: 0 },
        ...expected,
      });
      const emptyUser = await t.app.inject({ url: '/api/wap/empty-user', headers });
      expect(envelope(emptyUser).code).toBe(emptyUserCode);
    });

    it('shows the member’s points: the sum of her score log', async () => {
      const { headers } = await sandboxLogin(t.app, 'certified');
      const userId = (await me(headers)).id;
      await t.services.points.award(userId, 7, '测试奖励', 'test:a');
      await t.services.points.award(userId, 5, '测试奖励', 'test:b');
      // The same source again earns nothing.
      await t.services.points.award(userId, 7, '测试奖励', 'test:a');
      expect((await me(headers)).integralInfo).toEqual({ points: 12 });
    });

    it('shows the linked rep’s contact for a veeva-linked member', async () => {
      const rep = await me((await sandboxLogin(t.app, 'staff')).headers);
      const repMobile = nextMobile();
      await t.database.db
        .update(users)
        .set({ name: '李代表', mobile: repMobile })
        .where(eq(users.id, rep.id));
      const { headers } = await sandboxLogin(t.app, 'certified');
      const doctor = await me(headers);
      await t.database.db.update(users).set({ veevaStaffId: rep.id }).where(eq(users.id, doctor.id));
      expect(await me(headers)).toMatchObject({
        veeva: 1,
        callUs: { name: '李代表', mobile: repMobile, qrcode: null },
      });
    });

    it('needs a session', async () => {
      expect((await t.app.inject(`${PLATFORM}/member/me`)).statusCode).toBe(401);
      expect((await t.app.inject('/api/wap/empty-user')).statusCode).toBe(401);
    });
  });
});
