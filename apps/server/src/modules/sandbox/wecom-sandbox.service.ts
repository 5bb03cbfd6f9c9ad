import { randomBytes } from 'node:crypto';
import type { SandboxWecomContactBody } from '@ia/shared';
import { AppError } from '../../lib/app-error';
import type { UsersRepository } from '../users';
import {
  buildContactEvent,
  buildEnvelope,
  type ContactChangeType,
  sealCallback,
  WECOM_CALLBACK_PATH,
  type WecomSettings,
} from '../wecom';
import { SANDBOX_ID_PATTERN, type WechatErrorReply } from './wechat-sandbox.service';

/** The assistant's WeCom user id when a sandbox call names none. */
const SANDBOX_WECOM_ASSISTANT = 'academy_assistant';
/** How long the sandbox's WeCom access tokens last, like WeCom's. */
const SANDBOX_WECOM_TOKEN_SECONDS = 7200;
const MAX_LIVE_TOKENS = 10_000;
const EXTERNAL_USERID_PREFIX = 'wm';

/** Posts a sealed callback to this app's callback URL and reports WeCom's view of the answer. */
export type CallbackDeliverer = (request: {
  url: string;
  body: string;
}) => Promise<{ status: number; body: string }>;

/** The member adds the assistant, or removes it (the assistant removing the member would be del_external_contact). */
type SandboxChangeType = Extract<ContactChangeType, 'add_external_contact' | 'del_follow_user'>;

/** What a sandbox add or remove sent, and what the callback answered (replay it with `url` and `body`). */
export interface SandboxWecomDelivery {
  external_userid: string;
  unionid: string;
  userid: string;
  change_type: SandboxChangeType;
  callback: { url: string; body: string; status: number; answer: string };
}

/**
 * The development stand-in for WeCom's customer contact: gettoken and externalcontact/get with
 * WeCom's shapes and errcodes, and a member adding or removing the assistant, delivered as the
 * real encrypted callback to this app's callback URL.
 *
 * The external_userid carries the unionid (base64url), so externalcontact/get needs no state
 * and answers the same in every process; tokens are kept in memory, as the WeChat sandbox does.
 */
export class WecomSandboxService {
  private readonly tokens = new Map<string, number>();

  constructor(
    private readonly users: UsersRepository,
    private readonly wechatAppId: string,
    private readonly settings: WecomSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** cgi-bin/gettoken. */
  gettoken(query: {
    corpid?: string | undefined;
    corpsecret?: string | undefined;
  }): { errcode: 0; errmsg: 'ok'; access_token: string; expires_in: number } | WechatErrorReply {
    if (!query.corpid) return wecomError(41002, 'corpid missing');
    if (query.corpid !== this.settings.corpId) return wecomError(40013, 'invalid corpid');
    if (!query.corpsecret) return wecomError(41004, 'corpsecret missing');
    if (query.corpsecret !== this.settings.contactSecret) return wecomError(40001, 'invalid credential');
    const now = this.now().getTime();
    for (const [token, expiresAt] of this.tokens) {
      if (expiresAt <= now || this.tokens.size >= MAX_LIVE_TOKENS) this.tokens.delete(token);
    }
    const token = randomBytes(48).toString('base64url');
    this.tokens.set(token, now + SANDBOX_WECOM_TOKEN_SECONDS * 1000);
    return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: SANDBOX_WECOM_TOKEN_SECONDS };
  }

  /** cgi-bin/externalcontact/get: the contact with its unionid, as WeCom answers for a WeChat user. */
  externalContact(query: { access_token?: string | undefined; external_userid?: string | undefined }) {
    if (!query.access_token) return wecomError(41001, 'access_token missing');
    const expiresAt = this.tokens.get(query.access_token);
    if (expiresAt === undefined) return wecomError(40014, 'invalid access_token');
    if (expiresAt <= this.now().getTime()) return wecomError(42001, 'access_token expired');
    if (!query.external_userid) return wecomError(41035, 'missing external userid');
    const unionid = unionidOf(query.external_userid);
    if (!unionid) return wecomError(40096, 'invalid external userid');
    return {
      errcode: 0 as const,
      errmsg: 'ok',
      external_contact: {
        external_userid: query.external_userid,
        name: `沙箱联系人 ${unionid.slice(-6)}`,
        type: 1,
        gender: 0,
        unionid,
      },
      follow_user: [],
    };
  }

  /** A member adds (or removes) the assistant: the callback WeCom would send, delivered. */
  async changeContact(
    change: 'add' | 'remove',
    body: SandboxWecomContactBody,
    deliver: CallbackDeliverer,
  ): Promise<SandboxWecomDelivery> {
    const unionid = await this.unionidFor(body);
    const externalUserId = `${EXTERNAL_USERID_PREFIX}${Buffer.from(unionid).toString('base64url')}`;
    const userid = body.userid ?? SANDBOX_WECOM_ASSISTANT;
    const changeType: SandboxChangeType = change === 'add' ? 'add_external_contact' : 'del_follow_user';
    const event = buildContactEvent(this.settings.corpId, {
      changeType,
      wecomUserId: userid,
      externalUserId,
      occurredAt: this.now(),
    });
    const sealed = sealCallback(this.settings, event, {
      timestamp: String(Math.floor(this.now().getTime() / 1000)),
      nonce: randomBytes(8).toString('hex'),
    });
    const query = new URLSearchParams({
      msg_signature: sealed.msg_signature,
      timestamp: sealed.timestamp,
      nonce: sealed.nonce,
    });
    const url = `${WECOM_CALLBACK_PATH}?${query}`;
    const envelope = buildEnvelope(this.settings.corpId, sealed.encrypt);
    const answer = await deliver({ url, body: envelope });
    return {
      external_userid: externalUserId,
      unionid,
      userid,
      change_type: changeType,
      callback: { url, body: envelope, status: answer.status, answer: answer.body },
    };
  }

  private async unionidFor(body: SandboxWecomContactBody): Promise<string> {
    if (body.unionid) return body.unionid;
    const identity = await this.users.findIdentity(this.wechatAppId, body.openid ?? '');
    if (!identity) throw new AppError('NOT_FOUND', '沙箱里没有这个 openid');
    if (!identity.unionid)
      throw new AppError('VALIDATION_FAILED', '这个 openid 没有 unionid，企业微信无从对应');
    return identity.unionid;
  }
}

/** The unionid a sandbox external_userid carries, or null for one the sandbox never issued. */
function unionidOf(externalUserId: string): string | null {
  if (!externalUserId.startsWith(EXTERNAL_USERID_PREFIX)) return null;
  const unionid = Buffer.from(externalUserId.slice(EXTERNAL_USERID_PREFIX.length), 'base64url').toString();
  return SANDBOX_ID_PATTERN.test(unionid) ? unionid : null;
}

function wecomError(errcode: number, message: string): WechatErrorReply {
  // WeCom, like WeChat, appends a hint and a request id to errmsg.
  return { errcode, errmsg: `${message}, hint: [${randomBytes(6).toString('hex')}]` };
}
