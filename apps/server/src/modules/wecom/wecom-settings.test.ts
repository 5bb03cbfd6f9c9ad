import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SANDBOX_WECOM, testConfig } from '../../config';
import { wecomSettings } from './wecom-settings';

const REAL = {
  WECOM_CORP_ID: 'ww0123456789abcdef',
  WECOM_CONTACT_SECRET: 'contact-secret',
  WECOM_CALLBACK_TOKEN: 'callback-token',
  WECOM_ENCODING_AES_KEY: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C',
};

describe('the WeCom settings', () => {
  it("takes the sandbox's corp, served by this server, when the sandbox is on and WECOM_* are unset", () => {
    expect(wecomSettings(testConfig({ PORT: 3100 }))).toEqual({
      ...SANDBOX_WECOM,
      apiBase: 'http://127.0.0.1:3100/sandbox/wecom',
    });
  });

  it("takes the WECOM_* variables, and WeCom's own host without the sandbox", () => {
    const config = loadConfig({ DEPLOYMENT: 'dev', SANDBOX: 'false', ...REAL });
    expect(wecomSettings(config)).toEqual({
      corpId: REAL.WECOM_CORP_ID,
      contactSecret: REAL.WECOM_CONTACT_SECRET,
      callbackToken: REAL.WECOM_CALLBACK_TOKEN,
      encodingAesKey: REAL.WECOM_ENCODING_AES_KEY,
      apiBase: 'https://qyapi.weixin.qq.com',
    });
  });

  it('is off without the sandbox and without WECOM_*', () => {
    expect(wecomSettings(loadConfig({ DEPLOYMENT: 'dev', SANDBOX: 'false' }))).toBeNull();
  });

  it('refuses half a setup and a malformed EncodingAESKey at start', () => {
    expect(() => loadConfig({ WECOM_CORP_ID: REAL.WECOM_CORP_ID })).toThrow(ConfigError);
    expect(() => loadConfig({ WECOM_CORP_ID: REAL.WECOM_CORP_ID })).toThrow(/WECOM_CONTACT_SECRET/);
    expect(() => loadConfig({ ...REAL, WECOM_ENCODING_AES_KEY: 'too-short' })).toThrow(/EncodingAESKey/);
  });
});
