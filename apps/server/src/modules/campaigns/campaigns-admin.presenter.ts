import {
  type AdminCampaign,
  type AdminCampaignContent,
  type AdminCampaignParticipant,
  type AdminCampaignSection,
  DEPARTMENTS,
  optionLabel,
} from '@ia/shared';
import { CampaignStatus, campaignState } from './campaign-access';
import type {
  AdminCampaignRow,
  AdminItemRow,
  AdminSectionRow,
  ParticipantRow,
} from './campaigns-admin.repository';

export function presentAdminCampaign(row: AdminCampaignRow, now: Date): AdminCampaign {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    poster: row.poster,
    description: row.description,
    requires_desc: row.requiresDesc,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    audience: row.audience,
    member_group_ids: row.memberGroupIds,
    form_points: row.formPoints,
    comments_enabled: row.commentsEnabled,
    approval_code: row.approvalCode,
    expires_at: row.expiresAt?.toISOString() ?? null,
    sort: row.sort,
    status: row.status === CampaignStatus.PUBLISHED ? 'published' : 'draft',
    state: campaignState(row, now),
    participant_count: row.participantCount,
    section_count: row.sectionCount,
    form_id: row.formId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentAdminSection(row: AdminSectionRow): AdminCampaignSection {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    parent_id: row.parentId,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    description: row.description,
    requires_desc: row.requiresDesc,
    sort: row.sort,
    content_count: row.contentCount,
  };
}

export function presentAdminItem(row: AdminItemRow): AdminCampaignContent {
  return {
    id: row.id,
    section_id: row.sectionId,
    content_id: row.contentId,
    content_title: row.contentTitle,
    content_list_type: row.contentListType,
    points: row.points,
    sort: row.sort,
  };
}

/** Operators see full names (the console is where participants are contacted); the department by its label. */
export function presentParticipant(row: ParticipantRow): AdminCampaignParticipant {
  return {
    rank: row.rank,
    user_id: row.userId,
    name: row.name,
    hospital: row.hospital,
    department: row.department ? optionLabel(DEPARTMENTS, row.department) : null,
    points: row.points,
    joined_at: row.joinedAt.toISOString(),
    desc_accepted_at: row.descAcceptedAt?.toISOString() ?? null,
    form_submitted: row.formSubmitted,
  };
}
