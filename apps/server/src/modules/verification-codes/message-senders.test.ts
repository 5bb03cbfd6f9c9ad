import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import {
  buildMessageSenders,
  HttpSmsSender,
  normaliseRecipient,
  SandboxOutboxSender,
  SmtpMailSender,
  UnavailableSender,
} from './message-senders';

const outbox = { record: async () => {} };

describe('buildMessageSenders', () => {
  it('picks a provider per channel, the outbox in the sandbox, and refuses without either', () => {
    const sandbox = buildMessageSenders(testConfig(), outbox);
    expect(sandbox.sms).toBeInstanceOf(SandboxOutboxSender);
    expect(sandbox.mail).toBeInstanceOf(SandboxOutboxSender);

    const providers = buildMessageSenders(
      testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms' }),
      outbox,
    );
    expect(providers.mail).toBeInstanceOf(SmtpMailSender);
    expect(providers.sms).toBeInstanceOf(HttpSmsSender);

    const production = buildMessageSenders(testConfig({ SANDBOX: false }), outbox);
    expect(production.sms).toBeInstanceOf(UnavailableSender);
    expect(production.mail).toBeInstanceOf(UnavailableSender);
  });

  it('the unavailable sender fails clearly', async () => {
    await expect(
      new UnavailableSender().send({ channel: 'sms', to: '13800138000', text: 'x' }),
    ).rejects.toMatchObject({ code: 50300, message: '短信服务未配置，暂时无法发送验证码' });
  });

  it('normalises recipients', () => {
    expect(normaliseRecipient(' 13800138000 ')).toBe('13800138000');
    expect(normaliseRecipient(' Li.Ming@Hospital.CN')).toBe('li.ming@hospital.cn');
  });
});

describe('HttpSmsSender', () => {
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    // Never answers: the sender must give up by itself.
    server = http.createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails with SERVICE_UNAVAILABLE when the provider does not answer in time', async () => {
    const sender = new HttpSmsSender(url, 'key', { timeoutMs: 200 });
    const started = Date.now();
    await expect(sender.send({ channel: 'sms', to: '13800138000', text: 'x' })).rejects.toMatchObject({
      code: 50300,
      message: '短信发送失败，请稍后再试',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails with SERVICE_UNAVAILABLE when nothing listens', async () => {
    const sender = new HttpSmsSender('http://127.0.0.1:9/sms', undefined, { timeoutMs: 2000 });
    await expect(sender.send({ channel: 'sms', to: '13800138000', text: 'x' })).rejects.toMatchObject({
      code: 50300,
    });
  });
});
