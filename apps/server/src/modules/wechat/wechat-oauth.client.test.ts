import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error';
import type { FetchLike } from '../../lib/upstream';
import { buildAuthorizeUrl, WechatOAuthClient } from './wechat-oauth.client';

describe('buildAuthorizeUrl', () => {
  it('builds WeChat’s authorize URL with the parameters in order and redirect_uri encoded', () => {
    expect(
      buildAuthorizeUrl({
        oauthBase: 'https://open.weixin.qq.com',
        appId: 'wx520c15f417810387',
        redirectUri: 'https://ia.example.cn/h5/course?id=3&from=timeline',
        scope: 'snsapi_base',
        state: 'Zx-9_a',
      }),
    ).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx520c15f417810387' +
        '&redirect_uri=https%3A%2F%2Fia.example.cn%2Fh5%2Fcourse%3Fid%3D3%26from%3Dtimeline' +
        '&response_type=code&scope=snsapi_base&state=Zx-9_a#wechat_redirect',
    );
  });

  it('accepts a relative base (the sandbox) and ignores a trailing slash', () => {
    const url = buildAuthorizeUrl({
      oauthBase: '/sandbox/wechat/',
      appId: 'wx_sandbox_app',
      redirectUri: 'http://localhost:3000/h5/',
      scope: 'snsapi_userinfo',
      state: 's',
    });
    expect(url).toBe(
      '/sandbox/wechat/connect/oauth2/authorize?appid=wx_sandbox_app&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fh5%2F' +
        '&response_type=code&scope=snsapi_userinfo&state=s#wechat_redirect',
    );
  });
});

describe('WechatOAuthClient.exchangeCode', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const clientWith = (fetch: FetchLike, timeoutMs?: number) => {
    const logger = { warn: vi.fn() };
    const client = new WechatOAuthClient({
      appId: 'wx_app',
      appSecret: 'top-secret',
      apiBase: 'https://api.weixin.qq.com',
      fetch,
      logger,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    return { client, logger };
  };
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    return { code: appError.code, status: appError.httpStatus, message: appError.message };
  };

  it('calls access_token with appid, secret, code and grant_type, and reads openid and unionid', async () => {
    const fetch = vi.fn<FetchLike>(async () =>
      json({
        access_token: 'at',
        expires_in: 7200,
        refresh_token: 'rt',
        openid: 'o_1',
        scope: 'snsapi_base',
        unionid: 'u_1',
      }),
    );
    const { client } = clientWith(fetch);
    await expect(client.exchangeCode('c/1')).resolves.toMatchObject({ openid: 'o_1', unionid: 'u_1' });
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'https://api.weixin.qq.com/sns/oauth2/access_token?appid=wx_app&secret=top-secret&code=c%2F1&grant_type=authorization_code',
    );
  });

  it('maps 40029 and 40163 to a clear VALIDATION_FAILED', async () => {
    for (const errcode of [40029, 40163]) {
      const { client } = clientWith(async () => json({ errcode, errmsg: 'invalid code, rid: 1' }));
      expect(await failure(client.exchangeCode('c'))).toEqual({
        code: 40000,
        status: 400,
        message: '授权码无效或已使用，请重新进入',
      });
    }
  });

  it('maps -1 (busy) to SERVICE_UNAVAILABLE without alarming the logs', async () => {
    const { client, logger } = clientWith(async () => json({ errcode: -1, errmsg: 'system error' }));
    expect(await failure(client.exchangeCode('c'))).toEqual({
      code: 50300,
      status: 503,
      message: '微信服务繁忙，请稍后再试',
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('maps other errcodes to SERVICE_UNAVAILABLE and logs them, never the secret', async () => {
    const { client, logger } = clientWith(async () => json({ errcode: 40125, errmsg: 'invalid appsecret' }));
    expect((await failure(client.exchangeCode('c'))).code).toBe(50300);
    expect(logger.warn).toHaveBeenCalledWith(
      { errcode: 40125, errmsg: 'invalid appsecret' },
      expect.stringContaining('refused'),
    );
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('top-secret');
  });

  it('answers SERVICE_UNAVAILABLE for a network failure, an HTTP error, a timeout or a strange body', async () => {
    const broken: FetchLike[] = [
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => json({ message: 'bad gateway' }, 502),
      async () => new Response('<html>oops</html>', { status: 200 }),
      async () => json({ access_token: 'at' }),
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal.addEventListener('abort', () => reject(init.signal.reason)),
        ),
    ];
    for (const fetch of broken) {
      const { client, logger } = clientWith(fetch, 20);
      expect((await failure(client.exchangeCode('c'))).code).toBe(50300);
      expect(logger.warn).toHaveBeenCalledTimes(1);
    }
  });
});
