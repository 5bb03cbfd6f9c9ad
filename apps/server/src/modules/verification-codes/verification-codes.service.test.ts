import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createTestDatabase, TestClock } from '../../test/helper';
import type { MessageSender, OutgoingMessage } from './message-senders';
import { VerificationCodesRepository } from './verification-codes.repository';
import {
  CODE_MESSAGES,
  codeMessageText,
  newCode,
  VerificationCodesService,
} from './verification-codes.service';

const MINUTE = 60_000;
const HOUR = 3_600_000;

class RecordingSender implements MessageSender {
  sent: OutgoingMessage[] = [];
  failNext = false;
  async send(message: OutgoingMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new AppError('SERVICE_UNAVAILABLE', '短信发送失败，请稍后再试');
    }
    this.sent.push(message);
  }
  /** The code in the newest message to `to`. */
  lastCode(to: string): string {
    const message = this.sent.filter((entry) => entry.to === to).at(-1);
    const code = message ? /验证码为 (\d{6})/.exec(message.text)?.[1] : undefined;
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError, but the call succeeded');
}

describe('VerificationCodesService', () => {
  let database: DatabaseHandle;
  let repository: VerificationCodesRepository;
  let sender: RecordingSender;
  let clock: TestClock;
  let service: VerificationCodesService;
  let mobile = '';
  let ip = '';
  const sms = (extra: { target?: string; ip?: string | null } = {}) =>
    service.send({ channel: 'sms', target: mobile, purpose: 'register', ip, ...extra });
  const verify = (code: string, target = mobile) =>
    service.verify({ channel: 'sms', target, purpose: 'register', code });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await database.migrate();
    repository = new VerificationCodesRepository(database.db);
  }, 60_000);
  afterAll(() => database.close());

  beforeEach(() => {
    sender = new RecordingSender();
    clock = new TestClock();
    service = new VerificationCodesService(
      repository,
      { sms: sender, mail: sender },
      randomBytes(32),
      clock.now,
    );
    // Every test gets its own number and IP, so limits never leak between tests.
    mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  });

  it('makes 6-digit codes with leading zeros from the whole range', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codeMessageText('012345')).toBe(
      '【影像学院】您的验证码为 012345，10 分钟内有效。如非本人操作，请忽略。',
    );
  });

  it('sends a code, stores only its HMAC, and verifies it once', async () => {
    expect(await sms()).toEqual({ resend_after: 60 });
    const code = sender.lastCode(mobile);
    const [row] = await repository.listForTarget('sms', mobile);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row).toMatchObject({ ip, purpose: 'register', attempts: 0, consumedAt: null });
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 10 * MINUTE);

    await expect(verify(code)).resolves.toBeUndefined();
    const reused = await rejection(verify(code));
    expect(reused.message).toBe(CODE_MESSAGES.stale);
    expect(reused.code).toBe(40000);
  });

  it('refuses a resend within 60 s with the seconds left, and allows it at 60 s', async () => {
    await sms();
    clock.advance(15_500);
    const tooSoon = await rejection(sms());
    expect(tooSoon.code).toBe(42900);
    expect(tooSoon.data).toEqual({ resend_after: 45 });
    expect(tooSoon.message).toBe(CODE_MESSAGES.resendTooSoon(45));
    clock.advance(44_500);
    await expect(sms()).resolves.toEqual({ resend_after: 60 });
    // The resend rule is per purpose: an 'update' code may go out at once.
    await expect(
      service.send({ channel: 'sms', target: mobile, purpose: 'update', ip }),
    ).resolves.toBeDefined();
  });

  it('retires the older code when a new one is sent', async () => {
    await sms();
    const first = sender.lastCode(mobile);
    clock.advance(MINUTE);
    await sms();
    const second = sender.lastCode(mobile);
    if (first !== second) expect((await rejection(verify(first))).message).toBe(CODE_MESSAGES.wrong);
    await expect(verify(second)).resolves.toBeUndefined();
    const rows = await repository.listForTarget('sms', mobile);
    expect(rows[0]?.expiresAt.getTime()).toBe(clock.now().getTime());
  });

  it('allows 5 codes per number per hour, then tells when the next one may go', async () => {
    for (let index = 0; index < 5; index += 1) {
      await sms();
      clock.advance(MINUTE + 1000);
    }
    const sixth = await rejection(sms());
    expect(sixth.code).toBe(42900);
    expect(sixth.message).toBe(CODE_MESSAGES.hourlyLimit);
    // The oldest went out 5 × 61 s ago: the window frees up an hour after it.
    expect(sixth.data).toEqual({ resend_after: 3600 - 5 * 61 });
    clock.advance((3600 - 5 * 61) * 1000);
    await expect(sms()).resolves.toEqual({ resend_after: 60 });
  });

  it('allows 10 codes per number per 24 hours', async () => {
    for (let index = 0; index < 10; index += 1) {
      await sms();
      clock.advance(index % 5 === 4 ? HOUR : MINUTE + 1000);
    }
    const eleventh = await rejection(sms());
    expect(eleventh.code).toBe(42900);
    expect(eleventh.message).toBe(CODE_MESSAGES.dailyLimit);
    expect((eleventh.data as { resend_after: number }).resend_after).toBeGreaterThan(20 * 3600);
  });

  it('allows 30 codes per IP per hour across numbers', async () => {
    for (let index = 0; index < 30; index += 1) {
      await sms({ target: `1370000${String(index).padStart(4, '0')}` });
    }
    const refused = await rejection(sms({ target: '13799999999' }));
    expect(refused.message).toBe(CODE_MESSAGES.ipLimit);
    expect(refused.data).toEqual({ resend_after: 3600 });
    // Another IP is not affected.
    await expect(sms({ target: '13799999999', ip: '10.9.9.9' })).resolves.toBeDefined();
    const rows = await repository.listForTarget('sms', '13799999999');
    expect(rows).toHaveLength(1);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    await sms();
    const code = sender.lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await rejection(verify(wrong))).message).toBe(CODE_MESSAGES.wrong);
    }
    expect((await rejection(verify(wrong))).message).toBe(CODE_MESSAGES.tooManyWrong);
    expect((await rejection(verify(code))).message).toBe(CODE_MESSAGES.tooManyWrong);
    const [row] = await repository.listForTarget('sms', mobile);
    expect(row).toMatchObject({ attempts: 5, consumedAt: null });
  });

  it('expires a code after 10 minutes', async () => {
    await sms();
    const code = sender.lastCode(mobile);
    clock.advance(10 * MINUTE);
    expect((await rejection(verify(code))).message).toBe(CODE_MESSAGES.stale);
  });

  it('verifies only the purpose and channel the code was sent for', async () => {
    await sms();
    const code = sender.lastCode(mobile);
    const other = await rejection(
      service.verify({ channel: 'sms', target: mobile, purpose: 'update', code }),
    );
    expect(other.message).toBe(CODE_MESSAGES.wrong);
    const mail = await rejection(
      service.verify({ channel: 'mail', target: mobile, purpose: 'register', code }),
    );
    expect(mail.message).toBe(CODE_MESSAGES.wrong);
    await expect(verify(code)).resolves.toBeUndefined();
  });

  it('lets exactly one of two concurrent verifications of a code win', async () => {
    await sms();
    const code = sender.lastCode(mobile);
    const results = await Promise.allSettled([verify(code), verify(code), verify(code)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as AppError).message).toBe(CODE_MESSAGES.stale);
    }
  });

  it('sends only one of two concurrent requests for the same number', async () => {
    const results = await Promise.allSettled([sms(), sms()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await repository.listForTarget('sms', mobile)).toHaveLength(1);
  });

  it('forgets a code the provider did not send: no limit counts it and the old code still works', async () => {
    await sms();
    const first = sender.lastCode(mobile);
    clock.advance(MINUTE);
    sender.failNext = true;
    const failed = await rejection(sms());
    expect(failed.code).toBe(50300);
    expect(await repository.listForTarget('sms', mobile)).toHaveLength(1);
    await expect(verify(first)).resolves.toBeUndefined();
    await expect(sms()).resolves.toEqual({ resend_after: 60 });
  });

  it('treats mailboxes case-insensitively', async () => {
    await service.send({ channel: 'mail', target: ' Doctor@Hospital.CN ', purpose: 'register', ip });
    expect(sender.sent.at(-1)).toMatchObject({ to: 'doctor@hospital.cn', subject: '【影像学院】邮箱验证码' });
    const code = sender.lastCode('doctor@hospital.cn');
    await expect(
      service.verify({ channel: 'mail', target: 'DOCTOR@hospital.cn', purpose: 'register', code }),
    ).resolves.toBeUndefined();
  });
});
