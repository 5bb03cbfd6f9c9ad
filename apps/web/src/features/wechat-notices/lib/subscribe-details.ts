import { SubscribeAnswer, type SubscribeConsentBody } from '@ia/shared';

type Answer = (typeof SubscribeAnswer)[number];

/**
 * The open tag's `success` event detail `subscribeDetails`: a JSON string mapping each template id
 * to its answer, itself JSON text (`{"ID":"{\"status\":\"accept\"}"}`), or an object on some
 * versions. Answers the body POST wechat-notices/subscriptions takes, or null when nothing usable.
 */
export function parseSubscribeDetails(raw: unknown): SubscribeConsentBody | null {
  let outer: unknown = raw;
  try {
    if (typeof outer === 'string') outer = JSON.parse(outer);
  } catch {
    return null;
  }
  if (typeof outer !== 'object' || outer === null) return null;
  const details: SubscribeConsentBody['details'] = {};
  for (const [templateId, value] of Object.entries(outer)) {
    let inner: unknown = value;
    try {
      if (typeof inner === 'string') inner = JSON.parse(inner);
    } catch {
      continue;
    }
    const status = (inner as { status?: unknown } | null)?.status;
    if (typeof status === 'string' && (SubscribeAnswer as readonly string[]).includes(status)) {
      details[templateId] = { status: status as Answer };
    }
  }
  return Object.keys(details).length > 0 ? { details } : null;
}
