import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/sql-helpers';
import { UserChanges } from '../../lib/user-changes';
import { buildTestApp, type TestApp } from '../../test/helper';
import { auditLog } from '../admin-auth/admin-auth.table';
import { hospitals } from '../hospitals/hospitals.table';
import { users, wechatIdentities } from './users.table';
import { type Login, usersAdminApi } from './users-admin.fixtures';
import { AdminUsersRepository } from './users-admin.repository';

describe('console user management', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const people: Record<string, { login: Login; id: number }> = {};
  const { idOf, get, post, listed, seed } = usersAdminApi(() => t, cookies, people);

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
    await seed();
  });
  afterAll(() => t.close());

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
    // Refused imports are recorded without their body: the role check comes before it is read.
    for (const audit of audits) {
      if (audit.statusCode === 403) expect(audit.detail).toBeNull();
      else expect(audit.detail).toMatchObject({ csv: '[redacted]' });
    }

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
    const repository = new AdminUsersRepository(t.database.db, new UserChanges());
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
