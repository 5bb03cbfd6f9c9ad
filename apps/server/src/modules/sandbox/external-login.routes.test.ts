import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';

const HOST = 'ia.test';
const RETURN = `http://${HOST}/h5/course?id=9`;

describe('the external-login stand-in (middle-platform / look-star)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const visit = (query: Record<string, string>) =>
    t.app.inject({ url: '/sandbox/external-login', query, headers: { host: HOST } });

  it('signs in a new identity in the asked state and returns with openid, token and unionid', async () => {
    const response = await visit({
      redirect: RETURN,
      sandbox_openid: 'o_external',
      sandbox_role: 'certified',
    });
    expect(response.statusCode, response.body).toBe(302);
    const back = new URL(String(response.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`http://${HOST}/h5/course`);
    expect(back.searchParams.get('id')).toBe('9');
    expect(back.searchParams.get('openid')).toBe('o_external');
    expect(back.searchParams.get('unionid')).toBe('union_o_external');
    const viewer = await t.services.sessions.resolve(back.searchParams.get('token') ?? '');
    expect(viewer?.openid).toBe('o_external');
    expect(viewer?.user.certifiedAt).toBeInstanceOf(Date);
  });

  it('signs an existing identity in as it is, with a new token each time', async () => {
    const known = await sandboxLogin(t.app, 'registered');
    const response = await visit({ redirect: RETURN, sandbox_openid: known.openid, sandbox_role: 'staff' });
    const back = new URL(String(response.headers.location));
    const token = back.searchParams.get('token') ?? '';
    expect(token).not.toBe(known.token);
    const viewer = await t.services.sessions.resolve(token);
    expect(viewer?.user.kind).toBe('member');
  });

  it('shows the identity picker without sandbox_openid, with the roles for a new identity', async () => {
    const response = await visit({ redirect: RETURN });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('name="redirect" value="http://ia.test/h5/course?id=9"');
    expect(response.body).toContain('<select id="role" name="sandbox_role">');
  });

  it('returns only to pages of this app (it puts a session token in the address)', async () => {
    for (const redirect of ['https://evil.test/h5/', `http://${HOST}/admin/`, '']) {
      const response = await visit({ redirect, sandbox_openid: 'o_phish' });
      expect(response.statusCode, redirect).toBe(400);
      expect(response.body).toContain('redirect 必须是本应用的页面地址');
    }
    expect(await t.services.users.findByOpenid('wx_sandbox_app', 'o_phish')).toBeUndefined();
  });

  it('refuses a malformed openid with an envelope error', async () => {
    const response = await visit({ redirect: RETURN, sandbox_openid: 'o p' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40000 });
  });
});
