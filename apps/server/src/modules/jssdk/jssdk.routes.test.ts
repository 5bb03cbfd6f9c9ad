import { SHARE_JS_API_LIST } from '@ia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { createTestDatabase, TestClock } from '../../test/helper';
import { injectFetch } from '../wechat/inject-fetch';
import type { FetchLike } from '../wechat/wechat-oauth.client';
import { jsapiSignature } from './jssdk-signature';
import { CREDENTIAL_REFRESH_MARGIN_MS } from './wechat-credentials.service';
import { wechatCredentials } from './wechat-credentials.table';

const HOST = 'ia.test';
const PAGE = `http://${HOST}/h5/course/detail?id=3&typeMap=1`;
const TOKEN_PATH = '/sandbox/wechat/cgi-bin/token';
const TICKET_PATH = '/sandbox/wechat/cgi-bin/ticket/getticket';

interface JssdkAnswer {
  code: number;
  msg: string;
  data: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] } & {
    wechat_errcode?: number;
  };
}

describe('GET jssdk: the JS-SDK signature with cached WeChat credentials', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let database: DatabaseHandle;
  const clock = new TestClock();
  /** Paths of every call the two app instances made to "WeChat". */
  let calls: string[] = [];
  // Both instances call WeChat through this; it answers from the first instance's sandbox.
  let upstream: FetchLike;
  const sandbox = injectFetch(() => first);
  const counting: FetchLike = (url, init) => {
    calls.push(new URL(url).pathname);
    return upstream(url, init);
  };

  beforeAll(async () => {
    const config = testConfig();
    database = await createTestDatabase();
    await prepareDatabase(database, config, { seedDemo: false });
    // Two server processes on one database: their only shared state is the database.
    first = await buildApp({ config, database, now: clock.now, fetch: counting });
    second = await buildApp({ config, database, now: clock.now, fetch: counting });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });
  beforeEach(async () => {
    upstream = sandbox;
    calls = [];
    await database.db.delete(wechatCredentials);
  });

  const sign = async (app: FastifyInstance, query: Record<string, string> = { url: PAGE }) => {
    const response = await app.inject({ url: '/api/platform/jssdk', query, headers: { host: HOST } });
    return { status: response.statusCode, body: response.json() as JssdkAnswer };
  };
  const storedTicket = async () => {
    const [row] = await database.db
      .select()
      .from(wechatCredentials)
      .where(eq(wechatCredentials.kind, 'jsapi_ticket'));
    return row;
  };
  const count = (path: string) => calls.filter((call) => call === path).length;

  it('answers wx.config with a signature over the ticket, nonce, timestamp and the url without #', async () => {
    const { status, body } = await sign(first, {
      url: `${PAGE}#section-2`,
      appid: 'wx_sandbox_app',
      js_api_list: SHARE_JS_API_LIST.join(','),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.code).toBe(1000);
    const ticket = await storedTicket();
    expect(ticket?.value).toMatch(/^[\w-]{40,}$/);
    expect(body.data).toEqual({
      appId: 'wx_sandbox_app',
      timestamp: Math.floor(clock.now().getTime() / 1000),
      nonceStr: expect.stringMatching(/^[\w-]{16}$/),
      signature: jsapiSignature({
        jsapiTicket: ticket?.value ?? '',
        nonceStr: body.data.nonceStr,
        timestamp: body.data.timestamp,
        url: PAGE,
      }),
      jsApiList: [...SHARE_JS_API_LIST],
    });
    expect(calls).toEqual([TOKEN_PATH, TICKET_PATH]);
    // A fresh nonce every time; the cached ticket is reused.
    const again = await sign(first);
    expect(again.body.data.nonceStr).not.toBe(body.data.nonceStr);
    expect(calls).toHaveLength(2);
  });

  it('fetches the token and ticket once for two processes asking at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => sign(index % 2 === 0 ? first : second)),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(12).fill(1000));
    expect(count(TOKEN_PATH)).toBe(1);
    expect(count(TICKET_PATH)).toBe(1);
    const ticket = (await storedTicket())?.value ?? '';
    for (const { body } of answers) {
      expect(body.data.signature).toBe(
        jsapiSignature({
          jsapiTicket: ticket,
          nonceStr: body.data.nonceStr,
          timestamp: body.data.timestamp,
          url: PAGE,
        }),
      );
    }
  });

  it('replaces the ticket before WeChat’s 7200 s run out, not earlier', async () => {
    await sign(first);
    const original = (await storedTicket())?.value;
    const start = clock.now();
    try {
      clock.advance(7200_000 - CREDENTIAL_REFRESH_MARGIN_MS - 60_000);
      await sign(second);
      expect(calls).toHaveLength(2);
      clock.advance(61_000);
      const { body } = await sign(second);
      expect(body.code).toBe(1000);
      expect(calls).toEqual([TOKEN_PATH, TICKET_PATH, TOKEN_PATH, TICKET_PATH]);
      const replaced = await storedTicket();
      expect(replaced?.value).not.toBe(original);
      // Still well before the old ticket's expiry.
      expect(clock.now().getTime()).toBeLessThan(start.getTime() + 7200_000);
      expect(replaced?.expiresAt.getTime()).toBe(clock.now().getTime() + 7200_000);
    } finally {
      clock.set(start);
    }
  });

  it('lets the refresh job renew a used ticket ahead of expiry, and never calls WeChat for an unused one', async () => {
    expect(await first.services.wechatCredentials.refreshJob().run()).toBe(0);
    expect(calls).toEqual([]);
    await sign(first);
    const start = clock.now();
    try {
      expect(await first.services.wechatCredentials.refreshJob().run()).toBe(0);
      clock.advance(7200_000 - CREDENTIAL_REFRESH_MARGIN_MS + 1000);
      // Both processes run the job; the lock makes one of them do the work.
      const handled = await Promise.all([
        first.services.wechatCredentials.refreshJob().run(),
        second.services.wechatCredentials.refreshJob().run(),
      ]);
      expect(handled.sort()).toEqual([0, 2]);
      expect(count(TOKEN_PATH)).toBe(2);
      expect(count(TICKET_PATH)).toBe(2);
      await sign(second);
      expect(calls).toHaveLength(4);
    } finally {
      clock.set(start);
    }
  });

  it('fetches a new token and retries once when WeChat retired the cached one', async () => {
    await sign(first);
    await database.db
      .update(wechatCredentials)
      .set({ expiresAt: new Date(0) })
      .where(eq(wechatCredentials.kind, 'jsapi_ticket'));
    let rejected = false;
    upstream = async (url, init) => {
      if (!rejected && url.includes('getticket')) {
        rejected = true;
        return Response.json({
          errcode: 40001,
          errmsg: 'invalid credential, access_token is invalid or not latest',
        });
      }
      return sandbox(url, init);
    };
    const { body } = await sign(first);
    expect(body.code).toBe(1000);
    expect(calls).toEqual([TOKEN_PATH, TICKET_PATH, TICKET_PATH, TOKEN_PATH, TICKET_PATH]);
  });

  it('turns WeChat errcodes and outages into a clear envelope error, never a 500', async () => {
    upstream = async () => Response.json({ errcode: 40164, errmsg: 'invalid ip 1.2.3.4, not in whitelist' });
    const refused = await sign(first);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({
      code: 50300,
      msg: '微信分享签名暂不可用，请稍后再试',
      data: { wechat_errcode: 40164 },
    });

    upstream = async () => {
      throw new TypeError('fetch failed');
    };
    expect((await sign(first)).body).toMatchObject({ code: 50300, msg: '微信分享签名暂不可用，请稍后再试' });

    upstream = async () => new Response('<html>bad gateway</html>', { status: 502 });
    expect((await sign(first)).body.code).toBe(50300);

    upstream = async () => Response.json({ unexpected: true });
    expect((await sign(first)).body.code).toBe(50300);

    // A token, then the ticket refused for another reason: no retry loop.
    upstream = async (url, init) =>
      url.includes('getticket') ? Response.json({ errcode: -1, errmsg: 'system error' }) : sandbox(url, init);
    calls = [];
    const busy = await sign(first);
    expect(busy.body).toMatchObject({ code: 50300, data: { wechat_errcode: -1 } });
    expect(calls).toEqual([TOKEN_PATH, TICKET_PATH]);
  });

  it('signs only pages of this app, for this app id, with a well-formed interface list', async () => {
    const bad = async (query: Record<string, string>, message: string) => {
      const { status, body } = await sign(first, query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 40000, msg: message });
    };
    await bad({ url: 'http://evil.test/h5/course' }, '只能为本应用的页面签名');
    await bad({ url: `http://${HOST}/admin/` }, '只能为本应用的页面签名');
    await bad({ url: 'javascript:alert(1)' }, '只能为本应用的页面签名');
    await bad({ url: PAGE, appid: 'wx_other' }, 'appid 与本公众号不符');
    await bad({ url: PAGE, js_api_list: 'chooseImage,<script>' }, 'js_api_list 格式有误');
    const missing = await sign(first, {});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(40000);
    expect(calls).toEqual([]);

    const custom = await sign(first, { url: PAGE, js_api_list: 'chooseImage, hideMenuItems,chooseImage' });
    expect(custom.body.data.jsApiList).toEqual(['chooseImage', 'hideMenuItems']);
  });
});

describe('the WeChat sandbox’s cgi-bin/token and ticket/getticket', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const clock = new TestClock();

  beforeAll(async () => {
    const config = testConfig();
    database = await createTestDatabase();
    await prepareDatabase(database, config, { seedDemo: false });
    app = await buildApp({ config, database, now: clock.now });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async (url: string, query: Record<string, string>) => {
    const response = await app.inject({ url, query });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  };
  const valid = { grant_type: 'client_credential', appid: 'wx_sandbox_app', secret: 'sandbox_app_secret' };

  it('checks the grant type, app id and secret with WeChat’s errcodes', async () => {
    const cases: Array<[Record<string, string>, number]> = [
      [{ ...valid, grant_type: 'authorization_code' }, 40002],
      [{ grant_type: 'client_credential' }, 41002],
      [{ ...valid, appid: 'wx_other' }, 40013],
      [{ grant_type: 'client_credential', appid: 'wx_sandbox_app' }, 41004],
      [{ ...valid, secret: 'wrong' }, 40001],
    ];
    for (const [query, errcode] of cases) {
      expect(await get(TOKEN_PATH, query)).toMatchObject({
        errcode,
        errmsg: expect.stringContaining('rid: '),
      });
    }
    const token = await get(TOKEN_PATH, valid);
    expect(Object.keys(token).sort()).toEqual(['access_token', 'expires_in']);
    expect(token.expires_in).toBe(7200);
  });

  it('hands out a jsapi_ticket for a live token only', async () => {
    const { access_token } = (await get(TOKEN_PATH, valid)) as { access_token: string };
    expect(await get(TICKET_PATH, { access_token, type: 'jsapi' })).toEqual({
      errcode: 0,
      errmsg: 'ok',
      ticket: expect.stringMatching(/^[\w-]{80,}$/),
      expires_in: 7200,
    });
    expect(await get(TICKET_PATH, { type: 'jsapi' })).toMatchObject({ errcode: 41001 });
    expect(await get(TICKET_PATH, { access_token: 'forged', type: 'jsapi' })).toMatchObject({
      errcode: 40001,
    });
    expect(await get(TICKET_PATH, { access_token, type: 'other' })).toMatchObject({ errcode: 40097 });
    clock.advance(7200_000);
    expect(await get(TICKET_PATH, { access_token, type: 'jsapi' })).toMatchObject({ errcode: 42001 });
  });
});
