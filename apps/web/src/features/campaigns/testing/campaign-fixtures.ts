import type {
  CampaignContent,
  CampaignDetail,
  CampaignParticipation,
  CampaignSection,
  CampaignSectionDetail,
  CampaignSummary,
  ContentForm,
  RichListEntry,
} from '@ia/shared';
import { contentSummary } from '../../content/testing/content-fixtures';

/** Test data shaped like the campaign API answers (packages/shared/src/contracts/campaigns.ts). */

export function campaignSummary(id: number, overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id,
    title: `活动 ${id}`,
    cover: `/uploads/campaigns/${id}.jpg`,
    summary: null,
    start_at: '2026-03-01T00:00:00.000Z',
    end_at: '2026-03-31T15:59:59.000Z',
    state: 'ongoing',
    audience: 'all',
    participant_count: 12,
    joined: false,
    ...overrides,
  };
}

export function participation(overrides: Partial<CampaignParticipation> = {}): CampaignParticipation {
  return {
    joined: false,
    joined_at: null,
    poster_pending: false,
    form_pending: false,
    desc_accepted: false,
    points: 0,
    rank: null,
    ...overrides,
  };
}

export function campaignSection(id: number, overrides: Partial<CampaignSection> = {}): CampaignSection {
  return {
    id,
    campaign_id: 5,
    parent_id: null,
    title: `模块 ${id}`,
    cover: null,
    summary: null,
    description: '',
    content_count: 3,
    child_count: 0,
    requires_desc: false,
    ...overrides,
  };
}

export function sectionDetail(
  id: number,
  overrides: Partial<CampaignSectionDetail> = {},
): CampaignSectionDetail {
  return { ...campaignSection(id), campaign_title: '影像读片月', desc_accepted: false, ...overrides };
}

export function campaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    ...campaignSummary(5, { title: '影像读片月' }),
    description: '<p>活动期间学习指定课程可获得积分。</p>',
    poster: '/media/demo/covers/banner-1.jpg',
    requires_desc: false,
    has_form: true,
    form_points: 10,
    sections: [campaignSection(9, { title: '胸部影像' }), campaignSection(10, { title: '腹部影像' })],
    permission: { allowed: true, reason_code: null, reason: null },
    participation: participation(),
    comments_enabled: true,
    approval_code: 'PP-CN-2026-0099',
    ...overrides,
  };
}

export function campaignContent(id: number, overrides: Partial<CampaignContent> = {}): CampaignContent {
  return {
    id,
    campaign_id: 5,
    section_id: 9,
    points: 5,
    sort: id,
    finished: false,
    content: contentSummary(100 + id),
    ...overrides,
  };
}

export function richEntry(rank: number, overrides: Partial<RichListEntry> = {}): RichListEntry {
  return {
    rank,
    name: `用户${rank}`,
    avatar: null,
    hospital: '北京协和医院',
    points: 100 - rank,
    me: false,
    ...overrides,
  };
}

/** The campaign's sign-up form (content form type 6) with one required question. */
export function signUpForm(overrides: Partial<ContentForm> = {}): ContentForm {
  return {
    id: 31,
    title: '活动报名表',
    description: null,
    questions: [
      { id: 1, kind: 'input', label: '科室', required: true, options: [], public_answers: false, sort: 1 },
    ],
    answers: null,
    submitted_at: null,
    ...overrides,
  };
}
