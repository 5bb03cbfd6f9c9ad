import type { WechatIdentity } from '@ia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import type { FetchLike } from '../../lib/upstream';
import { createTestDatabase, sandboxLogin, TestClock } from '../../test/helper';
import { wechatIdentities } from '../users/users.table';
import { injectFetch } from './inject-fetch';
import { oauthStates } from './wechat.table';

const HOST = 'ia.test';
const PAGE = `http://${HOST}/h5/course?id=3`;

describe('WeChat login (self mode) through the sandbox, in-process', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const clock = new TestClock();
  // The app calls "WeChat" through this; tests swap it to play WeChat's failures.
  let upstream: FetchLike;
  const inProcess = injectFetch(() => app);

  beforeAll(async () => {
    const config = testConfig();
    database = await createTestDatabase();
    await prepareDatabase(database, config, { seedDemo: false });
    app = await buildApp({ config, database, now: clock.now, fetch: (url, init) => upstream(url, init) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    upstream = inProcess;
  });

  /** GET wechat/auth as a browser holding `cookie`; returns WeChat's authorize URL, the state and the cookie. */
  async function startLogin(websiteUrl = PAGE, cookie?: string) {
    const response = await app.inject({
      url: '/api/platform/wechat/auth',
      query: { website_url: websiteUrl },
      headers: { host: HOST, ...(cookie ? { cookie: `ia_oauth_binding=${cookie}` } : {}) },
    });
    expect(response.statusCode, response.body).toBe(302);
    const location = String(response.headers.location);
    const state = new URL(location, `http://${HOST}`).searchParams.get('state') ?? '';
    const binding = response.cookies.find((c) => c.name === 'ia_oauth_binding');
    return { location, state, cookie: binding?.value ?? '', setCookie: binding };
  }

  /** The sandbox's authorize page as an automated client: straight back with a code. */
  async function authorize(location: string, openid: string, unionid?: string) {
    const url = new URL(location, `http://${HOST}`);
    url.hash = '';
    url.searchParams.set('sandbox_openid', openid);
    if (unionid) url.searchParams.set('sandbox_unionid', unionid);
    const response = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(response.statusCode, response.body).toBe(302);
    return new URL(String(response.headers.location));
  }

  const oauth = (
    code: string,
    state: string | undefined,
    cookie: string | undefined,
    remoteAddress?: string,
  ) =>
    app.inject({
      url: '/api/oauth',
      query: { code, ...(state === undefined ? {} : { state }) },
      headers: cookie ? { cookie: `ia_oauth_binding=${cookie}` } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const identityOf = (response: LightMyRequestResponse) => (response.json() as { data: WechatIdentity }).data;

  async function login(openid: string, unionid?: string) {
    const started = await startLogin();
    const back = await authorize(started.location, openid, unionid);
    const response = await oauth(back.searchParams.get('code') ?? '', started.state, started.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return { ...identityOf(response), code: back.searchParams.get('code') ?? '' };
  }

  const rotate = (token: string, openid: string) =>
    app.inject({
      url: '/api/platform/token',
      query: { openid },
      headers: { authorization: `Bearer ${token}` },
    });

  it('runs the whole round trip: wechat/auth → authorize → back with code and state → /api/oauth → a working token', async () => {
    const started = await startLogin();
    expect(started.location).toMatch(
      /^\/sandbox\/wechat\/connect\/oauth2\/authorize\?appid=wx_sandbox_app&redirect_uri=http%3A%2F%2Fia\.test%2Fh5%2Fcourse%3Fid%3D3&response_type=code&scope=snsapi_base&state=[\w-]{43}#wechat_redirect$/,
    );
    expect(started.setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api', maxAge: 600 });
    const [stored] = await database.db.select().from(oauthStates);
    expect(stored?.stateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.stateHash).not.toBe(started.state);
    expect(stored?.bindingHash).not.toBe(started.cookie);

    const back = await authorize(started.location, 'o_round_trip', 'u_round_trip');
    expect(`${back.origin}${back.pathname}`).toBe(`http://${HOST}/h5/course`);
    expect(back.searchParams.get('id')).toBe('3');
    expect(back.searchParams.get('state')).toBe(started.state);
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);

    const response = await oauth(back.searchParams.get('code') ?? '', started.state, started.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const identity = identityOf(response);
    expect(identity).toMatchObject({ openid: 'o_round_trip', unionid: 'u_round_trip' });
    expect(identity.token).toMatch(/^[\w-]{43}$/);

    // The token is a session of a new, WeChat-only user: a [wechat] route accepts it.
    const rotated = await rotate(identity.token, 'o_round_trip');
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(identityOf(rotated)).toMatchObject({ openid: 'o_round_trip', unionid: 'u_round_trip' });
  });

  it('finds the same user at the next login, with a new token, and keeps the other device signed in', async () => {
    const first = await login('o_twice');
    const second = await login('o_twice');
    expect(second.token).not.toBe(first.token);
    const [a, b] = await Promise.all([
      app.services.sessions.resolve(first.token),
      app.services.sessions.resolve(second.token),
    ]);
    expect(a?.user.id).toBeDefined();
    expect(b?.user.id).toBe(a?.user.id);
  });

  it('attaches a new openid to the user who already has its unionid (another official account)', async () => {
    const other = await app.services.users.createWithIdentity({
      appId: 'wx_other_account',
      openid: 'o_other_account',
      unionid: 'u_shared',
    });
    const { token } = await login('o_this_account', 'u_shared');
    expect((await app.services.sessions.resolve(token))?.user.id).toBe(other.id);
    const identities = await database.db
      .select()
      .from(wechatIdentities)
      .where(eq(wechatIdentities.userId, other.id));
    expect(identities.map((i) => i.openid).sort()).toEqual(['o_other_account', 'o_this_account']);
  });

  it('refuses a reused code with a clear message', async () => {
    const { code } = await login('o_reuse');
    const again = await startLogin();
    const response = await oauth(code, again.state, again.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 40000, msg: '授权码无效或已使用，请重新进入', data: null });
  });

  it('refuses a code older than 5 minutes', async () => {
    const started = await startLogin();
    const back = await authorize(started.location, 'o_slow');
    clock.advance(5 * 60_000 + 1000);
    const response = await oauth(back.searchParams.get('code') ?? '', started.state, started.cookie);
    expect(response.json()).toMatchObject({ code: 40000, msg: '授权码无效或已使用，请重新进入' });
  });

  it('refuses a forged, missing, replayed or expired state without spending the code', async () => {
    const started = await startLogin();
    const back = await authorize(started.location, 'o_state');
    const code = back.searchParams.get('code') ?? '';
    const stateError = { code: 40000, msg: '登录状态校验失败，请重新进入', data: null };

    const forged = await oauth(code, 'A'.repeat(43), started.cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual(stateError);
    const missing = await oauth(code, undefined, started.cookie);
    expect(missing.json()).toMatchObject({ code: 40000, msg: expect.stringContaining('登录状态校验失败') });

    // The code was never sent to WeChat: the genuine state still completes the login, once.
    expect((await oauth(code, started.state, started.cookie)).statusCode).toBe(200);
    expect((await oauth(code, started.state, started.cookie)).json()).toEqual(stateError);

    const late = await startLogin();
    const lateBack = await authorize(late.location, 'o_state');
    clock.advance(10 * 60_000 + 1000);
    expect((await oauth(lateBack.searchParams.get('code') ?? '', late.state, late.cookie)).json()).toEqual(
      stateError,
    );
  });

  it('refuses a state started in another browser (binding cookie missing or different)', async () => {
    const victim = await startLogin();
    const attacker = await startLogin();
    expect(attacker.cookie).not.toBe(victim.cookie);
    const back = await authorize(attacker.location, 'o_attacker');
    const code = back.searchParams.get('code') ?? '';
    for (const cookie of [victim.cookie, undefined, 'not-a-binding']) {
      const response = await oauth(code, attacker.state, cookie);
      expect(response.json()).toMatchObject({ code: 40000, msg: '登录状态校验失败，请重新进入' });
    }
  });

  it('keeps the browser’s binding cookie, so two logins in two tabs both work', async () => {
    const first = await startLogin();
    const second = await startLogin(PAGE, first.cookie);
    expect(second.cookie).toBe(first.cookie);
    const backFirst = await authorize(first.location, 'o_tab_one');
    const backSecond = await authorize(second.location, 'o_tab_two');
    expect(
      (await oauth(backSecond.searchParams.get('code') ?? '', second.state, first.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await oauth(backFirst.searchParams.get('code') ?? '', first.state, first.cookie)).statusCode,
    ).toBe(200);
  });

  it('drops a stale code and state and any fragment from website_url', async () => {
    const { location } = await startLogin(`${PAGE}&code=old&state=old#top`);
    const redirectUri = new URL(location, `http://${HOST}`).searchParams.get('redirect_uri');
    expect(redirectUri).toBe(PAGE);
  });

  it('refuses a website_url that is not a page of this app (no open redirect)', async () => {
    for (const websiteUrl of [
      'https://evil.test/h5/',
      `http://${HOST}.evil.test/h5/`,
      `http://${HOST}/api/platform/member/me`,
      '/h5/relative',
      'javascript:alert(1)',
    ]) {
      const response = await app.inject({
        url: '/api/platform/wechat/auth',
        query: { website_url: websiteUrl },
        headers: { host: HOST },
      });
      expect(response.statusCode, websiteUrl).toBe(400);
      expect(response.json()).toMatchObject({ code: 40000, msg: 'website_url 必须是本应用的页面地址' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const missing = await app.inject({ url: '/api/platform/wechat/auth', headers: { host: HOST } });
    expect(missing.json()).toMatchObject({ code: 40000 });
  });

  it('answers SERVICE_UNAVAILABLE when WeChat is busy (-1), unreachable or down; never a 500', async () => {
    const replies: FetchLike[] = [
      async () => Response.json({ errcode: -1, errmsg: 'system error' }),
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => new Response('Bad Gateway', { status: 502 }),
      async () => Response.json({ errcode: 40125, errmsg: 'invalid appsecret' }),
    ];
    for (const reply of replies) {
      upstream = inProcess;
      const started = await startLogin();
      const back = await authorize(started.location, 'o_busy');
      upstream = reply;
      const response = await oauth(back.searchParams.get('code') ?? '', started.state, started.cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 50300, msg: '微信服务繁忙，请稍后再试', data: null });
    }
  });

  it('token?openid= rotates the caller’s own session: new token, the old one answers 401', async () => {
    const { token, openid } = await login('o_rotate', 'u_rotate');
    const response = await rotate(token, openid);
    expect(response.statusCode).toBe(200);
    const fresh = identityOf(response);
    expect(fresh).toMatchObject({ openid: 'o_rotate', unionid: 'u_rotate' });
    expect(fresh.token).not.toBe(token);

    const stale = await rotate(token, openid);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 40100 });
    expect((await rotate(fresh.token, openid)).statusCode).toBe(200);
  });

  it('token?openid= never hands out a session for an openid the caller did not prove', async () => {
    const victim = await login('o_victim');
    const attacker = await sandboxLogin(app, 'wechat');
    const response = await rotate(attacker.token, victim.openid);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 40300 });
    // Refused, and nothing changed: the attacker's own session still works.
    expect((await rotate(attacker.token, attacker.openid)).statusCode).toBe(200);

    const anonymous = await app.inject({ url: '/api/platform/token', query: { openid: victim.openid } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 40100 });
  });

  it('limits /api/oauth per IP', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      answers.push((await oauth('c', 'A'.repeat(43), undefined, '10.9.9.9')).statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    const limited = await oauth('c', 'A'.repeat(43), undefined, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 42900 });
    // Another address is not affected.
    expect((await oauth('c', 'A'.repeat(43), undefined, '10.9.9.10')).statusCode).toBe(400);
  });
});
