import { type MonitorEventInput, type RuntimeConfig, SHARE_LINK_PARAMS } from '@ia/shared';
import { isWechatBrowser } from '../../sharing';

/**
 * Spec §9: production has monitoring on. So has a dev deployment with the sandbox (the demo,
 * where the console's 数据分析 is tried out); test deployments and unconfigured pages do not report.
 */
export function isMonitoringEnabled(config: RuntimeConfig | undefined): boolean {
  if (!config) return false;
  return config.deployment === 'production' || (config.deployment === 'dev' && config.sandbox);
}

export interface PageViewContext {
  pathname: string;
  search: string;
  title: string;
  openid: string | undefined;
  unionid: string | undefined;
  userAgent: string;
}

const positiveInt = (value: string | null): number | undefined => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The monitor event of one page view (spec §7 fields). `fromsource` is the link's own
 * `fromsource`, else, on a page opened from a share card, where it was shared (`from`:
 * timeline / appmessage); `channel` is the link's `channel`.
 */
export function pageViewEvent(context: PageViewContext): MonitorEventInput {
  const params = new URLSearchParams(context.search);
  const shared = params.get(SHARE_LINK_PARAMS.sharedata) === 'true';
  const fromsource =
    params.get('fromsource') || (shared ? params.get(SHARE_LINK_PARAMS.from) : null) || undefined;
  return {
    type: params.get('typeMap') ?? undefined,
    content_id: positiveInt(params.get('id') ?? params.get(SHARE_LINK_PARAMS.contentid)),
    openid: context.openid,
    unionid: context.unionid,
    page_title: context.title,
    page_url: context.pathname,
    page_param: context.search,
    page_event_key: context.pathname,
    page_event_type: 'page_view',
    campain_id: positiveInt(params.get('campain_id') ?? params.get('campaignId')),
    section_id: positiveInt(params.get('section_id') ?? params.get('sectionId')),
    fromsource,
    opentype: isWechatBrowser(context.userAgent) ? 'wechat' : 'browser',
    channel: params.get('channel') || undefined,
  };
}

/** Spec §7: sent only for registered users, or when fromsource or channel is present. */
export function shouldSendEvent(event: MonitorEventInput, registered: boolean): boolean {
  return registered || Boolean(event.fromsource || event.channel);
}
