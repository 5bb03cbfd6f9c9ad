import { formatDateTime, type SubscribeConsentBody, type WechatSubscribeSettings } from '@ia/shared';
import type { ScheduledJob } from '../../lib/job-scheduler';
import type { UpstreamLogger } from '../../lib/upstream';
import {
  type MessageChannel,
  type SendReply,
  type WechatMessageClient,
  WechatUnreachableError,
} from './wechat-message.client';
import type {
  MessageToForward,
  NewWechatNotice,
  NoticeOutcome,
  WechatNoticesRepository,
} from './wechat-notices.repository';
import type { WechatNoticeRow } from './wechat-notices.table';
import { fitTemplateValue, type WechatMessageTemplates } from './wechat-templates';

/** How often the delivery job looks (a reminder is due 30 minutes ahead; 15 s late is nothing). */
const WECHAT_NOTICES_INTERVAL_MS = 15_000;
/** Messages of the message centre older than this are not forwarded (a fresh deployment does not flood). */
const FORWARD_WINDOW_MS = 2 * 60 * 60_000;
const FORWARD_BATCH = 500;
const SEND_BATCH = 50;
/** A claim lasts this long; past it another process may take the notice (its claimer died). */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Pauses before the 2nd, 3rd and 4th attempt after a transient failure; then it is failed. */
const WECHAT_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 15 * 60_000];
/** WeChat's "this access token no longer works": a new token and one more try, within the attempt. */
const TOKEN_REJECTED = new Set([40001, 40014, 42001]);
/** Worth trying again later: system busy, quota reached for today, frequency limits. */
const TRANSIENT_ERRCODES = new Set([-1, 45009, 45011, 45047]);
const NOT_FOLLOWING = 43004;
const SUBSCRIPTION_REFUSED = 43101;

/** The access token, as the jssdk feature caches it for every process (WechatCredentialsService). */
export interface AccessTokens {
  accessToken(): Promise<string>;
  replaceAccessToken(rejected: string | null): Promise<string>;
}

export interface WechatNoticesOptions {
  templates: WechatMessageTemplates;
  appId: string;
  /** The app's absolute base URL (PUBLIC_URL + WEB_BASE_PATH): message links open its pages. */
  appBaseUrl: string;
  logger?: UpstreamLogger | undefined;
}

/**
 * Meeting reminders and certification results in the doctor's WeChat (decision 036). The message
 * centre stays the source: each of its reminder and result messages gets one WeChat notice per
 * (member, kind, subject), claimed by one process at a time and sent through the official account's
 * message API: a one-time subscription (bizsend) when the member accepted one for the template, else
 * a template message (which needs the member to follow the account). WeChat's answer is recorded per
 * notice; 43004 and 43101 are final, a token WeChat rejected is replaced once, transient failures are
 * tried again after WECHAT_RETRY_DELAYS_MS and then given up.
 */
export class WechatNoticesService {
  constructor(
    private readonly repository: WechatNoticesRepository,
    private readonly client: WechatMessageClient,
    private readonly tokens: AccessTokens,
    private readonly options: WechatNoticesOptions,
    private readonly now: () => Date,
  ) {}

  /** Whether any message goes to WeChat at all. */
  get enabled(): boolean {
    const { templates } = this.options;
    return Boolean(
      templates.meetingReminder || templates.certificationResult || templates.subscribeMeetingReminder,
    );
  }

  /** The job: forwards new messages, then sends what is due. */
  job(): ScheduledJob {
    return {
      name: 'wechat-notices',
      intervalMs: WECHAT_NOTICES_INTERVAL_MS,
      run: async () => {
        if (!this.enabled) return 0;
        await this.forwardNewMessages();
        return this.sendDue();
      },
    };
  }

  /** Creates the WeChat notices of new message-centre messages (one per member, kind and subject). */
  async forwardNewMessages(): Promise<number> {
    const now = this.now();
    const candidates = await this.repository.messagesToForward(
      this.options.appId,
      new Date(now.getTime() - FORWARD_WINDOW_MS),
      FORWARD_BATCH,
    );
    const meetingIds = candidates.flatMap((row) =>
      row.category === 'meeting' ? [subjectId(row.dedupeKey)] : [],
    );
    const submissionIds = candidates.flatMap((row) =>
      row.dedupeKey.endsWith(':rejected') ? [subjectId(row.dedupeKey)] : [],
    );
    const [heads, reasons] = await Promise.all([
      this.repository.meetingHeads(meetingIds),
      this.repository.rejectReasons(submissionIds),
    ]);
    const notices: NewWechatNotice[] = [];
    for (const message of candidates) {
      const notice = this.noticeFor(message, heads, reasons, now);
      if (notice) notices.push(notice);
    }
    return this.repository.insertMany(notices);
  }

  /** Claims the due notices and sends each once; answers how many it tried. */
  async sendDue(): Promise<number> {
    const now = this.now();
    const claimed = await this.repository.claimDue(now, new Date(now.getTime() + CLAIM_LEASE_MS), SEND_BATCH);
    for (const notice of claimed) {
      const outcome = await this.attempt(notice);
      await this.repository.finish(notice.id, outcome, this.now());
    }
    return claimed.length;
  }

  /** GET wechat-notices/settings: the subscription templates the app may ask for with wx-open-subscribe. */
  settings(): WechatSubscribeSettings {
    return { meeting_reminder: this.options.templates.subscribeMeetingReminder };
  }

  /**
   * POST wechat-notices/subscriptions: the member's answers in WeChat's subscription dialog, per
   * template. Only the account's own subscription templates are recorded; answers the templates
   * recorded as accepted.
   */
  async recordConsent(userId: number, body: SubscribeConsentBody): Promise<{ accepted: string[] }> {
    const known = new Set([this.options.templates.subscribeMeetingReminder].filter(Boolean));
    const accepted: string[] = [];
    for (const [templateId, detail] of Object.entries(body.details)) {
      if (!known.has(templateId)) continue;
      await this.repository.recordConsent(userId, templateId, detail.status, this.now());
      if (detail.status === 'accept' || detail.status === 'acceptWithAudio') accepted.push(templateId);
    }
    return { accepted };
  }

  private noticeFor(
    message: MessageToForward,
    heads: Map<number, { title: string; startAt: Date; endAt: Date }>,
    reasons: Map<number, string | null>,
    now: Date,
  ): NewWechatNotice | null {
    const base = {
      userId: message.userId,
      openid: message.openid,
      subject: message.dedupeKey,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    };
    const id = subjectId(message.dedupeKey);
    if (message.category === 'meeting') {
      const meeting = heads.get(id);
      if (
        !meeting ||
        !(this.options.templates.meetingReminder || this.options.templates.subscribeMeetingReminder)
      ) {
        return null;
      }
      return {
        ...base,
        kind: 'meeting_reminder',
        url: `${this.options.appBaseUrl}/meetingdetail?id=${id}`,
        fields: {
          thing1: fitTemplateValue('thing1', meeting.title),
          time2: formatDateTime(meeting.startAt),
          thing3: '会议即将开始，点击进入观看',
        },
        // A reminder is pointless once the meeting is over.
        expiresAt: meeting.endAt,
      };
    }
    if (!this.options.templates.certificationResult) return null;
    const approved = message.dedupeKey.endsWith(':approved');
    return {
      ...base,
      kind: 'certification_result',
      url: `${this.options.appBaseUrl}/veeva`,
      fields: {
        thing1: '医护人员认证',
        phrase2: approved ? '审核通过' : '未通过',
        thing3: fitTemplateValue(
          'thing3',
          approved ? '现在可以学习全部课程' : `原因：${reasons.get(id) ?? '未说明'}`,
        ),
      },
      expiresAt: null,
    };
  }

  /** One delivery attempt of a claimed notice: the channel, the token, WeChat's answer, what it means. */
  private async attempt(notice: WechatNoticeRow): Promise<NoticeOutcome> {
    const now = this.now();
    if (notice.expiresAt && notice.expiresAt <= now) {
      return { status: 'expired', errcode: null, errmsg: 'too late to be of use' };
    }
    const route = await this.route(notice);
    if (!route) return { status: 'failed', errcode: null, errmsg: 'no template configured for this message' };
    const message = {
      touser: notice.openid,
      templateId: route.templateId,
      url: notice.url,
      fields: notice.fields,
      clientMsgId: `ia-notice-${notice.id}`,
    };
    let reply: SendReply;
    try {
      let token = await this.tokens.accessToken();
      reply = await this.client.send(route.channel, token, message);
      if (TOKEN_REJECTED.has(reply.errcode)) {
        // WeChat retired the token early (expired, reset, or fetched anew elsewhere): once, a new one.
        token = await this.tokens.replaceAccessToken(token);
        reply = await this.client.send(route.channel, token, message);
      }
    } catch (error) {
      const reason = error instanceof WechatUnreachableError ? error.message : describe(error);
      return { ...this.transient(notice, null, reason), ...route.recorded };
    }
    const recorded = route.recorded;
    if (reply.errcode === 0) {
      return {
        status: 'sent',
        errcode: 0,
        errmsg: reply.errmsg,
        msgid: reply.msgid,
        sentAt: this.now(),
        ...recorded,
      };
    }
    const errmsg = reply.errmsg.slice(0, 300);
    this.options.logger?.warn(
      { notice: notice.id, channel: route.channel, errcode: reply.errcode, errmsg },
      'WeChat refused a message',
    );
    if (reply.errcode === NOT_FOLLOWING)
      return { status: 'not_following', errcode: reply.errcode, errmsg, ...recorded };
    if (reply.errcode === SUBSCRIPTION_REFUSED)
      return { status: 'refused', errcode: reply.errcode, errmsg, ...recorded };
    if (TRANSIENT_ERRCODES.has(reply.errcode) || TOKEN_REJECTED.has(reply.errcode)) {
      return { ...this.transient(notice, reply.errcode, errmsg), ...recorded };
    }
    // Anything else (40003 unknown openid, 40037 template, 47003 fields, 48001 not allowed): our
    // configuration or WeChat's rules; sending it again would get the same answer.
    return { status: 'failed', errcode: reply.errcode, errmsg, ...recorded };
  }

  /**
   * Which API a notice goes through, chosen once (a retry keeps it): a meeting reminder whose member
   * has an accepted one-time subscription uses it up (bizsend reaches members who do not follow the
   * account); otherwise a template message.
   */
  private async route(
    notice: WechatNoticeRow,
  ): Promise<{ channel: MessageChannel; templateId: string; recorded: NoticeOutcome } | null> {
    if ((notice.channel === 'template' || notice.channel === 'subscribe') && notice.templateId) {
      return { channel: notice.channel, templateId: notice.templateId, recorded: {} };
    }
    const { templates } = this.options;
    if (notice.kind === 'meeting_reminder') {
      const subscription = templates.subscribeMeetingReminder;
      if (subscription && (await this.repository.useConsent(notice.userId, subscription, this.now()))) {
        return {
          channel: 'subscribe',
          templateId: subscription,
          recorded: { channel: 'subscribe', templateId: subscription },
        };
      }
    }
    const template =
      notice.kind === 'meeting_reminder' ? templates.meetingReminder : templates.certificationResult;
    if (!template) return null;
    return {
      channel: 'template',
      templateId: template,
      recorded: { channel: 'template', templateId: template },
    };
  }

  /** A transient failure: tried again after the next pause, or failed for good once the pauses are used up. */
  private transient(notice: WechatNoticeRow, errcode: number | null, errmsg: string): NoticeOutcome {
    const pause = WECHAT_RETRY_DELAYS_MS[notice.attempts - 1];
    if (pause === undefined)
      return {
        status: 'failed',
        errcode,
        errmsg: `${errmsg} (gave up after ${notice.attempts} attempts)`.slice(0, 300),
      };
    return {
      status: 'retry',
      errcode,
      errmsg: errmsg.slice(0, 300),
      nextAttemptAt: new Date(this.now().getTime() + pause),
    };
  }
}

/** The id in a dedupe key such as `meeting:12:reminder` or `certification:42:approved`. */
function subjectId(dedupeKey: string): number {
  return Number(dedupeKey.split(':')[1]);
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const details = (error as { data?: { wechat_errcode?: number } | null }).data;
    return details?.wechat_errcode
      ? `access token: errcode ${details.wechat_errcode}`
      : `access token: ${error.message}`;
  }
  return 'access token unavailable';
}
