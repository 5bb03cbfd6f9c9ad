import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig, repoRoot } from './config';

describe('configuration', () => {
  it('documents every variable in .env.example, and nothing else', () => {
    const example = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]).sort();
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

  /** What a production deployment must configure besides WeChat (decision 033). */
  const shared = {
    DATABASE_URL: 'postgres://ia@db.internal/ia',
    FIELD_KEY_FILE: '/etc/ia/field-2026a.pem',
    SESSION_SECRET: `s1:${Buffer.alloc(32, 1).toString('base64')}`,
    CODE_SECRET_FILE: '/etc/ia/code-secret',
    DRUG_SAFETY_KEY: `d2:${Buffer.alloc(32, 2).toString('base64')},d1:${Buffer.alloc(48, 3).toString('base64url')}`,
    STORAGE: 'disk',
  };

  it('turns the sandbox off in production unless it is asked for', () => {
    const wechat = { WECHAT_APP_ID: 'wx1234567890abcdef', WECHAT_APP_SECRET: 'a-real-secret' };
    expect(loadConfig({ DEPLOYMENT: 'production', ...shared, ...wechat }).SANDBOX).toBe(false);
    expect(loadConfig({ DEPLOYMENT: 'production', ...shared, SANDBOX: 'true' }).SANDBOX).toBe(true);
  });

  it("refuses to start in production without the sandbox on the sandbox's WeChat credentials", () => {
    expect(() => loadConfig({ DEPLOYMENT: 'production', ...shared })).toThrowError(
      /WECHAT_APP_ID: still the sandbox's[\s\S]*WECHAT_APP_SECRET: still the sandbox's/,
    );
    expect(() =>
      loadConfig({ DEPLOYMENT: 'production', ...shared, WECHAT_APP_ID: 'wx1234567890abcdef' }),
    ).toThrowError(/WECHAT_APP_SECRET/);
    expect(loadConfig({ DEPLOYMENT: 'test', SANDBOX: 'false' }).SANDBOX).toBe(false);
  });

  it('refuses to start in production on the embedded database or a generated key, naming each setting', () => {
    const production = { DEPLOYMENT: 'production', SANDBOX: 'true' };
    expect(() => loadConfig(production)).toThrowError(
      /DATABASE_URL: required[\s\S]*FIELD_KEY_FILE: required[\s\S]*SESSION_SECRET \(or SESSION_SECRET_FILE\): required[\s\S]*CODE_SECRET[\s\S]*DRUG_SAFETY_KEY/,
    );
    for (const missing of Object.keys(shared)) {
      const { [missing as keyof typeof shared]: _dropped, ...rest } = shared;
      expect(() => loadConfig({ ...production, ...rest })).toThrowError(
        new RegExp(missing.replace(/_FILE$/, '')),
      );
    }
    // npm start runs NODE_ENV=production on the embedded database: that stays allowed.
    expect(loadConfig({ NODE_ENV: 'production' }).DATABASE_URL).toBeUndefined();
  });

  it('says where uploads go in production, and refuses half a bucket (decision 040)', () => {
    const production = { DEPLOYMENT: 'production', SANDBOX: 'true', ...shared };
    const { STORAGE: _storage, ...unsaid } = production;
    // Disk by default would give each node its own files: production must choose.
    expect(() => loadConfig(unsaid)).toThrowError(/STORAGE: required with DEPLOYMENT=production/);
    expect(loadConfig({ ...production, STORAGE: 'disk' }).STORAGE).toBe('disk');
    expect(loadConfig({}).STORAGE).toBe('disk');

    const bucket = {
      STORAGE: 's3',
      S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
      S3_REGION: 'oss-cn-hangzhou',
      S3_BUCKET: 'imaging-academy',
      S3_ACCESS_KEY_ID_FILE: '/run/secrets/s3-key-id',
      S3_SECRET_ACCESS_KEY: 'a-secret',
    };
    expect(loadConfig({ ...production, ...bucket })).toMatchObject({
      STORAGE: 's3',
      S3_FORCE_PATH_STYLE: false,
      S3_KEY_PREFIX: '',
      S3_PUBLIC_REDIRECT: false,
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrowError(
      /S3_BUCKET: required with STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID \(or S3_ACCESS_KEY_ID_FILE\)[\s\S]*S3_SECRET_ACCESS_KEY \(or/,
    );
    expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY_FILE: '/run/secrets/s3-secret' })).toThrowError(
      /S3_SECRET_ACCESS_KEY, S3_SECRET_ACCESS_KEY_FILE: set one or the other/,
    );
    expect(() => loadConfig({ ...bucket, S3_BUCKET: 'Not_A_Bucket' })).toThrowError(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...bucket, S3_KEY_PREFIX: 'academy' })).toThrowError(/S3_KEY_PREFIX/);
    expect(() => loadConfig({ S3_PUBLIC_REDIRECT: 'true' })).toThrowError(
      /S3_PUBLIC_REDIRECT: only with STORAGE=s3/,
    );
  });

  it('checks secrets at start without repeating them', () => {
    const short = Buffer.alloc(16, 9).toString('base64');
    expect(() => loadConfig({ SESSION_SECRET: `s1:${short}` })).toThrowError(
      /SESSION_SECRET: key "s1": the secret has 16 bytes/,
    );
    try {
      loadConfig({ CODE_SECRET: `c1:${short}` });
    } catch (err) {
      expect((err as Error).message).not.toContain(short);
    }
    expect(() => loadConfig({ DRUG_SAFETY_KEY: 'no-id-here' })).toThrowError(
      /DRUG_SAFETY_KEY: key 1: expected id:base64-secret/,
    );
    const key = `d1:${Buffer.alloc(32, 1).toString('base64')}`;
    expect(() => loadConfig({ DRUG_SAFETY_KEY: `${key},${key}` })).toThrowError(/two keys share an id/);
    expect(() => loadConfig({ DRUG_SAFETY_KEY: key, DRUG_SAFETY_KEY_FILE: '/x' })).toThrowError(/not both/);
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
