import { formatDateTime, type SandboxWechatMessage } from '@ia/shared';
import { escapeHtml, page } from './wechat-sandbox.page';

/** Field labels of the sandbox's templates, as WeChat shows them in a service notice. */
const FIELD_LABELS: Record<string, string> = {
  thing1: '名称 · Name',
  time2: '时间 · Time',
  phrase2: '结果 · Result',
  thing3: '说明 · Note',
};

const TEMPLATE_TITLES: Record<string, string> = {
  sandbox_tpl_meeting_reminder: '会议开始提醒 · Meeting reminder',
  sandbox_tpl_certification_result: '审核结果通知 · Review result',
  sandbox_sub_meeting_reminder: '会议开始提醒 · Meeting reminder',
};

const OUTBOX_STYLE = `
.card{background:#fff;border-radius:8px;margin:12px 0;padding:14px 16px}
.card h3{margin:0 0 4px;font-size:17px}.card .meta{color:#888;font-size:12px;margin-bottom:10px;word-break:break-all}
.card dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:15px}
.card dt{color:#888}.card dd{margin:0}
.card a{display:block;margin-top:12px;padding-top:10px;border-top:1px solid #f0f0f0;color:#576b95;text-decoration:none;font-size:14px}
.tag{display:inline-block;font-size:12px;padding:0 6px;border-radius:4px;background:#e7f8ee;color:#07c160;margin-left:6px}
.empty{text-align:center;color:#888;padding:32px 0}`;

/**
 * The WeChat sandbox's outbox as a page: each message as WeChat would show it in the 服务通知
 * conversation (title, fields, 详情 link), newest first. `openid` narrows it to one user.
 */
export function renderWechatOutbox(messages: SandboxWechatMessage[], openid: string | undefined): string {
  const cards = messages.length
    ? messages
        .map((message) => {
          const title = TEMPLATE_TITLES[message.template_id] ?? message.template_id;
          const channel = message.api === 'template' ? '模板消息 · template' : '订阅通知 · subscription';
          // In the template's own order (thing1, time2, …): the stored JSON keeps no key order.
          const fields = Object.entries(message.data)
            .sort(([a], [b]) => fieldNumber(a) - fieldNumber(b))
            .map(
              ([key, field]) =>
                `<dt>${escapeHtml(FIELD_LABELS[key] ?? key)}</dt><dd>${escapeHtml(field.value)}</dd>`,
            )
            .join('');
          const link = message.url ? `<a href="${escapeHtml(message.url)}">详情 · Details ›</a>` : '';
          return `<article class="card" data-msgid="${escapeHtml(message.msgid)}"><h3>${escapeHtml(title)}<span class="tag">${channel}</span></h3>
<div class="meta">${escapeHtml(formatDateTime(message.created_at))}（北京时间 · China time） · openid ${escapeHtml(message.openid)} · msgid ${escapeHtml(message.msgid)}</div>
<dl>${fields}</dl>${link}</article>`;
        })
        .join('')
    : '<p class="empty">还没有消息。No message yet.</p>';
  const scope = openid ? `openid ${escapeHtml(openid)}` : '全部用户 · every user';
  return page(
    '微信消息（沙箱）',
    `<header><b>服务通知（沙箱）</b><small>WeChat outbox (sandbox): what WeChat would have delivered · ${scope}</small></header>
<main>${cards}<p class="hint">开发沙箱，仅用于测试。Development sandbox, for testing only.</p></main>`,
    OUTBOX_STYLE,
  );
}

/** The number a template field's key ends with (thing1 → 1). */
function fieldNumber(key: string): number {
  return Number(/\d+$/.exec(key)?.[0] ?? Number.MAX_SAFE_INTEGER);
}
