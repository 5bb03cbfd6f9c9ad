import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type OutboxMessage, VALIDATION_MESSAGES } from '@ia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Config, testConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { users } from '../users/users.table';
import { CODE_MESSAGES } from './verification-codes.service';
import { verificationCodes } from './verification-codes.table';

const MINUTE = 60_000;
const HOUR = 3_600_000;

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

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
async function appWith(config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(config), database: t.database, now: t.clock.now });
  await app.ready();
  return app;
}

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

/** Decodes the text part of a simple single-part message as nodemailer writes it. */
function decodeMail(raw: string): { headers: string; text: string; subject: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  const subjectHeader = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  const subject = subjectHeader.replace(
    /=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  );
  return { headers, text, subject };
}

describe('verification codes through a real SMTP server', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let smtp: SMTPServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        // A mailbox the server refuses, to exercise the failure path.
        callback(address.address.startsWith('bounce@') ? new Error('550 no such user') : null);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await appWith({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: '影像学院 <codes@imaging-academy.test>',
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const sendMail = (email: string) =>
    app.inject({ method: 'POST', url: '/api/platform/mail/send', headers, payload: { email } });

  it('delivers the code by SMTP, not to the outbox', async () => {
    const response = await sendMail('wang.fang@imaging-corp.com');
    expect(response.json()).toMatchObject({ code: 1000, data: { resend_after: 60 } });
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.to).toEqual(['wang.fang@imaging-corp.com']);
    expect(mail?.from).toBe('codes@imaging-academy.test');
    const decoded = decodeMail(mail?.raw ?? '');
    expect(decoded.subject).toBe('【影像学院】邮箱验证码');
    const code = /验证码为 (\d{6})，10 分钟内有效/.exec(decoded.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await expect(
      app.services.verificationCodes.verify({
        channel: 'mail',
        target: 'wang.fang@imaging-corp.com',
        purpose: 'register',
        code: code ?? '',
      }),
    ).resolves.toBeUndefined();
    const outbox = await app.inject({ url: '/sandbox/outbox?to=wang.fang@imaging-corp.com' });
    expect((outbox.json() as Envelope<unknown[]>).data).toEqual([]);
  });

  it('answers 50300 when the SMTP server refuses, and keeps no code', async () => {
    const response = await sendMail('bounce@imaging-corp.com');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 50300, msg: '邮件发送失败，请稍后再试' });
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, 'bounce@imaging-corp.com'));
    expect(rows).toHaveLength(0);
  });
});

describe('verification codes through an HTTP SMS provider', () => {
  const requests: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> =
    [];
  let failWith = 0;
  let provider: http.Server;
  let app: FastifyInstance;

  beforeAll(async () => {
    provider = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        requests.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(failWith || 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(failWith ? { error: 'quota' } : { ok: true }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    app = await appWith({
      SMS_PROVIDER_URL: `http://127.0.0.1:${port}/v1/sms`,
      SMS_API_KEY: 'sms-secret-key',
    });
  });
  afterAll(async () => {
    await app.close();
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
  });

  const sendSms = (mobile: string) =>
    app.inject({ method: 'POST', url: '/api/platform/sms/send', headers, payload: { mobile } });

  it('posts the message as JSON with the bearer key', async () => {
    const response = await sendSms('13900001111');
    expect(response.json()).toMatchObject({ code: 1000, data: { resend_after: 60 } });
    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request).toMatchObject({ method: 'POST', url: '/v1/sms' });
    expect(request?.headers.authorization).toBe('Bearer sms-secret-key');
    expect(request?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request?.body ?? '{}') as { mobile: string; content: string };
    expect(body.mobile).toBe('13900001111');
    const code = /验证码为 (\d{6})/.exec(body.content)?.[1] ?? '';
    await expect(
      app.services.verificationCodes.verify({
        channel: 'sms',
        target: '13900001111',
        purpose: 'register',
        code,
      }),
    ).resolves.toBeUndefined();
  });

  it('answers 50300 when the provider fails, keeps no code, and allows an immediate retry', async () => {
    failWith = 502;
    const failed = await sendSms('13900002222');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 50300, msg: '短信发送失败，请稍后再试' });
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, '13900002222'));
    expect(rows).toHaveLength(0);

    failWith = 0;
    expect((await sendSms('13900002222')).json()).toMatchObject({ code: 1000 });
  });
});
