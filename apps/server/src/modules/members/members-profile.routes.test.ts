import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { updateUser } from '../../test/users';
import { membersApi, PLATFORM } from './members-api.fixtures';

describe('member and staff registration and profile', () => {
  let t: TestApp;
  let mobileCounter = 0;
  /** A fresh mobile per test, so tests do not share codes or uniqueness. */
  const nextMobile = () => `1380000${String(++mobileCounter).padStart(4, '0')}`;
  const { codeFor, memberFields, memberBody, staffBody, put, me, userByMobile, envelope, registeredMember } =
    membersApi(() => t, { next: nextMobile, count: () => mobileCounter });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

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
      await updateUser(t, user?.id ?? 0, {
        importedAt: t.clock.now(),
        reconfirmedAt: null,
        hospitalInvalidAt: t.clock.now(),
      });
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
      await updateUser(t, rep.id, { name: '李代表', mobile: repMobile });
      const { headers } = await sandboxLogin(t.app, 'certified');
      const doctor = await me(headers);
      await updateUser(t, doctor.id, { veevaStaffId: rep.id });
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
