import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type CodePurposeValue, VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_RULES } from '@ia/shared';
import { AppError } from '../../lib/app-error';
import { SecretRing } from '../../lib/secret-ring';
import { type MessageChannel, type MessageSenders, normaliseRecipient } from './message-senders';
import type { VerificationCodesRepository, WindowCount } from './verification-codes.repository';

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** What the user reads; kept together so the app's toasts stay consistent. */
export const CODE_MESSAGES = {
  wrong: '验证码错误',
  stale: '验证码已失效，请重新获取',
  tooManyWrong: '错误次数过多，请重新获取验证码',
  resendTooSoon: (seconds: number) => `验证码已发送，请 ${seconds} 秒后再试`,
  hourlyLimit: '验证码获取过于频繁，请 1 小时后再试',
  dailyLimit: '验证码获取次数已达上限，请 24 小时后再试',
  ipLimit: '操作太频繁，请稍后再试',
} as const;

const MAIL_SUBJECT = '【影像学院】邮箱验证码';

/** The text of the SMS (and the mail body). */
export function codeMessageText(code: string): string {
  const minutes = VERIFICATION_CODE_RULES.ttlSeconds / 60;
  return `【影像学院】您的验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略。`;
}

export interface SendCodeInput {
  channel: MessageChannel;
  /** Mobile number or mailbox, as the user typed it (normalised here). */
  target: string;
  purpose: CodePurposeValue;
  ip?: string | null;
  /** The WeChat-authenticated user asking. */
  requestedBy?: number | null;
}

export interface VerifyCodeInput {
  channel: MessageChannel;
  target: string;
  purpose: CodePurposeValue;
  code: string;
}

/** Whole seconds from `now` until `from + windowMs`, at least 1. */
function secondsUntil(from: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((from.getTime() + windowMs - now.getTime()) / SECOND_MS));
}

function rateLimited(message: string, resendAfter: number): AppError {
  return new AppError('RATE_LIMITED', message, { resend_after: resendAfter });
}

/** A 6-digit code with leading zeros, from the CSPRNG. */
export function newCode(): string {
  return randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * One-time codes by SMS and mail: 6 random digits kept only as an HMAC,
 * valid 10 minutes, single use, dead after 5 wrong tries; resends, volumes per target and per
 * IP are limited. Whether the number or mailbox belongs to a user is never looked at, so the
 * answer cannot tell.
 */
export class VerificationCodesService {
  constructor(
    private readonly codes: VerificationCodesRepository,
    private readonly senders: MessageSenders,
    /** Keys the code HMAC, so a leaked table does not give codes away to a 10⁶ brute force. */
    private readonly secret: Buffer | SecretRing,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Sends a fresh code and retires the older live codes of the same target and purpose.
   * When the provider fails, the code is deleted: it was never sent and counts toward no limit.
   */
  async send(input: SendCodeInput): Promise<{ resend_after: number }> {
    const target = normaliseRecipient(input.target);
    const now = this.now();
    const code = newCode();
    const row = await this.codes.transaction(async (codes) => {
      await codes.lock(`${input.channel}:${target}`);
      if (input.ip) await codes.lock(`ip:${input.ip}`);
      await this.assertMaySend(codes, { ...input, target }, now);
      return codes.insert({
        channel: input.channel,
        target,
        purpose: input.purpose,
        codeHash: this.hash(input.channel, target, input.purpose, code),
        ip: input.ip ?? null,
        requestedBy: input.requestedBy ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_RULES.ttlSeconds * SECOND_MS),
      });
    });
    try {
      await this.senders[input.channel].send({
        channel: input.channel,
        to: target,
        ...(input.channel === 'mail' ? { subject: MAIL_SUBJECT } : {}),
        text: codeMessageText(code),
      });
    } catch (error) {
      await this.codes.delete(row.id);
      throw error;
    }
    await this.codes.expireOthers(input.channel, target, input.purpose, row.id, now);
    return { resend_after: VERIFICATION_CODE_RULES.resendAfterSeconds };
  }

  /**
   * Checks a code and uses it up. Throws VALIDATION_FAILED when it is wrong, used, expired,
   * replaced, or dead after too many wrong tries; of two concurrent checks of one code, one wins.
   */
  async verify(input: VerifyCodeInput): Promise<void> {
    const target = normaliseRecipient(input.target);
    const now = this.now();
    const { maxWrongAttempts } = VERIFICATION_CODE_RULES;
    const row = await this.codes.findLatest(input.channel, target, input.purpose);
    if (!row) throw new AppError('VALIDATION_FAILED', CODE_MESSAGES.wrong);
    if (row.consumedAt || row.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('VALIDATION_FAILED', CODE_MESSAGES.stale);
    }
    if (row.attempts >= maxWrongAttempts) throw new AppError('VALIDATION_FAILED', CODE_MESSAGES.tooManyWrong);

    // Hashed with each key of the ring: a code sent just before a rotation still verifies.
    const stored = Buffer.from(row.codeHash, 'hex');
    const matches = SecretRing.of(this.secret).keys.some(({ key }) => {
      const given = Buffer.from(
        this.hash(input.channel, target, input.purpose, input.code.trim(), key),
        'hex',
      );
      return given.length === stored.length && timingSafeEqual(given, stored);
    });
    if (!matches) {
      const attempts = await this.codes.recordWrongAttempt(row.id, maxWrongAttempts);
      if (attempts === null) throw new AppError('VALIDATION_FAILED', CODE_MESSAGES.stale);
      throw new AppError(
        'VALIDATION_FAILED',
        attempts >= maxWrongAttempts ? CODE_MESSAGES.tooManyWrong : CODE_MESSAGES.wrong,
      );
    }
    if (!(await this.codes.consume(row.id, now, maxWrongAttempts))) {
      throw new AppError('VALIDATION_FAILED', CODE_MESSAGES.stale);
    }
  }

  // Resend delay first (the common case, with the countdown the button shows), then volumes.
  private async assertMaySend(
    codes: VerificationCodesRepository,
    input: SendCodeInput,
    now: Date,
  ): Promise<void> {
    const rules = VERIFICATION_CODE_RULES;
    const latest = await codes.findLatest(input.channel, input.target, input.purpose);
    const resendMs = rules.resendAfterSeconds * SECOND_MS;
    if (latest && now.getTime() - latest.createdAt.getTime() < resendMs) {
      const seconds = secondsUntil(latest.createdAt, resendMs, now);
      throw rateLimited(CODE_MESSAGES.resendTooSoon(seconds), seconds);
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const checks: Array<{
      count: () => Promise<WindowCount>;
      limit: number;
      windowMs: number;
      message: string;
    }> = [
      {
        count: () => codes.countForTargetSince(input.channel, input.target, hourAgo),
        limit: rules.perTargetPerHour,
        windowMs: HOUR_MS,
        message: CODE_MESSAGES.hourlyLimit,
      },
      {
        count: () => codes.countForTargetSince(input.channel, input.target, dayAgo),
        limit: rules.perTargetPerDay,
        windowMs: DAY_MS,
        message: CODE_MESSAGES.dailyLimit,
      },
    ];
    const { ip } = input;
    if (ip) {
      checks.push({
        count: () => codes.countForIpSince(ip, hourAgo),
        limit: rules.perIpPerHour,
        windowMs: HOUR_MS,
        message: CODE_MESSAGES.ipLimit,
      });
    }
    for (const check of checks) {
      const { count, oldest } = await check.count();
      if (count >= check.limit) {
        throw rateLimited(check.message, oldest ? secondsUntil(oldest, check.windowMs, now) : 1);
      }
    }
  }

  private hash(
    channel: MessageChannel,
    target: string,
    purpose: string,
    code: string,
    key: Buffer = SecretRing.of(this.secret).current.key,
  ): string {
    return createHmac('sha256', key).update([channel, target, purpose, code].join('\n')).digest('hex');
  }
}
