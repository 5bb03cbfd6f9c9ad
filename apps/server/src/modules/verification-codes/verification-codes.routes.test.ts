import { type OutboxMessage, VALIDATION_MESSAGES } from '@ia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { users } from '../users/users.table';
import { appOn, type Envelope } from './verification-codes.fixtures';
import { CODE_MESSAGES } from './verification-codes.service';
import { verificationCodes } from './verification-codes.table';

const MINUTE = 60_000;
const HOUR = 3_600_000;

let mobileSeed = 0;
/** A fresh, valid mobile number per call, so tests never share limits. */
function freshMobile(): string {
  mobileSeed += 1;
  return `1380000${String(mobileSeed).padStart(4, '0')}`;
}
let ipSeed = 0;
/** A fresh client address per test: the per-IP limit is shared by everything from one address. */
function freshIp(): string {
  ipSeed += 1;
  return `192.0.2.${ipSeed}`;
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

// One migrated database for the file; the provider sections build their own app on it.
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await sandboxLogin(t.app, 'wechat'));
});
afterAll(() => t.close());

/** An app on the shared database with other provider settings. */
const appWith = (config: Partial<Config>) => appOn(t, config);

describe('verification codes API (sandbox outbox)', () => {
  const sendSms = (mobile: string, remoteAddress: string, purpose?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform/sms/send',
      headers,
      remoteAddress,
      payload: purpose ? { mobile, purpose } : { mobile },
    });
  const outbox = async (to: string): Promise<OutboxMessage[]> => {
    const response = await t.app.inject({ url: `/sandbox/outbox?to=${encodeURIComponent(to)}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as Envelope<OutboxMessage[]>).data;
  };
  const codeFrom = (message: OutboxMessage | undefined) => {
    const code = message ? /验证码为 (\d{6})/.exec(message.body)?.[1] : undefined;
    if (!code) throw new Error('no code in the outbox');
    return code;
  };
  const verify = (target: string, code: string, channel: 'sms' | 'mail' = 'sms') =>
    t.services.verificationCodes.verify({ channel, target, purpose: 'register', code });
  const storedCodes = (target: string) =>
    t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, target));

  it('sends an SMS code to the outbox, readable newest first, and the code verifies once', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    const response = await sendSms(mobile, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1000, msg: expect.any(String), data: { resend_after: 60 } });

    const [message] = await outbox(mobile);
    expect(message).toMatchObject({ channel: 'sms', to: mobile, subject: null });
    expect(message?.body).toMatch(/^【影像学院】您的验证码为 \d{6}，10 分钟内有效。如非本人操作，请忽略。$/);
    const first = codeFrom(message);

    t.clock.advance(MINUTE);
    expect((await sendSms(mobile, ip)).statusCode).toBe(200);
    const messages = await outbox(mobile);
    expect(messages).toHaveLength(2);
    expect(messages[0]?.id).toBeGreaterThan(messages[1]?.id ?? 0);
    const second = codeFrom(messages[0]);
    expect(first).toBe(codeFrom(messages[1]));

    // The first code was replaced by the second; the second works once.
    if (first !== second) expect((await rejection(verify(mobile, first))).message).toBe(CODE_MESSAGES.wrong);
    await expect(verify(mobile, second)).resolves.toBeUndefined();
    const reused = await rejection(verify(mobile, second));
    expect(reused).toMatchObject({ code: 40000, message: CODE_MESSAGES.stale });

    const rows = await storedCodes(mobile);
    expect(rows.map((row) => row.codeHash)).not.toContain(second);
    expect(rows.every((row) => row.ip === ip)).toBe(true);
  });

  it('refuses a resend within 60 s with 42900 and the seconds left', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    await sendSms(mobile, ip);
    t.clock.advance(20_000);
    const response = await sendSms(mobile, ip);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 42900,
      msg: CODE_MESSAGES.resendTooSoon(40),
      data: { resend_after: 40 },
    });
    expect(await outbox(mobile)).toHaveLength(1);
    expect(await storedCodes(mobile)).toHaveLength(1);
  });

  it('refuses the 6th code in an hour and the 11th in a day', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    for (let index = 0; index < 5; index += 1) {
      expect((await sendSms(mobile, ip, index % 2 ? 'update' : 'register')).statusCode).toBe(200);
      t.clock.advance(MINUTE + 1000);
    }
    const sixth = await sendSms(mobile, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 42900, msg: CODE_MESSAGES.hourlyLimit });
    expect((sixth.json() as Envelope<{ resend_after: number }>).data.resend_after).toBe(3600 - 5 * 61);

    t.clock.advance(HOUR);
    for (let index = 0; index < 5; index += 1) {
      expect((await sendSms(mobile, ip)).statusCode).toBe(200);
      t.clock.advance(MINUTE + 1000);
    }
    t.clock.advance(HOUR);
    const eleventh = await sendSms(mobile, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 42900, msg: CODE_MESSAGES.dailyLimit });
    expect(await outbox(mobile)).toHaveLength(10);
    expect(await storedCodes(mobile)).toHaveLength(10);
  });

  it('limits one IP address to 30 codes an hour', async () => {
    const ip = freshIp();
    for (let index = 0; index < 30; index += 1) {
      expect((await sendSms(freshMobile(), ip)).statusCode).toBe(200);
    }
    const mobile = freshMobile();
    const refused = await sendSms(mobile, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 42900, msg: CODE_MESSAGES.ipLimit });
    expect(await outbox(mobile)).toHaveLength(0);
    expect((await sendSms(mobile, freshIp())).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const mobile = freshMobile();
    await sendSms(mobile, freshIp());
    const code = codeFrom((await outbox(mobile))[0]);
    const wrong = code === '999999' ? '000000' : '999999';
    for (let attempt = 1; attempt <= 5; attempt += 1) await rejection(verify(mobile, wrong));
    expect(await rejection(verify(mobile, code))).toMatchObject({
      code: 40000,
      message: CODE_MESSAGES.tooManyWrong,
    });
  });

  it('under concurrency: one of two sends goes out, one of three verifications wins', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    const sends = await Promise.all([sendSms(mobile, ip), sendSms(mobile, ip)]);
    expect(sends.map((response) => response.statusCode).sort()).toEqual([200, 429]);
    expect(await storedCodes(mobile)).toHaveLength(1);
    const code = codeFrom((await outbox(mobile))[0]);
    const results = await Promise.allSettled([
      verify(mobile, code),
      verify(mobile, code),
      verify(mobile, code),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('expires a code after 10 minutes', async () => {
    const mobile = freshMobile();
    await sendSms(mobile, freshIp());
    const code = codeFrom((await outbox(mobile))[0]);
    t.clock.advance(10 * MINUTE + 1000);
    expect((await rejection(verify(mobile, code))).message).toBe(CODE_MESSAGES.stale);
  });

  it('answers a registered and an unregistered number identically', async () => {
    const registered = freshMobile();
    const unknown = freshMobile();
    await t.database.db
      .insert(users)
      .values({ kind: 'member', mobile: registered, registeredAt: t.clock.now() });
    const ip = freshIp();
    const forRegistered = await sendSms(registered, ip);
    const forUnknown = await sendSms(unknown, ip);
    expect(forRegistered.statusCode).toBe(forUnknown.statusCode);
    expect(forRegistered.body).toBe(forUnknown.body);
    expect(await outbox(registered)).toHaveLength(1);
    expect(await outbox(unknown)).toHaveLength(1);
  });

  it('sends mail codes to company mailboxes and refuses personal ones', async () => {
    const ip = freshIp();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/platform/mail/send',
      headers,
      remoteAddress: ip,
      payload: { email: 'Li.Ming@Imaging-Corp.COM', purpose: 'register' },
    });
    expect(ok.json()).toMatchObject({ code: 1000, data: { resend_after: 60 } });
    const [mail] = await outbox('li.ming@imaging-corp.com');
    expect(mail).toMatchObject({
      channel: 'mail',
      to: 'li.ming@imaging-corp.com',
      subject: '【影像学院】邮箱验证码',
    });
    await expect(verify('LI.MING@imaging-corp.com', codeFrom(mail), 'mail')).resolves.toBeUndefined();

    const personal = await t.app.inject({
      method: 'POST',
      url: '/api/platform/mail/send',
      headers,
      remoteAddress: ip,
      payload: { email: 'someone@qq.com' },
    });
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toMatchObject({ code: 40000 });
    expect((personal.json() as Envelope).msg).toContain(VALIDATION_MESSAGES['zh-CN'].personalMailbox);
    expect(await outbox('someone@qq.com')).toHaveLength(0);
    expect(await storedCodes('someone@qq.com')).toHaveLength(0);
  });

  it('answers malformed requests with 40000 and stores nothing', async () => {
    const ip = freshIp();
    const bodies: Array<{ payload: string | object; contentType?: string }> = [
      { payload: {} },
      { payload: { mobile: '12345' } },
      { payload: { mobile: '23800138000' } },
      { payload: { mobile: 13800138000 } },
      { payload: { mobile: freshMobile(), purpose: 'login' } },
      { payload: ['13800138000'] },
      { payload: '{"mobile":', contentType: 'application/json' },
      { payload: 'mobile=abc', contentType: 'application/x-www-form-urlencoded' },
    ];
    for (const { payload, contentType } of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/platform/sms/send',
        headers: contentType ? { ...headers, 'content-type': contentType } : headers,
        remoteAddress: ip,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 40000 });
    }
    const mail = await t.app.inject({
      method: 'POST',
      url: '/api/platform/mail/send',
      headers,
      remoteAddress: ip,
      payload: { email: 'not-a-mailbox' },
    });
    expect(mail.json()).toMatchObject({ code: 40000 });
    const stored = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.ip, ip));
    expect(stored).toHaveLength(0);
  });

  it('accepts form-encoded requests', async () => {
    const mobile = freshMobile();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/sms/send',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: freshIp(),
      payload: `mobile=${mobile}&purpose=update`,
    });
    expect(response.json()).toMatchObject({ code: 1000 });
    expect((await storedCodes(mobile))[0]?.purpose).toBe('update');
  });

  it('needs a WeChat session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/sms/send',
      payload: { mobile: freshMobile() },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 40100 });
  });

  it('the outbox needs a recipient and lists at most 20, newest first', async () => {
    expect((await t.app.inject({ url: '/sandbox/outbox' })).json()).toMatchObject({ code: 40000 });
    const to = 'many@imaging-corp.com';
    for (let index = 0; index < 22; index += 1) {
      await t.services.outbox.record({ channel: 'mail', to, subject: 's', text: `n${index}` });
    }
    const listed = await outbox(to.toUpperCase());
    expect(listed).toHaveLength(20);
    expect(listed[0]?.body).toBe('n21');
    expect(listed[19]?.body).toBe('n2');
  });

  it('without the sandbox and without providers: no outbox route, and sending fails clearly', async () => {
    const production = await appWith({ SANDBOX: false });
    try {
      expect((await production.inject({ url: '/sandbox/outbox?to=13800138000' })).statusCode).toBe(404);
      const mobile = freshMobile();
      const response = await production.inject({
        method: 'POST',
        url: '/api/platform/sms/send',
        headers,
        remoteAddress: freshIp(),
        payload: { mobile },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 50300, msg: '短信服务未配置，暂时无法发送验证码' });
      expect(await storedCodes(mobile)).toHaveLength(0);
      expect(await outbox(mobile)).toHaveLength(0);
    } finally {
      await production.close();
    }
  });
});
