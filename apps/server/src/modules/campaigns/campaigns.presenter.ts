import type {
  CampaignContent,
  CampaignContentItem,
  CampaignParticipation,
  CampaignSection,
  CampaignSummary,
  ContentSummary,
  DescStatus,
  RichListEntry,
} from '@ia/shared';
import type { RankedRow } from '../points';
import { campaignState, maskName } from './campaign-access';
import type { DescAcceptanceRow, SectionWithCounts, SignUpFormState } from './campaigns.repository';
import type { CampaignContentRow, CampaignParticipantRow, CampaignRow } from './campaigns.table';

export function presentCampaignSummary(row: CampaignRow, joined: boolean, now: Date): CampaignSummary {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    state: campaignState(row, now),
    audience: row.audience,
    participant_count: row.participantCount,
    joined,
  };
}

export function presentSection(row: SectionWithCounts): CampaignSection {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    parent_id: row.parentId,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    description: row.description,
    content_count: row.contentCount,
    child_count: row.childCount,
    requires_desc: row.requiresDesc,
  };
}

/** What the viewer's standing in a campaign is made of. */
export interface ParticipationParts {
  campaign: Pick<CampaignRow, 'poster'>;
  participant: CampaignParticipantRow | undefined;
  acceptance: DescAcceptanceRow | undefined;
  form: SignUpFormState;
  standing: RankedRow | undefined;
}

/**
 * The viewer's standing. The poster is pending for a participant who has not been shown it; the
 * form likewise, unless they already submitted it (then there is nothing to show).
 */
export function presentParticipation(parts: ParticipationParts): CampaignParticipation {
  const { participant } = parts;
  const joined = participant !== undefined;
  return {
    joined,
    joined_at: participant?.joinedAt.toISOString() ?? null,
    poster_pending: joined && Boolean(parts.campaign.poster) && participant.posterShownAt === null,
    form_pending:
      joined && parts.form.formId !== null && participant.formShownAt === null && !parts.form.submitted,
    desc_accepted: parts.acceptance !== undefined,
    points: parts.standing?.points ?? 0,
    rank: parts.standing?.rank ?? null,
  };
}

export function presentCampaignContentItem(
  row: CampaignContentRow,
  content: ContentSummary,
): CampaignContentItem {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    section_id: row.sectionId,
    points: row.points,
    sort: row.sort,
    content,
  };
}

export function presentCampaignContent(
  row: CampaignContentRow,
  content: ContentSummary,
  finished: boolean,
): CampaignContent {
  return { ...presentCampaignContentItem(row, content), finished };
}

export function presentDescStatus(row: DescAcceptanceRow | undefined): DescStatus {
  return row ? { status: 1, accepted_at: row.acceptedAt.toISOString() } : { status: 0, accepted_at: null };
}

/** The name a rich list shows: the member's name (else their WeChat nickname), masked for everyone but themselves. */
function richListName(row: Pick<RankedRow, 'name' | 'nickname'>, isViewer: boolean): string {
  const name = row.name?.trim() || row.nickname?.trim() || '医生';
  return isViewer ? name : maskName(name);
}

export function presentRichEntry(row: RankedRow, viewerId: number | null): RichListEntry {
  const isViewer = row.userId === viewerId;
  return {
    rank: row.rank,
    name: richListName(row, isViewer),
    avatar: row.avatarUrl,
    hospital: row.hospitalName,
    points: row.points,
    me: isViewer,
  };
}
