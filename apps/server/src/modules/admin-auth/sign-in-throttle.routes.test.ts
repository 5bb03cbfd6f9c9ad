import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { pauseMinutesAfter } from './sign-in-throttle';

const PASSWORD = 'Correct-Horse-42';
const STRANGER = '203.0.113.9';
const OFFICE = '198.51.100.7';

describe('console sign-in throttling per username and client IP (ASVS 2.2.1)', () => {
  let t: TestApp;
  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username, password },
      remoteAddress,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const username of ['hana', 'iris']) {
      await t.services.adminAuth.createOperator({ username, password: PASSWORD, role: 'reviewer' });
    }
  });
  afterAll(() => t.close());

  it("does not let a stranger's wrong passwords lock the operator out, while the stranger stays throttled", async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login('hana', 'guess', STRANGER)).json()).toMatchObject({ code: 40101 });
    }
    const fifth = await login('hana', 'guess', STRANGER);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: 42900,
      msg: '登录失败次数过多，请 15 分钟后再试',
      data: { minutes: 15 },
    });

    const own = await login('hana', PASSWORD, OFFICE);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ code: 1000, data: { username: 'hana' } });

    // Further attempts from the stranger's address are refused unchecked, even the right password.
    for (const password of ['guess', PASSWORD]) {
      const refused = await login('hana', password, STRANGER);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 42900, data: { minutes: 15 } });
    }
  });

  it('pauses longer after each further failure, and forgets a source once it has signed in', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await login('iris', 'guess', STRANGER);
    t.clock.advance(16 * 60_000);
    const sixth = await login('iris', 'guess', STRANGER);
    expect(sixth.json()).toMatchObject({ code: 42900, data: { minutes: 30 } });
    t.clock.advance(29 * 60_000);
    expect((await login('iris', PASSWORD, STRANGER)).json()).toMatchObject({ data: { minutes: 1 } });
    t.clock.advance(2 * 60_000);
    expect((await login('iris', PASSWORD, STRANGER)).json()).toMatchObject({ code: 1000 });
    // Signed in: the source starts again with its full allowance.
    expect((await login('iris', 'typo', STRANGER)).json()).toMatchObject({
      code: 40101,
      msg: '用户名或密码错误，还可尝试 4 次',
    });
  });

  it('throttles an unknown username like a known one', async () => {
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      answers.push((await login('nobody', 'x', OFFICE)).json().code);
    expect(answers).toEqual([40101, 40101, 40101, 40101, 42900]);
  });

  it('grows the pause 15, 30, 60 … minutes up to a day', () => {
    expect([4, 5, 6, 7, 12, 13, 40].map(pauseMinutesAfter)).toEqual([null, 15, 30, 60, 1440, 1440, 1440]);
  });
});
