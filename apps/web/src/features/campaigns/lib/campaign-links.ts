import { TypeMap } from '@ia/shared';

/**
 * Addresses of the activity pages. `id` names what the page is about (a campaign, a section, a
 * campaign content); `campain_id` and `section_id` (the spec's spelling, part of the public
 * address) travel with a content so its learning time is credited inside the campaign.
 */

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `${path}?${search.toString()}`;
}

/** The way into a campaign: permission, description, join, then poster/form/detail. */
export const campaignEnterPath = (campaignId: number) =>
  withQuery('/activity/detailenter', { id: campaignId });
export const campaignPosterPath = (campaignId: number) =>
  withQuery('/activity/activeShowOncePoster', { id: campaignId });
export const campaignFormPath = (campaignId: number) =>
  withQuery('/activity/activeShowOnceForm', { id: campaignId });
export const campaignDetailPath = (campaignId: number) =>
  withQuery('/activity/detail', { id: campaignId, typeMap: TypeMap.ACTIVITY_DETAIL });
export const campaignSectionPath = (campaignId: number, sectionId: number) =>
  withQuery('/activity/secondList', { id: sectionId, campain_id: campaignId });
export const richListPath = (campaignId: number) => withQuery('/activity/richlist', { id: campaignId });
export const richDetailPath = (campaignId: number) => withQuery('/activity/richdetail', { id: campaignId });

/** The catalogue content's detail page, inside the campaign: learning there earns the campaign's points. */
export function campaignContentPath(item: {
  campaign_id: number;
  section_id: number;
  content: { id: number; type: number };
}): string {
  return withQuery('/course/detail', {
    id: item.content.id,
    typeMap: item.content.type,
    campain_id: item.campaign_id,
    section_id: item.section_id,
  });
}

// Public previews (no login)
export const campaignContentPreviewPath = (campaignContentId: number) =>
  withQuery('/activitycontentdetail', { id: campaignContentId });
export const richListPreviewPath = (campaignId: number) => withQuery('/activityrichlist', { id: campaignId });
