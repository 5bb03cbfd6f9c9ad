import { SHARE_LINK_PARAMS, type ShareTargetValue } from '@ia/shared';

/** Parameters never carried into a share link: the login round trip's and a previous share's. */
const DROPPED_PARAMS = ['code', 'state', ...Object.values(SHARE_LINK_PARAMS)];

export interface ShareLinkInput {
  /** The page to share (absolute); its #fragment is dropped. */
  pageUrl: string;
  /** The sharer's openid (spec §7 `source`); left out when unknown. */
  openid: string | undefined;
  target: ShareTargetValue;
  contentId?: number | string | null | undefined;
}

/**
 * A share link (spec §2, §7): the page with `source={openid}`, `from=timeline|appmessage`,
 * `sharedata=true` and `contentid`, replacing any earlier share's and the login's parameters.
 */
export function buildShareLink({ pageUrl, openid, target, contentId }: ShareLinkInput): string {
  const url = new URL(pageUrl);
  url.hash = '';
  for (const name of DROPPED_PARAMS) url.searchParams.delete(name);
  if (openid) url.searchParams.set(SHARE_LINK_PARAMS.source, openid);
  url.searchParams.set(SHARE_LINK_PARAMS.from, target);
  url.searchParams.set(SHARE_LINK_PARAMS.sharedata, 'true');
  if (contentId !== undefined && contentId !== null && contentId !== '') {
    url.searchParams.set(SHARE_LINK_PARAMS.contentid, String(contentId));
  }
  return url.toString();
}

/** An image address WeChat can fetch: relative paths resolved against the page. */
export function absoluteImageUrl(imgUrl: string | null | undefined, pageUrl: string): string {
  if (!imgUrl) return '';
  try {
    return new URL(imgUrl, pageUrl).toString();
  } catch {
    return '';
  }
}

/** A page's card as WeChat takes it: absolute image, one link per share target. */
export function resolveShareCard(
  card: { title: string; desc?: string | null; imgUrl?: string | null; contentId?: number | string | null },
  pageUrl: string,
  openid: string | undefined,
): { title: string; desc: string; imgUrl: string; timelineLink: string; appMessageLink: string } {
  const link = (target: ShareTargetValue) =>
    buildShareLink({ pageUrl, openid, target, contentId: card.contentId });
  return {
    title: card.title,
    desc: card.desc ?? '',
    imgUrl: absoluteImageUrl(card.imgUrl, pageUrl),
    timelineLink: link('timeline'),
    appMessageLink: link('appmessage'),
  };
}
