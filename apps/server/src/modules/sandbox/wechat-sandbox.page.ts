import { SANDBOX_LOGIN_PARAMS, SandboxRole, type ViewerRoleValue } from '@ia/shared';
import type { FastifyReply } from 'fastify';
import type { SandboxIdentity } from './wechat-sandbox.service';

/** The sandbox's pages are self-contained: inline styles only, no scripts, no external assets. */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

const ROLE_LABELS: Record<ViewerRoleValue, string> = {
  visitor: '访客 · visitor',
  wechat: '仅微信授权 · WeChat only',
  registered: '已注册未签署同意书 · registered',
  consented: '已签署同意书 · consented',
  trial: '免费试用期 · free trial',
  trial_expired: '试用已结束 · trial expired',
  certified: '已认证 · certified',
  staff: '销售代表 · staff',
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;color:#191919}
header{background:#fff;padding:20px 16px;text-align:center;border-bottom:1px solid #e5e5e5}
header b{display:block;font-size:18px}header small,.hint{color:#888;font-size:13px}
main{max-width:480px;margin:0 auto;padding:12px}
section{background:#fff;border-radius:8px;margin:12px 0;padding:12px 16px}
h2{font-size:15px;margin:0 0 8px;color:#576b95}
button{display:block;width:100%;text-align:left;border:0;border-bottom:1px solid #f0f0f0;background:none;padding:12px 0;font:inherit;color:inherit}
button span{display:block;color:#888;font-size:13px;word-break:break-all}
label{display:block;margin:8px 0 4px;font-size:14px}
input,select{width:100%;padding:10px;border:1px solid #ddd;border-radius:6px;font:inherit}
.primary{margin-top:16px;text-align:center;background:#07c160;color:#fff;border-radius:6px}
.error{text-align:center;padding:48px 16px}.error b{display:block;font-size:20px;margin-bottom:12px}`;

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const hiddenInputs = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** A whole sandbox page around `body` (its head, viewport and style). */
export function page(title: string, body: string, extraStyle = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}${extraStyle}</style></head>
<body>${body}</body></html>`;
}

export interface IdentityPickerOptions {
  /** Heading, Chinese then English. */
  title: string;
  subtitle: string;
  /** Where the forms submit (GET), with the request's parameters carried along. */
  action: string;
  params: Record<string, string>;
  identities: SandboxIdentity[];
  suggestion: string;
  /** Offer the sandbox roles for a new identity (external login creates users itself). */
  offerRoles: boolean;
}

/** The page to pick an existing test identity or create one. */
export function renderIdentityPicker(options: IdentityPickerOptions): string {
  const action = escapeHtml(options.action);
  const existing = options.identities.length
    ? options.identities
        .map(
          (identity) =>
            `<button name="${SANDBOX_LOGIN_PARAMS.openid}" value="${escapeHtml(identity.openid)}">` +
            `${escapeHtml(identity.nickname ?? '未命名 · unnamed')} · ${ROLE_LABELS[identity.role]}` +
            `<span>${escapeHtml(identity.openid)}</span></button>`,
        )
        .join('')
    : '<p class="hint">还没有测试身份。No test identity yet.</p>';
  const roleSelect = options.offerRoles
    ? `<label for="role">初始状态 · Initial state</label><select id="role" name="${SANDBOX_LOGIN_PARAMS.role}">${SandboxRole.map(
        (role) => `<option value="${role}">${ROLE_LABELS[role]}</option>`,
      ).join('')}</select>`
    : '';
  return page(
    options.title,
    `<header><b>${escapeHtml(options.title)}</b><small>${escapeHtml(options.subtitle)}</small></header><main>
<section><h2>选择已有测试身份 · Pick a test identity</h2>
<form method="get" action="${action}">${hiddenInputs(options.params)}${existing}</form></section>
<section><h2>新建测试身份 · New test identity</h2>
<form method="get" action="${action}">${hiddenInputs(options.params)}
<label for="openid">openid</label><input id="openid" name="${SANDBOX_LOGIN_PARAMS.openid}" value="${escapeHtml(options.suggestion)}" required pattern="[A-Za-z0-9_-]{1,64}">
<label for="unionid">unionid（可留空 · optional）</label><input id="unionid" name="${SANDBOX_LOGIN_PARAMS.unionid}" value="${escapeHtml(`union_${options.suggestion}`)}" pattern="[A-Za-z0-9_-]{1,64}">
${roleSelect}<button class="primary">确认登录 · Sign in</button></form></section>
<p class="hint">开发沙箱，仅用于测试。Development sandbox, for testing only.</p></main>`,
  );
}

/** A page in the style of WeChat's authorize error page. */
export function renderSandboxError(message: string): string {
  return page(
    '微信',
    `<main class="error"><b>Oops! Something went wrong:(</b><p>${escapeHtml(message)}</p><p class="hint">开发沙箱 · Development sandbox</p></main>`,
  );
}

/** Sends one of the sandbox pages. */
export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
