import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { buildTestApp, sandboxLogin, type TestApp } from '../../test/helper';
import { appOn, type Envelope } from './verification-codes.fixtures';
import { verificationCodes } from './verification-codes.table';

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
