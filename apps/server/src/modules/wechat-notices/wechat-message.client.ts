import { z } from 'zod';
import type { FetchLike, UpstreamLogger } from '../../lib/upstream';

const DEFAULT_TIMEOUT_MS = 5000;

/** Which of the official account's message APIs a message goes through. */
export type MessageChannel = 'template' | 'subscribe';

const CHANNEL_PATHS: Record<MessageChannel, string> = {
  template: '/cgi-bin/message/template/send',
  subscribe: '/cgi-bin/message/subscribe/bizsend',
};

/** What both APIs answer (HTTP 200 either way; errcode 0 is success). */
const sendReplySchema = z.object({
  errcode: z.number().int(),
  errmsg: z.string().default(''),
  msgid: z.union([z.number(), z.string()]).optional(),
});
export type SendReply = { errcode: number; errmsg: string; msgid: string | null };

/** The message as WeChat takes it, without the addressing each API spells its own way. */
export interface OutgoingMessage {
  touser: string;
  templateId: string;
  /** The page it opens (template/send's `url`, bizsend's `page`). */
  url: string;
  fields: Record<string, string>;
  /** template/send's dedupe id: the same openid and id within 10 minutes is one message. */
  clientMsgId: string;
}

/** WeChat could not be reached, or answered with something that is not its reply (retry later). */
export class WechatUnreachableError extends Error {
  override readonly name = 'WechatUnreachableError';
}

/**
 * The official account's message API: template messages (cgi-bin/message/template/send) and
 * one-time subscription notices (cgi-bin/message/subscribe/bizsend), POSTed as JSON with the access
 * token in the query. Answers WeChat's errcode as it is; the caller decides what it means. The URL
 * holds the access token and is never logged.
 */
export class WechatMessageClient {
  private readonly fetch: FetchLike;

  constructor(
    private readonly options: {
      apiBase: string;
      fetch?: FetchLike | undefined;
      timeoutMs?: number;
      logger?: UpstreamLogger | undefined;
    },
  ) {
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
  }

  async send(channel: MessageChannel, accessToken: string, message: OutgoingMessage): Promise<SendReply> {
    const data = Object.fromEntries(Object.entries(message.fields).map(([key, value]) => [key, { value }]));
    const body =
      channel === 'template'
        ? {
            touser: message.touser,
            template_id: message.templateId,
            url: message.url,
            client_msg_id: message.clientMsgId,
            data,
          }
        : { touser: message.touser, template_id: message.templateId, page: message.url, data };
    let answer: unknown;
    try {
      const response = await this.fetch(
        `${this.options.apiBase}${CHANNEL_PATHS[channel]}?${new URLSearchParams({ access_token: accessToken })}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        },
      );
      if (!response.ok) throw new WechatUnreachableError(`HTTP ${response.status}`);
      answer = await response.json();
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown';
      this.options.logger?.warn({ channel, reason }, 'WeChat message API unreachable');
      throw error instanceof WechatUnreachableError ? error : new WechatUnreachableError(reason);
    }
    const reply = sendReplySchema.safeParse(answer);
    if (!reply.success) throw new WechatUnreachableError('unexpected reply');
    return {
      errcode: reply.data.errcode,
      errmsg: reply.data.errmsg,
      msgid: reply.data.msgid === undefined ? null : String(reply.data.msgid),
    };
  }
}
