import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { externalLoginUrl, wechatEndpoints } from './wechat-endpoints';

describe('wechatEndpoints and externalLoginUrl', () => {
  it('default to the sandbox on this server when the sandbox is on', () => {
    const config = testConfig({ SANDBOX: true, PORT: 4321 });
    expect(wechatEndpoints(config)).toEqual({
      oauthBase: '/sandbox/wechat',
      apiBase: 'http://127.0.0.1:4321/sandbox/wechat',
    });
    expect(wechatEndpoints({ ...config, PUBLIC_URL: 'https://ia.example.cn/' }).oauthBase).toBe(
      'https://ia.example.cn/sandbox/wechat',
    );
    expect(externalLoginUrl(config)).toBe('/sandbox/external-login');
  });

  it('default to WeChat’s real hosts, and no external login, without the sandbox', () => {
    const config = testConfig({ SANDBOX: false });
    expect(wechatEndpoints(config)).toEqual({
      oauthBase: 'https://open.weixin.qq.com',
      apiBase: 'https://api.weixin.qq.com',
    });
    expect(externalLoginUrl(config)).toBeNull();
  });

  it('let explicit settings win', () => {
    const config = testConfig({
      WECHAT_OAUTH_BASE: 'https://wx-proxy.example.cn/',
      WECHAT_API_BASE: 'https://wx-api.example.cn',
      EXTERNAL_LOGIN_URL: 'https://sso.example.cn/login',
    });
    expect(wechatEndpoints(config)).toEqual({
      oauthBase: 'https://wx-proxy.example.cn',
      apiBase: 'https://wx-api.example.cn',
    });
    expect(externalLoginUrl(config)).toBe('https://sso.example.cn/login');
  });
});
