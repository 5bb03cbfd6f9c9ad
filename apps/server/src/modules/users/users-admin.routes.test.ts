import type { AdminUser } from '@ia/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/sql-helpers';
import { DEMO_OPERATORS } from '../../seed/demo-seed';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { auditLog } from '../admin-auth/admin-auth.table';
import { certificationSubmissions } from '../certification/certification.table';
import { hospitals } from '../hospitals/hospitals.table';
import { users, wechatIdentities } from './users.table';
import { AdminUsersRepository } from './users-admin.repository';

type Login = Awaited<ReturnType<typeof sandboxLogin>>;

describe('console user management', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const people: Record<string, { login: Login; id: number }> = {};

  const userIdOf = async (openid: string) => {
    const [row] = await t.database.db
      .select({ id: wechatIdentities.userId })
      .from(wechatIdentities)
      .where(eq(wechatIdentities.openid, openid));
    if (!row) throw new Error(`no user for ${openid}`);
    return row.id;
  };
  const person = async (key: string, role: string, profile: Partial<typeof users.$inferInsert>) => {
    const login = await sandboxLogin(t.app, role);
    const id = await userIdOf(login.openid);
    if (Object.keys(profile).length > 0)
      await t.database.db.update(users).set(profile).where(eq(users.id, id));
    people[key] = { login, id };
  };
  const idOf = (key: string) => {
    const found = people[key];
    if (!found) throw new Error(`no person ${key}`);
    return found.id;
  };
  const get = (url: string, operator = 'admin') =>
    t.app.inject({ url: `/api/admin${url}`, headers: { cookie: cookies[operator] ?? '' } });
  const post = (url: string, payload: Record<string, unknown> | undefined, operator = 'admin') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin${url}`,
      headers: { cookie: cookies[operator] ?? '' },
      ...(payload ? { payload } : {}),
    });
  const listed = async (query: string): Promise<{ total: number; data: AdminUser[] }> => {
    const response = await get(`/users?${query}`);
    expect(response.json()).toMatchObject({ code: 1000 });
    return response.json().data;
  };

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
    // The demo seed's operators are needed; its members (a campaign's participants) are not part
    // of the table these tests count.
    await t.database.db.delete(users);
    for (const operator of DEMO_OPERATORS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: operator.username, password: operator.password },
      });
      const cookie = response.cookies.find((c) => c.name === 'ia_admin');
      if (!cookie) throw new Error(`login failed for ${operator.username}`);
      cookies[operator.username] = `ia_admin=${cookie.value}`;
    }
    await person('doctor', 'certified', {
      name: '王医生',
      mobile: '13812345678',
      hospitalName: '复旦大学附属中山医院',
      department: 'radiology',
      title: 'chief_physician',
    });
    await person('trainee', 'trial', { name: '李技师', mobile: '13912345678', hospitalName: '瑞金医院' });
    await person('newcomer', 'registered', {
      name: '赵护士',
      mobile: '13712345678',
      hospitalName: '华山医院',
    });
    await person('rep', 'staff', { name: '陈代表', mobile: '13612345678', email: 'chen@pharma-corp.cn' });
    await person('visitor', 'wechat', {});
    await t.database.db.insert(certificationSubmissions).values({
      userId: idOf('trainee'),
      name: '李技师',
      hospitalName: '瑞金医院',
      department: 'radiology',
      title: 'technician',
      licenceNumber: '110310000012345',
      status: 'pending',
    });
  });
  afterAll(() => t.close());

  it('lists users newest first with masked mobiles, status flags and trial days', async () => {
    const page = await listed('current=1&pageSize=100');
    expect(page.total).toBe(5);
    expect(page.data.map((user) => user.id)).toEqual(
      [...page.data.map((user) => user.id)].sort((a, b) => b - a),
    );
    const doctor = page.data.find((user) => user.id === idOf('doctor'));
    expect(doctor).toMatchObject({
      kind: 'member',
      name: '王医生',
      mobile: '138****5678',
      hospital_name: '复旦大学附属中山医院',
      department: 'radiology',
      title: 'chief_physician',
      certification: 'approved',
      all_active: 1,
      reconfirmation: 1,
      re_perfect_type: 0,
      veeva_staff: null,
      trial_days_left: null,
    });
    expect(JSON.stringify(page.data)).not.toContain('13812345678');
    expect(page.data.find((user) => user.id === idOf('trainee'))).toMatchObject({
      certification: 'pending',
      trial_days_left: 25,
    });
    expect(page.data.find((user) => user.id === idOf('newcomer'))).toMatchObject({
      certification: 'none',
      all_active: 0,
      trial_days_left: 29,
    });
    expect(page.data.find((user) => user.id === idOf('visitor'))).toMatchObject({
      kind: null,
      registered_at: null,
      mobile: null,
      trial_days_left: null,
    });

    const first = await listed('current=1&pageSize=2');
    const second = await listed('current=2&pageSize=2');
    expect(first.total).toBe(5);
    expect(first.data).toHaveLength(2);
    expect(second.data.map((user) => user.id)).toEqual(page.data.slice(2, 4).map((user) => user.id));
  });

  it('filters by keyword over name, mobile, email and hospital, by kind and by certification', async () => {
    const ids = async (query: string) => (await listed(query)).data.map((user) => user.id).sort();
    expect(await ids(`keyword=${encodeURIComponent('王医生')}`)).toEqual([idOf('doctor')]);
    expect(await ids('keyword=1391234')).toEqual([idOf('trainee')]);
    expect(await ids('keyword=pharma-corp')).toEqual([idOf('rep')]);
    expect(await ids(`keyword=${encodeURIComponent('瑞金')}`)).toEqual([idOf('trainee')]);
    // LIKE wildcards are searched for literally.
    expect(await ids('keyword=%25')).toEqual([]);
    expect(await ids('kind=staff')).toEqual([idOf('rep')]);
    expect(await ids('kind=unregistered')).toEqual([idOf('visitor')]);
    expect(await ids('kind=member')).toEqual([idOf('doctor'), idOf('trainee'), idOf('newcomer')].sort());
    expect(await ids('certification=approved')).toEqual([idOf('doctor')]);
    expect(await ids('certification=pending')).toEqual([idOf('trainee')]);
    expect(await ids('kind=member&certification=none')).toEqual([idOf('newcomer')]);

    const bad = await get('/users?kind=robot');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 40000 });
  });

  it('answers one user by id, 404 when missing, 40000 for a malformed id, 401 without an operator', async () => {
    const one = await get(`/users/${idOf('rep')}`);
    expect(one.json()).toMatchObject({
      code: 1000,
      data: { id: idOf('rep'), kind: 'staff', mobile: '136****5678' },
    });
    const missing = await get('/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 40400, msg: '用户不存在' });
    expect((await get('/users/abc')).json()).toMatchObject({ code: 40000 });
    const anonymous = await t.app.inject('/api/admin/users');
    expect(anonymous.statusCode).toBe(401);
  });

  it('links a certified member to a staff user and unlinks; refuses uncertified members, non-staff targets and editors', async () => {
    const uncertified = await post(`/users/${idOf('trainee')}/veeva-link`, { staff_user_id: idOf('rep') });
    expect(uncertified.statusCode).toBe(409);
    expect(uncertified.json()).toMatchObject({ code: 40900, msg: '仅已认证用户可关联代表' });

    const notStaff = await post(`/users/${idOf('doctor')}/veeva-link`, { staff_user_id: idOf('trainee') });
    expect(notStaff.json()).toMatchObject({ code: 40000 });
    const nobody = await post(`/users/${idOf('doctor')}/veeva-link`, { staff_user_id: 999999 });
    expect(nobody.json()).toMatchObject({ code: 40000 });

    const editor = await post(
      `/users/${idOf('doctor')}/veeva-link`,
      { staff_user_id: idOf('rep') },
      'editor',
    );
    expect(editor.statusCode).toBe(403);

    const linked = await post(
      `/users/${idOf('doctor')}/veeva-link`,
      { staff_user_id: idOf('rep') },
      'reviewer',
    );
    expect(linked.json()).toMatchObject({
      code: 1000,
      data: { veeva_staff: { id: idOf('rep'), name: '陈代表' } },
    });
    const [stored] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, idOf('doctor')));
    expect(stored?.veevaStaffId).toBe(idOf('rep'));

    const unlinked = await post(`/users/${idOf('doctor')}/veeva-link`, { staff_user_id: null });
    expect(unlinked.json()).toMatchObject({ code: 1000, data: { veeva_staff: null } });
    expect((await post('/users/999999/veeva-link', { staff_user_id: null })).statusCode).toBe(404);
    expect((await post(`/users/${idOf('doctor')}/veeva-link`, {})).json()).toMatchObject({ code: 40000 });
  });

  it("marks a member's hospital invalid (re_perfect_type 1); editors and unregistered users are refused", async () => {
    const editor = await post(`/users/${idOf('newcomer')}/hospital-invalid`, undefined, 'editor');
    expect(editor.statusCode).toBe(403);
    const [untouched] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, idOf('newcomer')));
    expect(untouched?.hospitalInvalidAt).toBeNull();

    const marked = await post(`/users/${idOf('newcomer')}/hospital-invalid`, undefined, 'reviewer');
    expect(marked.json()).toMatchObject({ code: 1000, data: { re_perfect_type: 1 } });
    const [stored] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, idOf('newcomer')));
    expect(stored?.hospitalInvalidAt).toEqual(t.clock.now());

    const visitor = await post(`/users/${idOf('visitor')}/hospital-invalid`, undefined);
    expect(visitor.json()).toMatchObject({ code: 40900 });
    expect((await post('/users/999999/hospital-invalid', undefined)).statusCode).toBe(404);
  });

  it('imports members from CSV: good rows stored as imported members, bad rows reported by line with nothing stored', async () => {
    const existingOpenid = people.newcomer?.login.openid ?? '';
    const csv = [
      'openid,unionid,name,mobile,province,city,hospital,department,title',
      'imp_good_1,imp_union_1,孙医生,13512345678,31,3101,复旦大学附属中山医院,放射科,主任医师',
      'imp_bad_mobile,,钱医生,12345,31,3101,,,',
      'imp_good_2,,周技师,,11,1101,北京某社区医院,radiology,Technician',
      'imp_bad_city,,吴医生,13512340000,31,1101,,,',
      'imp_bad_title,,郑医生,13512341111,,,,,教授',
      'imp_good_1,,重复行,,,,,,',
      'imp_bad_taken,,冯医生,13812345678,,,,,',
      `${existingOpenid},,赵护士长,,,,,nursing,supervisor_nurse`,
      `${people.rep?.login.openid},,员工,,,,,,`,
    ].join('\n');

    for (const operator of ['editor', 'reviewer']) {
      const refused = await post('/users/import', { csv }, operator);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 40300 });
    }
    const none = await t.database.db
      .select()
      .from(wechatIdentities)
      .where(inArray(wechatIdentities.openid, ['imp_good_1', 'imp_good_2']));
    expect(none).toHaveLength(0);

    const response = await post('/users/import', { csv });
    expect(response.json()).toMatchObject({ code: 1000 });
    const result = response.json().data as {
      created: number;
      updated: number;
      errors: { line: number; message: string }[];
    };
    expect(result.created).toBe(2);
    expect(result.updated).toBe(1);
    expect(result.errors).toEqual([
      { line: 3, message: '请输入正确的手机号' },
      { line: 5, message: expect.stringContaining('城市编码“1101”无效') },
      { line: 6, message: '职称“教授”不在可选范围内' },
      { line: 7, message: 'openid 与第 2 行重复' },
      { line: 8, message: '手机号已被其他用户使用' },
      { line: 10, message: '该 openid 属于员工用户，不能导入为会员' },
    ]);
    // The audit log records the import, but not the CSV's personal data.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.path, '/api/admin/users/import'));
    expect(audits.length).toBeGreaterThan(0);
    for (const audit of audits) expect(audit.detail).toMatchObject({ csv: '[redacted]' });

    // Bad rows left nothing behind.
    const badIdentities = await t.database.db
      .select()
      .from(wechatIdentities)
      .where(
        inArray(wechatIdentities.openid, [
          'imp_bad_mobile',
          'imp_bad_city',
          'imp_bad_title',
          'imp_bad_taken',
        ]),
      );
    expect(badIdentities).toHaveLength(0);
    const badMobiles = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.mobile, ['13512340000', '13512341111']));
    expect(badMobiles).toHaveLength(0);
    const [rep] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, idOf('rep')));
    expect(rep?.name).toBe('陈代表');

    // A new member: kind member, registered and imported now, not yet reconfirmed, on the app's account.
    const [identity] = await t.database.db
      .select()
      .from(wechatIdentities)
      .where(eq(wechatIdentities.openid, 'imp_good_1'));
    expect(identity).toMatchObject({ appId: t.config.WECHAT_APP_ID, unionid: 'imp_union_1' });
    const [created] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, identity?.userId ?? 0));
    const [listedHospital] = await t.database.db
      .select()
      .from(hospitals)
      .where(eq(hospitals.name, '复旦大学附属中山医院'));
    expect(created).toMatchObject({
      kind: 'member',
      name: '孙医生',
      mobile: '13512345678',
      provinceCode: '31',
      cityCode: '3101',
      hospitalId: listedHospital?.id,
      hospitalName: '复旦大学附属中山医院',
      department: 'radiology',
      title: 'chief_physician',
      registeredAt: t.clock.now(),
      importedAt: t.clock.now(),
      reconfirmedAt: null,
      consentedAt: null,
    });
    const view = await get(`/users/${created?.id}`);
    expect(view.json().data).toMatchObject({ kind: 'member', reconfirmation: 0, all_active: 0 });

    const [second] = await t.database.db
      .select({ user: users })
      .from(wechatIdentities)
      .innerJoin(users, eq(users.id, wechatIdentities.userId))
      .where(eq(wechatIdentities.openid, 'imp_good_2'));
    expect(second?.user).toMatchObject({
      hospitalId: null,
      hospitalName: '北京某社区医院',
      title: 'technician',
    });

    // The existing openid was updated in place, keeping its registration.
    const [updated] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, idOf('newcomer')));
    expect(updated).toMatchObject({
      name: '赵护士长',
      mobile: '13712345678',
      department: 'nursing',
      title: 'supervisor_nurse',
    });

    // Importing the same file again creates nothing new.
    const again = (await post('/users/import', { csv })).json().data;
    expect(again).toMatchObject({ created: 0, updated: 3 });
    expect((await listed('kind=member&pageSize=100')).total).toBe(5);
  });

  it('refuses a CSV that cannot be read as a whole with 40000, storing nothing', async () => {
    const before = (await listed('pageSize=100')).total;
    for (const csv of ['name,mobile\n张三,13812345678', 'openid,nmae\nx_1,张三', 'openid\n', '']) {
      const response = await post('/users/import', { csv });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 40000 });
    }
    const tooMany = `openid\n${Array.from({ length: 5001 }, (_, index) => `bulk_${index}`).join('\n')}`;
    const refused = await post('/users/import', { csv: tooMany });
    expect(refused.json()).toMatchObject({ code: 40000, msg: expect.stringContaining('5000') });
    expect((await listed('pageSize=100')).total).toBe(before);
  });

  it('recognises the unique violation a racing writer causes, on this database driver, and rolls the batch back', async () => {
    const repository = new AdminUsersRepository(t.database.db);
    const clash = repository.writeImport([
      {
        kind: 'create',
        line: 2,
        values: { kind: 'member', name: '竞态一' },
        identity: { appId: t.config.WECHAT_APP_ID, openid: 'race_1', unionid: null },
      },
      {
        kind: 'create',
        line: 3,
        values: { kind: 'member', mobile: '13812345678' },
        identity: { appId: t.config.WECHAT_APP_ID, openid: 'race_2', unionid: null },
      },
    ]);
    const err = await clash.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(err)).toBe(true);
    const left = await t.database.db
      .select()
      .from(wechatIdentities)
      .where(inArray(wechatIdentities.openid, ['race_1', 'race_2']));
    expect(left).toHaveLength(0);
  });
});
