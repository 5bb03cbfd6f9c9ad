import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { AppError, appError } from '../../lib/app-error';

export type MessageChannel = 'sms' | 'mail';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** A mobile number or a mailbox. */
  to: string;
  /** Mail only. */
  subject?: string;
  text: string;
}

/** One way out for SMS and mail: a real provider, or the sandbox outbox. */
export interface MessageSender {
  /** Resolves once the provider accepted the message; throws AppError SERVICE_UNAVAILABLE otherwise. */
  send(message: OutgoingMessage): Promise<void>;
}

const NOT_CONFIGURED_MESSAGE = {
  sms: '短信服务未配置，暂时无法发送验证码',
  mail: '邮件服务未配置，暂时无法发送验证码',
} as const satisfies Record<MessageChannel, string>;

/** Recipients are compared as stored: mobiles trimmed, mailboxes also lower-cased. */
export function normaliseRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}

/** Mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export class SmtpMailSender implements MessageSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutMs = 15_000,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
      });
    } catch {
      throw appError('MAIL_FAILED');
    }
  }
}

/**
 * SMS through an HTTP provider: POST JSON `{mobile, content, sign?}` with
 * `Authorization: Bearer <SMS_API_KEY>`. Any non-2xx answer, network error or timeout fails.
 */
export class HttpSmsSender implements MessageSender {
  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
    private readonly options: { sign?: string; timeoutMs?: number } = {},
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    const body = {
      mobile: message.to,
      content: message.text,
      ...(this.options.sign ? { sign: this.options.sign } : {}),
    };
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      // Drain the body so the connection can be reused; its content is not part of the contract.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    } catch {
      throw appError('SMS_FAILED');
    }
  }
}

/** The sandbox: messages land in the outbox table, readable at GET /sandbox/outbox. */
export class SandboxOutboxSender implements MessageSender {
  constructor(private readonly outbox: { record(message: OutgoingMessage): Promise<void> }) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.outbox.record(message);
  }
}

/** No provider and no sandbox: refuse clearly rather than pretend to send. */
export class UnavailableSender implements MessageSender {
  async send(message: OutgoingMessage): Promise<void> {
    throw new AppError('SERVICE_UNAVAILABLE', NOT_CONFIGURED_MESSAGE[message.channel]);
  }
}

export type MessageSenders = Record<MessageChannel, MessageSender>;

/**
 * The sender per channel: SMTP_URL → SMTP for mail, SMS_PROVIDER_URL → HTTP for SMS; otherwise
 * the sandbox outbox when the sandbox is on, and a clear SERVICE_UNAVAILABLE when it is off
 * (the outbox is readable only in the sandbox, so writing there would lose the message).
 */
export function buildMessageSenders(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_PROVIDER_URL' | 'SMS_API_KEY' | 'SANDBOX'>,
  outbox: { record(message: OutgoingMessage): Promise<void> },
): MessageSenders {
  const fallback: MessageSender = config.SANDBOX ? new SandboxOutboxSender(outbox) : new UnavailableSender();
  return {
    mail: config.SMTP_URL ? new SmtpMailSender(config.SMTP_URL, config.MAIL_FROM) : fallback,
    sms: config.SMS_PROVIDER_URL ? new HttpSmsSender(config.SMS_PROVIDER_URL, config.SMS_API_KEY) : fallback,
  };
}
