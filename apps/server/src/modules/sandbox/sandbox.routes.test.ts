import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';

describe('sandbox login and app sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('issues a 256-bit opaque token, stored only as a hash', async () => {
    const { token, openid } = await sandboxLogin(t.app, 'trial');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(openid).toMatch(/^sandbox_trial_/);
    const viewer = await t.services.sessions.resolve(token);
    expect(viewer?.user.registeredAt).toBeInstanceOf(Date);
    expect(viewer?.tokenHash).not.toBe(token);
  });

  it('expires a session after 5 days', async () => {
    const { token } = await sandboxLogin(t.app, 'certified');
    t.clock.advance(5 * 86_400_000 - 1000);
    expect(await t.services.sessions.resolve(token)).not.toBeNull();
    t.clock.advance(2000);
    expect(await t.services.sessions.resolve(token)).toBeNull();
  });

  it('refuses an unknown role', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/login',
      payload: { role: 'king' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40000 });
  });

  it('does not exist when the sandbox is off', async () => {
    const app = await buildApp({ config: testConfig({ SANDBOX: false }), database: t.database });
    const response = await app.inject({
      method: 'POST',
      url: '/api/sandbox/login',
      payload: { role: 'certified' },
    });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
