import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { SANDBOX_WECOM, testConfig } from '../../config';
import { twoAppsOnOneDatabase } from '../../test/two-apps';
import { wechatCredentials } from '../jssdk/wechat-credentials.table';
import { wecomContacts } from './wecom.table';
import { buildContactEvent, buildEnvelope, type CallbackKeys, sealCallback } from './wecom-callback';

const STATUS_URL = '/api/platform/member/getWecomStatus';
const CALLBACK_URL = '/api/wecom/callback';
const GETTOKEN_PATH = '/sandbox/wecom/cgi-bin/gettoken';
const CONTACT_PATH = '/sandbox/wecom/cgi-bin/externalcontact/get';
const KEYS: CallbackKeys = SANDBOX_WECOM;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface WecomStatus {
  added: boolean;
  added_at: string | null;
  assistant: string | null;
}
interface Delivery {
  external_userid: string;
  unionid: string;
  userid: string;
  change_type: string;
  callback: { url: string; body: string; status: number; answer: string };
}

describe('member/getWecomStatus from WeCom customer-contact callbacks', () => {
  const twin = twoAppsOnOneDatabase();

  const count = (path: string) => twin.count(path);
  const member = async (openid = `wecom_${randomBytes(4).toString('hex')}`) => {
    const response = await twin.first.inject({
      method: 'POST',
      url: '/api/sandbox/login',
      payload: { role: 'consented', openid },
    });
    const { token } = (response.json() as Envelope<{ token: string }>).data;
    return { openid, unionid: `union_${openid}`, headers: { authorization: `Bearer ${token}` } };
  };
  const status = async (headers: Record<string, string>) => {
    const response = await twin.first.inject({ url: STATUS_URL, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Envelope<WecomStatus>).data;
  };
  const sandboxContact = async (
    change: 'add' | 'remove',
    body: Record<string, string>,
    app: FastifyInstance = twin.first,
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/sandbox/wecom/${change}-contact`,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Envelope<Delivery>).data;
  };
  const replay = (callback: Delivery['callback']) =>
    twin.first.inject({
      method: 'POST',
      url: callback.url,
      headers: { 'content-type': 'text/xml' },
      payload: callback.body,
    });
  const rowOf = async (externalUserId: string) =>
    (
      await twin.database.db
        .select()
        .from(wecomContacts)
        .where(eq(wecomContacts.externalUserId, externalUserId))
    )[0];
  /** A callback as WeCom would post it, sealed with `keys`. */
  const sealedCallback = (keys: CallbackKeys, externalUserId: string) => {
    const event = buildContactEvent(KEYS.corpId, {
      changeType: 'add_external_contact',
      wecomUserId: 'academy_assistant',
      externalUserId,
      occurredAt: twin.clock.now(),
    });
    const sealed = sealCallback(keys, event, { timestamp: '1780000000', nonce: 'forged' });
    const query = new URLSearchParams({
      msg_signature: sealed.msg_signature,
      timestamp: sealed.timestamp,
      nonce: sealed.nonce,
    });
    return { url: `${CALLBACK_URL}?${query}`, body: buildEnvelope(KEYS.corpId, sealed.encrypt) };
  };

  it('answers added=false before, and added with the time and assistant after the sandbox add', async () => {
    const someone = await member();
    expect(await status(someone.headers)).toEqual({ added: false, added_at: null, assistant: null });

    const delivery = await sandboxContact('add', { openid: someone.openid });
    expect(delivery.callback).toMatchObject({ status: 200, answer: 'success' });
    expect(delivery).toMatchObject({ unionid: someone.unionid, change_type: 'add_external_contact' });
    // The callback asked WeCom who the contact is: a token, then the contact.
    expect(twin.calls).toEqual([GETTOKEN_PATH, CONTACT_PATH]);
    expect(await status(someone.headers)).toEqual({
      added: true,
      added_at: twin.clock.now().toISOString(),
      assistant: 'academy_assistant',
    });
    // Another member is not concerned.
    expect((await status((await member()).headers)).added).toBe(false);
  });

  it('changes nothing on a replayed callback, even after a later removal', async () => {
    const someone = await member();
    const added = await sandboxContact('add', { openid: someone.openid });
    const addedAt = twin.clock.now().toISOString();
    const before = await rowOf(added.external_userid);
    twin.clock.advance(60_000);

    const again = await replay(added.callback);
    expect([again.statusCode, again.body]).toEqual([200, 'success']);
    // Known as not newer: no second WeCom lookup, the row untouched.
    expect(count(CONTACT_PATH)).toBe(1);
    expect(await rowOf(added.external_userid)).toEqual(before);

    const removed = await sandboxContact('remove', { openid: someone.openid });
    expect(removed.callback).toMatchObject({ status: 200, answer: 'success' });
    expect(await status(someone.headers)).toEqual({ added: false, added_at: null, assistant: null });
    twin.clock.advance(60_000);
    const late = await replay(added.callback);
    expect([late.statusCode, late.body]).toEqual([200, 'success']);
    expect(await status(someone.headers)).toEqual({ added: false, added_at: null, assistant: null });
    expect(await rowOf(added.external_userid)).toMatchObject({
      addedAt: new Date(addedAt),
      removedAt: new Date(twin.clock.now().getTime() - 60_000),
      lastChangeType: 'del_follow_user',
    });
  });

  it('answers false after a removal, and true again with the new time after a later add', async () => {
    const someone = await member();
    await sandboxContact('add', { openid: someone.openid });
    twin.clock.advance(5 * 60_000);
    const removed = await sandboxContact('remove', { openid: someone.openid });
    expect(removed).toMatchObject({ change_type: 'del_follow_user', callback: { status: 200 } });
    expect((await status(someone.headers)).added).toBe(false);
    twin.clock.advance(5 * 60_000);
    await sandboxContact('add', { openid: someone.openid });
    expect(await status(someone.headers)).toEqual({
      added: true,
      added_at: twin.clock.now().toISOString(),
      assistant: 'academy_assistant',
    });
  });

  it('keeps a contact WeCom names by an unknown unionid, and matches the member who registers later', async () => {
    const openid = `later_${randomBytes(4).toString('hex')}`;
    const delivery = await sandboxContact('add', { unionid: `union_${openid}` });
    expect(delivery.callback.status).toBe(200);
    expect(await rowOf(delivery.external_userid)).toMatchObject({
      unionid: `union_${openid}`,
      removedAt: null,
    });
    const later = await member(openid);
    expect((await status(later.headers)).added).toBe(true);
  });

  it('refuses a bad signature or a malformed body with an envelope error and writes nothing', async () => {
    const externalUserId = `wm${Buffer.from('union_forged').toString('base64url')}`;
    const forged = sealedCallback({ ...KEYS, callbackToken: 'not_the_token' }, externalUserId);
    const refused = await twin.first.inject({
      method: 'POST',
      url: forged.url,
      headers: { 'content-type': 'text/xml' },
      payload: forged.body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 40300, msg: '企业微信回调签名校验失败' });

    const genuine = sealedCallback(KEYS, externalUserId);
    const malformed = [
      { url: genuine.url, body: 'this is not xml' },
      { url: genuine.url, body: '<xml><ToUserName>ww</ToUserName></xml>' },
      { url: genuine.url, body: '<xml><Encrypt>bm90IGEgY2lwaGVydGV4dA==</Encrypt></xml>' },
      { url: CALLBACK_URL, body: genuine.body },
    ];
    const untyped = await twin.first.inject({ method: 'POST', url: genuine.url, payload: 'not xml either' });
    expect(untyped.json()).toMatchObject({ code: 40000, msg: '企业微信回调内容无法解析' });
    for (const request of malformed) {
      const response = await twin.first.inject({
        method: 'POST',
        url: request.url,
        headers: { 'content-type': 'text/xml' },
        payload: request.body,
      });
      expect(response.statusCode, request.body).toBeLessThan(500);
      expect(response.statusCode, request.body).toBeGreaterThanOrEqual(400);
      expect((response.json() as { code: number }).code, request.body).not.toBe(1000);
    }
    expect(await rowOf(externalUserId)).toBeUndefined();
    expect(twin.calls).toEqual([]);

    // The same event, properly signed, is accepted: the refusals were about the signature and body.
    const accepted = await twin.first.inject({
      method: 'POST',
      url: genuine.url,
      headers: { 'content-type': 'text/xml' },
      payload: genuine.body,
    });
    expect([accepted.statusCode, accepted.body]).toEqual([200, 'success']);
    expect(await rowOf(externalUserId)).toMatchObject({ unionid: 'union_forged' });
  });

  it('verifies the callback URL by answering the decrypted echostr as plain text', async () => {
    const echo = randomBytes(9).toString('hex');
    const sealed = sealCallback(KEYS, echo, { timestamp: '1780000000', nonce: 'verify' });
    const query = { msg_signature: sealed.msg_signature, timestamp: sealed.timestamp, nonce: sealed.nonce };
    const response = await twin.first.inject({
      url: CALLBACK_URL,
      query: { ...query, echostr: sealed.encrypt },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(echo);

    const tampered = await twin.first.inject({
      url: CALLBACK_URL,
      query: { ...query, nonce: 'other', echostr: sealed.encrypt },
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toMatchObject({ code: 40300 });
  });

  it('fetches the access token once for concurrent callbacks in two processes', async () => {
    // Sealed up front, so that the eight deliveries reach the two processes at the same time. On
    // PostgreSQL they race for the stale token, and this fails without the second look under the
    // lock; PGlite runs one transaction at a time, so there it mostly checks the count.
    const callbacks = Array.from({ length: 8 }, (_, index) =>
      sealedCallback(KEYS, `wm${Buffer.from(`union_concurrent_${index}`).toString('base64url')}`),
    );
    const answers = await Promise.all(
      callbacks.map((callback, index) =>
        (index % 2 === 0 ? twin.first : twin.second).inject({
          method: 'POST',
          url: callback.url,
          headers: { 'content-type': 'text/xml' },
          payload: callback.body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.body)).toEqual(Array(8).fill('success'));
    expect(count(GETTOKEN_PATH)).toBe(1);
    expect(count(CONTACT_PATH)).toBe(8);
    const [stored] = await twin.database.db
      .select()
      .from(wechatCredentials)
      .where(eq(wechatCredentials.appId, KEYS.corpId));
    expect(stored).toMatchObject({ kind: 'access_token', value: expect.stringMatching(/^[\w-]{40,}$/) });
  });

  it('replaces a token WeCom rejects once, and answers an error (writing nothing) when WeCom refuses', async () => {
    await twin.database.db.insert(wechatCredentials).values({
      appId: KEYS.corpId,
      kind: 'access_token',
      value: 'retired-token',
      expiresAt: new Date(twin.clock.now().getTime() + 3_600_000),
    });
    const retried = await sandboxContact('add', { unionid: 'union_retried' });
    expect(retried.callback.status).toBe(200);
    expect(twin.calls).toEqual([CONTACT_PATH, GETTOKEN_PATH, CONTACT_PATH]);

    twin.upstream = async (url, init) =>
      new URL(url).pathname === CONTACT_PATH
        ? Response.json({ errcode: 84061, errmsg: 'not external contact' })
        : twin.sandbox(url, init);
    const refused = await sandboxContact('add', { unionid: 'union_refused' });
    expect(refused.callback.status).toBe(503);
    expect(JSON.parse(refused.callback.answer)).toMatchObject({
      code: 50300,
      data: { wecom_errcode: 84061 },
    });
    expect(await rowOf(refused.external_userid)).toBeUndefined();
  });

  it('answers added=false and refuses callbacks when WeCom is not configured', async () => {
    // A third process on the same database, without the sandbox and without WECOM_*.
    const bare = await buildApp({
      config: testConfig({ SANDBOX: false }),
      database: twin.database,
      now: twin.clock.now,
      fetch: twin.fetch,
    });
    try {
      const sandboxAdd = await bare.inject({
        method: 'POST',
        url: '/api/sandbox/wecom/add-contact',
        payload: {},
      });
      expect(sandboxAdd.statusCode).toBe(404);
      const callback = await bare.inject({
        url: CALLBACK_URL,
        query: { msg_signature: 'a', timestamp: '1', nonce: 'n', echostr: 'e' },
      });
      expect(callback.statusCode).toBe(503);
      expect(callback.json()).toMatchObject({ code: 50300, msg: '未配置企业微信' });
      // Rows a configured WeCom wrote are not kept current without its callbacks: not trusted.
      const someone = await member();
      await sandboxContact('add', { openid: someone.openid });
      expect((await status(someone.headers)).added).toBe(true);
      const answer = await bare.inject({ url: STATUS_URL, headers: someone.headers });
      expect(answer.json()).toEqual({
        code: 1000,
        msg: 'success',
        data: { added: false, added_at: null, assistant: null },
      });
    } finally {
      await bare.close();
    }
  });
});
