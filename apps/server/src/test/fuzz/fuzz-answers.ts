/** An answer as the fuzz sees it. A streamed answer's body is not read (empty). */
export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * The documented answers that are not the `{code,msg,data}` envelope: files, exports, redirects,
 * a stream, and stand-ins that imitate someone else's API. Each is allowed for its operation only,
 * with the status and media type given; every other answer, and every refusal (4xx) of an /api
 * route, is the envelope.
 */
const NON_ENVELOPE_ANSWERS: { operation: RegExp; status: RegExp; media: RegExp; why: string }[] = [
  {
    operation: /^GET \/api\/(platform|admin)\/uploads\/\{id\}$/,
    status: /^200$/,
    media: /^(image|video)\//,
    why: 'the uploaded file itself',
  },
  {
    operation: /^GET \/api\/admin\/.+\.csv$/,
    status: /^200$/,
    media: /^text\/csv/,
    why: 'a spreadsheet export',
  },
  {
    operation: /^GET \/media\/live\/\{folder\}\/index\.m3u8$/,
    status: /^200$/,
    media: /^application\/vnd\.apple\.mpegurl/,
    why: 'an HLS playlist for the player',
  },
  {
    operation: /^GET \/api\/platform\/meeting\/live-events\/\{id\}$/,
    status: /^200$/,
    media: /^text\/event-stream/,
    why: 'the live room push (Server-Sent Events)',
  },
  {
    operation:
      /^GET \/api\/platform\/wechat\/auth$|^GET \/sandbox\/(wechat\/connect\/oauth2\/authorize|external-login)$/,
    status: /^30[1278]$/,
    media: /.*/,
    why: 'a redirect in the WeChat sign-in',
  },
  {
    operation: /^GET \/sandbox\/(wechat\/connect\/oauth2\/authorize|external-login)$/,
    status: /^(200|4\d\d)$/,
    media: /^text\/html/,
    why: "the sandbox's stand-in sign-in pages, shown in a browser, refusals included",
  },
  {
    operation: /^GET \/sandbox\/wechat\/outbox$/,
    status: /^200$/,
    media: /^text\/html/,
    why: "the sandbox's WeChat outbox, a page for testers (decision 036)",
  },
  {
    operation: /^(GET|POST) \/api\/wecom\/callback$/,
    status: /^200$/,
    media: /^text\/plain/,
    why: 'WeCom expects its echo or "success" as plain text',
  },
  {
    operation: /^(GET|POST) \/sandbox\/(wechat|wecom)\//,
    status: /^[1-4]\d\d$/,
    media: /^application\/json/,
    why: "the sandbox imitates WeChat's and WeCom's APIs, which answer {errcode, errmsg}",
  },
  {
    operation: /^GET \/(healthz|readyz)$/,
    status: /^200$/,
    media: /^application\/json/,
    why: "a probe's answer, {status}",
  },
];

/** Whether `body` is the envelope: an object with a numeric code, a string msg and a data field. */
function isEnvelope(answer: FuzzAnswer): boolean {
  if (!answer.contentType.startsWith('application/json')) return false;
  try {
    const body = JSON.parse(answer.body) as unknown;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
    const { code, msg } = body as { code?: unknown; msg?: unknown };
    return typeof code === 'number' && typeof msg === 'string' && 'data' in body;
  } catch {
    return false;
  }
}

/** Why `answer` to `operationKey` (`GET /api/x/{id}`) is a failure, or null when it is fine. */
export function judgeAnswer(operationKey: string, answer: FuzzAnswer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (isEnvelope(answer)) return null;
  const documented = NON_ENVELOPE_ANSWERS.some(
    (rule) =>
      rule.operation.test(operationKey) &&
      rule.status.test(String(answer.status)) &&
      rule.media.test(answer.contentType),
  );
  if (documented) return null;
  return `not an envelope: ${answer.status} ${answer.contentType || 'no content type'} ${JSON.stringify(answer.body.slice(0, 80))}`;
}

/** Streams the fuzz must not wait for to end: their headers are the answer. */
export const isStreamingAnswer = (contentType: string): boolean =>
  contentType.startsWith('text/event-stream');
