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
    expect(loadConfig({ DEPLOYMENT: 'production' }).SANDBOX).toBe(false);
    expect(loadConfig({ DEPLOYMENT: 'production', SANDBOX: 'true' }).SANDBOX).toBe(true);
  });

  it('refuses a base path that would clash with the API or the console', () => {
    expect(() => loadConfig({ WEB_BASE_PATH: '/admin/' })).toThrowError(/WEB_BASE_PATH/);
  });
});
