import type { AdminUser } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_OPERATORS } from '../../seed/demo-seed';
import { sandboxLogin, type TestApp } from '../../test/helper';
import { updateUser } from '../../test/users';
import { certificationSubmissions } from '../certification/certification.table';
import { users, wechatIdentities } from './users.table';

// Fixtures of the console user management API tests (users-admin*.routes.test.ts): the people
// they start from, and request helpers as the demo operators.

export type Login = Awaited<ReturnType<typeof sandboxLogin>>;

/**
 * Request helpers; `t` is called on each use, so the app may be built later (in `beforeAll`).
 * `seed` signs the demo operators in (into `cookies`) and writes the people (into `people`).
 */
export function usersAdminApi(
  t: () => TestApp,
  cookies: Record<string, string>,
  people: Record<string, { login: Login; id: number }>,
) {
  const userIdOf = async (openid: string) => {
    const [row] = await t()
      .database.db.select({ id: wechatIdentities.userId })
      .from(wechatIdentities)
      .where(eq(wechatIdentities.openid, openid));
    if (!row) throw new Error(`no user for ${openid}`);
    return row.id;
  };
  const person = async (key: string, role: string, profile: Partial<typeof users.$inferInsert>) => {
    const login = await sandboxLogin(t().app, role);
    const id = await userIdOf(login.openid);
    if (Object.keys(profile).length > 0) await updateUser(t(), id, profile);
    people[key] = { login, id };
  };
  const idOf = (key: string) => {
    const found = people[key];
    if (!found) throw new Error(`no person ${key}`);
    return found.id;
  };
  const get = (url: string, operator = 'admin') =>
    t().app.inject({ url: `/api/admin${url}`, headers: { cookie: cookies[operator] ?? '' } });
  const post = (url: string, payload: Record<string, unknown> | undefined, operator = 'admin') =>
    t().app.inject({
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

  /** Needs `seedDemo: true`. */
  const seed = async () => {
    // The demo seed's operators are needed; its members (a campaign's participants) are not part
    // of the table these tests count.
    await t().database.db.delete(users);
    for (const operator of DEMO_OPERATORS) {
      const response = await t().app.inject({
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
    await t()
      .database.db.insert(certificationSubmissions)
      .values({
        userId: idOf('trainee'),
        name: '李技师',
        hospitalName: '瑞金医院',
        department: 'radiology',
        title: 'technician',
        licenceNumber: '110310000012345',
        status: 'pending',
      });
  };

  return { userIdOf, person, idOf, get, post, listed, seed };
}
