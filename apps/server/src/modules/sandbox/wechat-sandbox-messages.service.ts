import { randomInt } from 'node:crypto';
import type { SandboxWechatMessage } from '@ia/shared';
import type { UsersRepository } from '../users';
import { TEMPLATE_FIELD_LIMITS, type WechatMessageTemplates } from '../wechat-notices';
import { type WechatErrorReply, type WechatSandboxService, wechatError } from './wechat-sandbox.service';
import type { WechatSandboxMessagesRepository } from './wechat-sandbox-messages.repository';
import type { SandboxWechatMessageRow } from './wechat-sandbox-messages.table';

/** How many messages the outbox answers with. */
const OUTBOX_LIST_LIMIT = 50;
/** template/send's client_msg_id holds for 10 minutes (WeChat: "10 分钟内有效"). */
const CLIENT_MSG_ID_WINDOW_MS = 10 * 60_000;

type MessageApi = 'template' | 'subscribe';
type SendReply = { errcode: 0; errmsg: 'ok'; msgid?: number } | WechatErrorReply;

function present(row: SandboxWechatMessageRow): SandboxWechatMessage {
  return {
    id: row.id,
    msgid: row.msgid,
    api: row.api === 'subscribe' ? 'subscribe' : 'template',
    openid: row.openid,
    template_id: row.templateId,
    url: row.url,
    data: row.data,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The official account's message API, served by the sandbox as WeChat serves it: template messages
 * (cgi-bin/message/template/send: 43004 for a user who does not follow the account) and one-time
 * subscriptions (cgi-bin/message/subscribe/bizsend: 43101 without an unused accepted subscription),
 * with WeChat's token checks (41001, 40001, 42001), 40003 for an unknown openid, 40037 for a template
 * the account does not have and 47003 for a field WeChat would refuse. What it accepts is kept in
 * its outbox, which testers read.
 */
export class WechatSandboxMessagesService {
  constructor(
    private readonly repository: WechatSandboxMessagesRepository,
    private readonly wechatSandbox: WechatSandboxService,
    private readonly users: UsersRepository,
    private readonly account: { appId: string; templates: WechatMessageTemplates },
    private readonly now: () => Date,
  ) {}

  templateSend(accessToken: string | undefined, body: unknown): Promise<SendReply> {
    return this.send('template', accessToken, body);
  }

  subscribeSend(accessToken: string | undefined, body: unknown): Promise<SendReply> {
    return this.send('subscribe', accessToken, body);
  }

  /** The newest deliveries, to one openid or to anyone. */
  async outbox(openid?: string): Promise<SandboxWechatMessage[]> {
    return (await this.repository.list(openid, OUTBOX_LIST_LIMIT)).map(present);
  }

  setFollowing(openid: string, following: boolean): Promise<void> {
    return this.repository.setFollowing(openid, following, this.now());
  }

  /** The user's answer in WeChat's subscription dialog: an accept allows one bizsend of that template. */
  async answerSubscription(openid: string, templateId: string, accepted: boolean): Promise<void> {
    if (accepted) await this.repository.grantSubscription(openid, templateId, this.now());
  }

  private async send(api: MessageApi, accessToken: string | undefined, body: unknown): Promise<SendReply> {
    const tokenProblem = this.wechatSandbox.serverTokenProblem(accessToken);
    if (tokenProblem) return tokenProblem;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return wechatError(47001, 'data format error');
    }
    const request = body as Record<string, unknown>;
    const touser = request.touser;
    if (typeof touser !== 'string' || !(await this.users.findIdentity(this.account.appId, touser))) {
      return wechatError(40003, 'invalid openid');
    }
    const templateId = request.template_id;
    const known =
      api === 'template'
        ? [this.account.templates.meetingReminder, this.account.templates.certificationResult]
        : [this.account.templates.subscribeMeetingReminder];
    if (typeof templateId !== 'string' || !known.includes(templateId)) {
      return wechatError(40037, 'invalid template_id');
    }
    const data = templateData(request.data);
    if (typeof data === 'string') return wechatError(47003, `argument invalid! ${data}`);
    const url = api === 'template' ? request.url : request.page;
    if (url !== undefined && (typeof url !== 'string' || !/^https?:\/\//.test(url))) {
      return wechatError(api === 'template' ? 40062 : 41030, 'invalid url');
    }
    const now = this.now();
    if (api === 'template') {
      if (!(await this.repository.isFollowing(touser))) return wechatError(43004, 'require subscribe');
      const clientMsgId = typeof request.client_msg_id === 'string' ? request.client_msg_id : null;
      if (clientMsgId) {
        const earlier = await this.repository.findByClientMsgId(
          touser,
          clientMsgId,
          new Date(now.getTime() - CLIENT_MSG_ID_WINDOW_MS),
        );
        // The same client_msg_id again: WeChat sends nothing more and answers as the first time.
        if (earlier) return { errcode: 0, errmsg: 'ok', msgid: Number(earlier.msgid) };
      }
      const msgid = await this.deliver({
        api,
        openid: touser,
        templateId,
        url: url ?? null,
        data,
        clientMsgId,
        createdAt: now,
      });
      return { errcode: 0, errmsg: 'ok', msgid };
    }
    if (!(await this.repository.useSubscription(touser, templateId, now))) {
      return wechatError(43101, 'user refuse to accept the msg');
    }
    await this.deliver({
      api,
      openid: touser,
      templateId,
      url: url ?? null,
      data,
      clientMsgId: null,
      createdAt: now,
    });
    return { errcode: 0, errmsg: 'ok' };
  }

  /** Records what WeChat would have delivered, under a new msgid, and returns that msgid. */
  private async deliver(
    message: Omit<Parameters<WechatSandboxMessagesRepository['insert']>[0], 'msgid'>,
  ): Promise<number> {
    const msgid = randomInt(100_000_000, 2_000_000_000);
    await this.repository.insert({ ...message, msgid: String(msgid) });
    return msgid;
  }
}

/** The template's data as WeChat checks it ({ key: { value } }, each value within its type's limit), or the problem. */
function templateData(value: unknown): Record<string, { value: string }> | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'data is empty';
  const data: Record<string, { value: string }> = {};
  for (const [key, field] of Object.entries(value)) {
    const text = (field as { value?: unknown } | null)?.value;
    if (typeof text !== 'string' || text === '') return `data.${key}.value is empty`;
    const limit = TEMPLATE_FIELD_LIMITS[key.replace(/\d+$/, '')];
    if (limit === undefined) return `data.${key} is not a field of the template`;
    if ([...text].length > limit) return `data.${key}.value exceeds the limit of ${limit}`;
    data[key] = { value: text };
  }
  return Object.keys(data).length > 0 ? data : 'data is empty';
}
