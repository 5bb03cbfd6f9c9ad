import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

const PASSWORD = 'Correct-Horse-42';

describe('console sign-in, lockout and audit log', () => {
  let t: TestApp;
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username, password } });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((c) => c.name === 'ia_admin');
    return cookie ? `ia_admin=${cookie.value}` : '';
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.services.adminAuth.createOperator({
      username: 'root',
      password: PASSWORD,
      role: 'administrator',
    });
    await t.services.adminAuth.createOperator({ username: 'rita', password: PASSWORD, role: 'reviewer' });
    await t.services.adminAuth.createOperator({
      username: 'lock',
      password: PASSWORD,
      role: 'content_editor',
    });
  });
  afterAll(() => t.close());

  it('signs in with an httpOnly cookie and answers /auth/me', async () => {
    const response = await login('root', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 1000, data: { username: 'root', role: 'administrator' } });
    const cookie = response.cookies.find((c) => c.name === 'ia_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    const me = await t.app.inject({ url: '/api/admin/auth/me', headers: { cookie: cookieOf(response) } });
    expect(me.json()).toMatchObject({ code: 1000, data: { username: 'root' } });
  });

  it('answers 401 without a session and a clear error for a wrong password', async () => {
    const me = await t.app.inject('/api/admin/auth/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 40100 });
    const wrong = await login('root', 'nope');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 40101, msg: expect.stringContaining('用户名或密码错误') });
    const unknown = await login('nobody', 'nope');
    expect(unknown.json()).toMatchObject({ code: 40101, msg: '用户名或密码错误' });
  });

  it('pauses a source after 5 failures, even for the right password, until the pause ends', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('lock', 'wrong')).json().code).toBe(40101);
    const fifth = await login('lock', 'wrong');
    expect(fifth.json()).toMatchObject({ code: 42900 });
    expect((await login('lock', PASSWORD)).json()).toMatchObject({ code: 42900 });
    t.clock.advance(16 * 60_000);
    expect((await login('lock', PASSWORD)).json()).toMatchObject({ code: 1000 });
  });

  it('refuses an empty or malformed sign-in body without a 500', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 40000 });
  });

  it('lets only administrators read the audit log, which records sign-ins and writes with secrets redacted', async () => {
    const reviewer = await login('rita', PASSWORD);
    const refused = await t.app.inject({
      url: '/api/admin/audit-log',
      headers: { cookie: cookieOf(reviewer) },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 40300 });

    const admin = await login('root', PASSWORD);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { cookie: cookieOf(reviewer) },
    });
    expect(logout.json()).toMatchObject({ code: 1000 });
    const afterLogout = await t.app.inject({
      url: '/api/admin/auth/me',
      headers: { cookie: cookieOf(reviewer) },
    });
    expect(afterLogout.statusCode).toBe(401);

    const page = await t.app.inject({
      url: '/api/admin/audit-log',
      query: { pageSize: '50' },
      headers: { cookie: cookieOf(admin) },
    });
    const body = page.json() as {
      data: {
        total: number;
        data: {
          action: string;
          detail: Record<string, unknown> | null;
          operatorName: string | null;
          statusCode: number;
        }[];
      };
    };
    expect(body.data.total).toBe(body.data.data.length);
    const actions = body.data.data.map((e) => e.action);
    expect(actions).toContain('auth.login');
    expect(actions).toContain('auth.logout');
    const logoutEntry = body.data.data.find((e) => e.action === 'auth.logout');
    expect(logoutEntry?.operatorName).toBe('rita');
    const failedLogin = body.data.data.find(
      (e) => e.action === 'auth.login' && e.statusCode === 400 && e.detail?.username === 'root',
    );
    expect(failedLogin?.detail).toEqual({ username: 'root', password: '[redacted]' });
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
  });
});
