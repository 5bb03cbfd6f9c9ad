import { and, count, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { campaignSections, campaigns, contentReactions, contents, meetings } from '../../db/schema';
import { CampaignStatus, visibleCampaignCondition } from '../campaigns';
import { liveContentCondition } from '../content';
import { visibleMeetingCondition } from '../meetings';

const CONTENT_TYPES = [1, 2, 3];
const sectionCampaigns = alias(campaigns, 'section_campaigns');

export interface FavouriteRow {
  type: number;
  targetId: number;
  favouritedAt: Date;
  title: string | null;
  cover: string | null;
  speakerName: string | null;
  startAt: Date | null;
  campaignId: number | null;
}

/** How each favourite finds its target: the join conditions (visible targets only). */
function targetJoins(now: Date) {
  return {
    content: and(
      inArray(contentReactions.type, CONTENT_TYPES),
      eq(contents.id, contentReactions.contentId),
      liveContentCondition(now),
    ) as SQL,
    meeting: and(
      eq(contentReactions.type, 4),
      eq(meetings.id, contentReactions.contentId),
      visibleMeetingCondition(now),
    ) as SQL,
    campaign: and(
      eq(contentReactions.type, 6),
      eq(campaigns.id, contentReactions.contentId),
      visibleCampaignCondition(now),
    ) as SQL,
    section: and(
      eq(contentReactions.type, 7),
      eq(campaignSections.id, contentReactions.contentId),
      isNull(campaignSections.deletedAt),
    ) as SQL,
    sectionCampaign: and(
      eq(sectionCampaigns.id, campaignSections.campaignId),
      eq(sectionCampaigns.status, CampaignStatus.PUBLISHED),
      isNull(sectionCampaigns.deletedAt),
      or(isNull(sectionCampaigns.expiresAt), gt(sectionCampaigns.expiresAt, now)),
    ) as SQL,
  };
}

/**
 * The viewer's favourites (content_reactions of kind 'faver', written by the social module),
 * joined to what they point at; a favourite whose target is gone or hidden is left out.
 */
export class FavouritesRepository {
  constructor(private readonly db: Database) {}

  async page(
    userId: number,
    type: number | undefined,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: FavouriteRow[] }> {
    const on = targetJoins(now);
    const where = and(
      eq(contentReactions.userId, userId),
      eq(contentReactions.kind, 'faver'),
      type === undefined ? undefined : eq(contentReactions.type, type),
      or(
        isNotNull(contents.id),
        isNotNull(meetings.id),
        isNotNull(campaigns.id),
        isNotNull(sectionCampaigns.id),
      ),
    );
    const rowsQuery = this.db
      .select({
        type: contentReactions.type,
        targetId: contentReactions.contentId,
        favouritedAt: contentReactions.createdAt,
        title: sql<
          string | null
        >`coalesce(${contents.title}, ${meetings.title}, ${campaigns.title}, ${campaignSections.title})`,
        cover: sql<
          string | null
        >`coalesce(${contents.cover}, ${meetings.cover}, ${campaigns.cover}, ${campaignSections.cover}, ${sectionCampaigns.cover})`,
        speakerName: contents.speakerName,
        startAt: meetings.startAt,
        campaignId: sectionCampaigns.id,
      })
      .from(contentReactions)
      .leftJoin(contents, on.content)
      .leftJoin(meetings, on.meeting)
      .leftJoin(campaigns, on.campaign)
      .leftJoin(campaignSections, on.section)
      .leftJoin(sectionCampaigns, on.sectionCampaign)
      .where(where)
      .orderBy(desc(contentReactions.createdAt), desc(contentReactions.contentId))
      .limit(limit)
      .offset(offset);
    const totalQuery = this.db
      .select({ value: count() })
      .from(contentReactions)
      .leftJoin(contents, on.content)
      .leftJoin(meetings, on.meeting)
      .leftJoin(campaigns, on.campaign)
      .leftJoin(campaignSections, on.section)
      .leftJoin(sectionCampaigns, on.sectionCampaign)
      .where(where);
    const [rows, totals] = await Promise.all([rowsQuery, totalQuery]);
    return { total: totals[0]?.value ?? 0, rows };
  }
}
