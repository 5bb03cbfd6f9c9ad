import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';

const AUTHORIZE = '/sandbox/wechat/connect/oauth2/authorize';
const ACCESS_TOKEN = '/sandbox/wechat/sns/oauth2/access_token';
const REDIRECT = 'http://ia.test/h5/home?from=timeline';

describe('the WeChat sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const authorizeQuery = (extra: Record<string, string> = {}) => ({
    appid: 'wx_sandbox_app',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'snsapi_base',
    state: 'st4te',
    ...extra,
  });

  async function codeFor(openid: string, extra: Record<string, string> = {}) {
    const response = await t.app.inject({
      url: AUTHORIZE,
      query: authorizeQuery({ sandbox_openid: openid, ...extra }),
    });
    expect(response.statusCode, response.body).toBe(302);
    return new URL(String(response.headers.location));
  }

  const exchange = async (query: Record<string, string>) => {
    const response = await t.app.inject({ url: ACCESS_TOKEN, query });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  };
  const validExchange = (code: string) => ({
    appid: 'wx_sandbox_app',
    secret: 'sandbox_app_secret',
    code,
    grant_type: 'authorization_code',
  });

  it('redirects at once with a code and the state, keeping redirect_uri’s own query', async () => {
    const back = await codeFor('o_auto');
    expect(`${back.origin}${back.pathname}`).toBe('http://ia.test/h5/home');
    expect(back.searchParams.get('from')).toBe('timeline');
    expect(back.searchParams.get('state')).toBe('st4te');
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers access_token exactly as WeChat does, then 40163 for the same code', async () => {
    const back = await codeFor('o_exchange', { sandbox_unionid: 'u_exchange', scope: 'snsapi_userinfo' });
    const code = back.searchParams.get('code') ?? '';
    const reply = await exchange(validExchange(code));
    expect(Object.keys(reply).sort()).toEqual(
      ['access_token', 'expires_in', 'openid', 'refresh_token', 'scope', 'unionid'].sort(),
    );
    expect(reply).toMatchObject({
      expires_in: 7200,
      openid: 'o_exchange',
      scope: 'snsapi_userinfo',
      unionid: 'u_exchange',
    });
    expect(await exchange(validExchange(code))).toMatchObject({
      errcode: 40163,
      errmsg: expect.stringMatching(/^code been used, rid: /),
    });
  });

  it('leaves unionid out when it is not known, and uses the stored one for a known openid', async () => {
    const fresh = await codeFor('o_no_union');
    expect(await exchange(validExchange(fresh.searchParams.get('code') ?? ''))).not.toHaveProperty('unionid');
    const known = await sandboxLogin(t.app, 'registered');
    const again = await codeFor(known.openid);
    expect(await exchange(validExchange(again.searchParams.get('code') ?? ''))).toMatchObject({
      openid: known.openid,
      unionid: `union_${known.openid}`,
    });
  });

  it('answers WeChat’s errcodes for a wrong appid, secret, grant_type, a missing or unknown code', async () => {
    const back = await codeFor('o_errors');
    const code = back.searchParams.get('code') ?? '';
    const cases: [Record<string, string>, number][] = [
      [{ ...validExchange(code), appid: 'wx_someone_else' }, 40013],
      [{ ...validExchange(code), secret: 'guessed' }, 40125],
      [{ ...validExchange(code), grant_type: 'client_credential' }, 40002],
      [{ appid: 'wx_sandbox_app', secret: 'sandbox_app_secret', grant_type: 'authorization_code' }, 41008],
      [validExchange('0'.repeat(32)), 40029],
    ];
    for (const [query, errcode] of cases) {
      const reply = await exchange(query);
      expect(reply, JSON.stringify(query)).toEqual({ errcode, errmsg: expect.any(String) });
    }
    // None of the refusals spent the code.
    expect(await exchange(validExchange(code))).toMatchObject({ openid: 'o_errors' });
  });

  it('expires codes after 5 minutes', async () => {
    const back = await codeFor('o_expiry');
    t.clock.advance(5 * 60_000 - 1000);
    const early = await codeFor('o_expiry');
    t.clock.advance(2000);
    expect(await exchange(validExchange(back.searchParams.get('code') ?? ''))).toMatchObject({
      errcode: 40029,
    });
    expect(await exchange(validExchange(early.searchParams.get('code') ?? ''))).toMatchObject({
      openid: 'o_expiry',
    });
  });

  it('shows a WeChat-like error page for a wrong appid, redirect_uri, response_type or scope', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ appid: 'wx_someone_else' }, 'appid 参数错误'],
      [{ redirect_uri: 'ftp://ia.test/' }, 'redirect_uri 参数错误'],
      [{ response_type: 'token' }, 'response_type 参数错误'],
      [{ scope: 'snsapi_login' }, 'scope 参数错误'],
      [{ sandbox_openid: '<script>' }, 'sandbox_openid'],
    ];
    for (const [extra, message] of cases) {
      const response = await t.app.inject({ url: AUTHORIZE, query: authorizeQuery(extra) });
      expect(response.statusCode, message).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Oops! Something went wrong');
      expect(response.body).toContain(message);
      expect(response.body).not.toContain('<script>');
    }
  });

  it('offers a picker of test identities that submits back with sandbox_openid', async () => {
    const known = await sandboxLogin(t.app, 'certified');
    const response = await t.app.inject({ url: AUTHORIZE, query: authorizeQuery() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    // A page under /api/ still gets a document's headers around its own policy.
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const html = response.body;
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('选择已有测试身份');
    expect(html).toContain(`name="sandbox_openid" value="${known.openid}"`);
    expect(html).toContain('已认证');
    expect(html).toContain(`name="redirect_uri" value="${REDIRECT.replace('&', '&#38;')}"`);
    expect(html).toContain('name="state" value="st4te"');
    expect(html).not.toMatch(/<script|https?:\/\/(?!ia\.test)/);
  });

  it('does not exist when the sandbox is off', async () => {
    const app = await buildApp({ config: testConfig({ SANDBOX: false }), database: t.database });
    for (const url of [AUTHORIZE, ACCESS_TOKEN, '/sandbox/external-login']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
    await app.close();
  });
});
