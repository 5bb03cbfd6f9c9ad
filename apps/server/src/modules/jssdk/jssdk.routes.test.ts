import { SHARE_JS_API_LIST } from '@ia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { UNPACED_ROUND } from '../../lib/job-scheduler';
import { createTestDatabase, TestClock } from '../../test/helper';
import { twoAppsOnOneDatabase } from '../../test/two-apps';
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
  const twin = twoAppsOnOneDatabase();

  const sign = async (app: FastifyInstance, query: Record<string, string> = { url: PAGE }) => {
    const response = await app.inject({ url: '/api/platform/jssdk', query, headers: { host: HOST } });
    return { status: response.statusCode, body: response.json() as JssdkAnswer };
  };
  const storedTicket = async () => {
    const [row] = await twin.database.db
      .select()
      .from(wechatCredentials)
      .where(eq(wechatCredentials.kind, 'jsapi_ticket'));
    return row;
  };
  const count = (path: string) => twin.count(path);

  it('answers wx.config with a signature over the ticket, nonce, timestamp and the url without #', async () => {
    const { status, body } = await sign(twin.first, {
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
      timestamp: Math.floor(twin.clock.now().getTime() / 1000),
      nonceStr: expect.stringMatching(/^[\w-]{16}$/),
      signature: jsapiSignature({
        jsapiTicket: ticket?.value ?? '',
        nonceStr: body.data.nonceStr,
        timestamp: body.data.timestamp,
        url: PAGE,
      }),
      jsApiList: [...SHARE_JS_API_LIST],
    });
    expect(twin.calls).toEqual([TOKEN_PATH, TICKET_PATH]);
    // A fresh nonce every time; the cached ticket is reused.
    const again = await sign(twin.first);
    expect(again.body.data.nonceStr).not.toBe(body.data.nonceStr);
    expect(twin.calls).toHaveLength(2);
  });

  it('fetches the token and ticket once for two processes asking at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => sign(index % 2 === 0 ? twin.first : twin.second)),
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
    await sign(twin.first);
    const original = (await storedTicket())?.value;
    const start = twin.clock.now();
    try {
      twin.clock.advance(7200_000 - CREDENTIAL_REFRESH_MARGIN_MS - 60_000);
      await sign(twin.second);
      expect(twin.calls).toHaveLength(2);
      twin.clock.advance(61_000);
      const { body } = await sign(twin.second);
      expect(body.code).toBe(1000);
      expect(twin.calls).toEqual([TOKEN_PATH, TICKET_PATH, TOKEN_PATH, TICKET_PATH]);
      const replaced = await storedTicket();
      expect(replaced?.value).not.toBe(original);
      // Still well before the old ticket's expiry.
      expect(twin.clock.now().getTime()).toBeLessThan(start.getTime() + 7200_000);
      expect(replaced?.expiresAt.getTime()).toBe(twin.clock.now().getTime() + 7200_000);
    } finally {
      twin.clock.set(start);
    }
  });

  it('lets the refresh job renew a used ticket ahead of expiry, and never calls WeChat for an unused one', async () => {
    expect(await twin.first.services.wechatCredentials.refreshJob().run(UNPACED_ROUND)).toBe(0);
    expect(twin.calls).toEqual([]);
    await sign(twin.first);
    const start = twin.clock.now();
    try {
      expect(await twin.first.services.wechatCredentials.refreshJob().run(UNPACED_ROUND)).toBe(0);
      twin.clock.advance(7200_000 - CREDENTIAL_REFRESH_MARGIN_MS + 1000);
      // Both processes run the job; the lock makes one of them do the work.
      const handled = await Promise.all([
        twin.first.services.wechatCredentials.refreshJob().run(UNPACED_ROUND),
        twin.second.services.wechatCredentials.refreshJob().run(UNPACED_ROUND),
      ]);
      expect(handled.sort()).toEqual([0, 2]);
      expect(count(TOKEN_PATH)).toBe(2);
      expect(count(TICKET_PATH)).toBe(2);
      await sign(twin.second);
      expect(twin.calls).toHaveLength(4);
    } finally {
      twin.clock.set(start);
    }
  });

  it('fetches a new token and retries once when WeChat retired the cached one', async () => {
    await sign(twin.first);
    await twin.database.db
      .update(wechatCredentials)
      .set({ expiresAt: new Date(0) })
      .where(eq(wechatCredentials.kind, 'jsapi_ticket'));
    let rejected = false;
    twin.upstream = async (url, init) => {
      if (!rejected && url.includes('getticket')) {
        rejected = true;
        return Response.json({
          errcode: 40001,
          errmsg: 'invalid credential, access_token is invalid or not latest',
        });
      }
      return twin.sandbox(url, init);
    };
    const { body } = await sign(twin.first);
    expect(body.code).toBe(1000);
    expect(twin.calls).toEqual([TOKEN_PATH, TICKET_PATH, TICKET_PATH, TOKEN_PATH, TICKET_PATH]);
  });

  it('turns WeChat errcodes and outages into a clear envelope error, never a 500', async () => {
    twin.upstream = async () =>
      Response.json({ errcode: 40164, errmsg: 'invalid ip 1.2.3.4, not in whitelist' });
    const refused = await sign(twin.first);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({
      code: 50300,
      msg: '微信分享签名暂不可用，请稍后再试',
      data: { wechat_errcode: 40164 },
    });

    twin.upstream = async () => {
      throw new TypeError('fetch failed');
    };
    expect((await sign(twin.first)).body).toMatchObject({
      code: 50300,
      msg: '微信分享签名暂不可用，请稍后再试',
    });

    twin.upstream = async () => new Response('<html>bad gateway</html>', { status: 502 });
    expect((await sign(twin.first)).body.code).toBe(50300);

    twin.upstream = async () => Response.json({ unexpected: true });
    expect((await sign(twin.first)).body.code).toBe(50300);

    // A token, then the ticket refused for another reason: no retry loop.
    twin.upstream = async (url, init) =>
      url.includes('getticket')
        ? Response.json({ errcode: -1, errmsg: 'system error' })
        : twin.sandbox(url, init);
    twin.calls = [];
    const busy = await sign(twin.first);
    expect(busy.body).toMatchObject({ code: 50300, data: { wechat_errcode: -1 } });
    expect(twin.calls).toEqual([TOKEN_PATH, TICKET_PATH]);
  });

  it('signs only pages of this app, for this app id, with a well-formed interface list', async () => {
    const bad = async (query: Record<string, string>, message: string) => {
      const { status, body } = await sign(twin.first, query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 40000, msg: message });
    };
    await bad({ url: 'http://evil.test/h5/course' }, '只能为本应用的页面签名');
    await bad({ url: `http://${HOST}/admin/` }, '只能为本应用的页面签名');
    await bad({ url: 'javascript:alert(1)' }, '只能为本应用的页面签名');
    await bad({ url: PAGE, appid: 'wx_other' }, 'appid 与本公众号不符');
    await bad({ url: PAGE, js_api_list: 'chooseImage,<script>' }, 'js_api_list 格式有误');
    const missing = await sign(twin.first, {});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(40000);
    expect(twin.calls).toEqual([]);

    const custom = await sign(twin.first, {
      url: PAGE,
      js_api_list: 'chooseImage, hideMenuItems,chooseImage',
    });
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
