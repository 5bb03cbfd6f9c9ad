import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { users } from './users.table';
import { type Login, usersAdminApi } from './users-admin.fixtures';

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
});
