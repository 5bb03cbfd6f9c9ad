import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig, repoRoot } from './config';

describe('configuration', () => {
  it('documents every variable in .env.example, and nothing else', () => {
    const example = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('starts with defaults from an empty environment, treating empty strings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config).toMatchObject({ PORT: 3000, WEB_BASE_PATH: '/h5/', SEED_DEMO: true, LOGIN_MODE: 'self' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one clear error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WEB_BASE_PATH: 'h5' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WEB_BASE_PATH: 'h5' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('WEB_BASE_PATH');
    }
  });

  it('turns the sandbox off in production unless it is asked for', () => {
    const wechat = { WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: 'a-real-secret' };
    expect(loadConfig({ DEPLOYMENT: 'production', ...wechat }).SANDBOX).toBe(false);
    expect(loadConfig({ DEPLOYMENT: 'production', SANDBOX: 'true' }).SANDBOX).toBe(true);
  });

  it("refuses to start in production without the sandbox on the sandbox's WeChat credentials", () => {
    expect(() => loadConfig({ DEPLOYMENT: 'production' })).toThrowError(
      /WECHAT_APP_ID: still the sandbox's[\s\S]*WECHAT_APP_SECRET: still the sandbox's/,
    );
    expect(() => loadConfig({ DEPLOYMENT: 'production', WECHAT_APP_ID: 'wx1234567890abcdef' })).toThrowError(
      /WECHAT_APP_SECRET/,
    );
    expect(loadConfig({ DEPLOYMENT: 'test', SANDBOX: 'false' }).SANDBOX).toBe(false);
  });

  it('requires an external login URL for the middle-platform and look-star modes without the sandbox', () => {
    expect(() => loadConfig({ LOGIN_MODE: 'middle-platform', SANDBOX: 'false' })).toThrowError(
      /EXTERNAL_LOGIN_URL: required for LOGIN_MODE=middle-platform/,
    );
    expect(
      loadConfig({
        LOGIN_MODE: 'look-star',
        SANDBOX: 'false',
        EXTERNAL_LOGIN_URL: 'https://sso.example.cn/login',
      }).EXTERNAL_LOGIN_URL,
    ).toBe('https://sso.example.cn/login');
    expect(loadConfig({ LOGIN_MODE: 'middle-platform' }).SANDBOX).toBe(true);
  });

  it('refuses a base path that would clash with the API or the console', () => {
    expect(() => loadConfig({ WEB_BASE_PATH: '/admin/' })).toThrowError(/WEB_BASE_PATH/);
  });
});
