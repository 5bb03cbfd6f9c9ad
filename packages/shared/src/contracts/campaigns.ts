import { z } from 'zod';
import { pagingQuerySchema } from '../paging';
import { contentPreviewSchema, contentSummarySchema, searchKeywordSchema } from './content';
import { MeetingAudience } from './meetings';

/**
 * Campaigns (issue 5; the spec spells them `campain`): a campaign has sections (optionally
 * nested one level: modules), sections list contents (courses and cases of the catalogue, worth
 * points when finished inside the campaign), a description the member reads and accepts, a poster
 * and a sign-up form each shown once per member, and a rich list of the points earned in it.
 */

/** A campaign's state, derived from its dates. */
export const CampaignState = ['upcoming', 'ongoing', 'ended'] as const;
export type CampaignStateValue = (typeof CampaignState)[number];

/** Same audience rule as meetings: everyone signed in, certified only, or listed member groups. */
export const CampaignAudience = MeetingAudience;

/**
 * Why a member may not join or open a campaign (campain/check/permissions). The API refuses
 * with 40304 for `not_certified` (the app shows the certification popup) and 40300 for the rest,
 * each with the reason in words.
 */
export const CampaignDenial = ['not_found', 'not_started', 'ended', 'not_certified', 'not_in_group'] as const;
export type CampaignDenialValue = (typeof CampaignDenial)[number];

export const campaignPermissionSchema = z.object({
  allowed: z.boolean(),
  reason_code: z.enum(CampaignDenial).nullable(),
  /** The reason in words (Chinese), null when allowed. */
  reason: z.string().nullable(),
});
export type CampaignPermission = z.infer<typeof campaignPermissionSchema>;

/** Path parameters {a}/{b} of check/permissions and content/desc/status: campaign id, section id (0 = the campaign itself). */
export const campaignScopeParamsSchema = z.object({
  a: z.coerce.number().int().positive(),
  b: z.coerce.number().int().min(0),
});

/** The viewer's standing in a campaign (null fields for visitors / not joined). */
export const campaignParticipationSchema = z.object({
  joined: z.boolean(),
  joined_at: z.string().nullable(),
  /** The poster has not been shown to this member yet (shown once, remembered on the server). */
  poster_pending: z.boolean(),
  /** The sign-up form has not been shown to this member yet. */
  form_pending: z.boolean(),
  /** Whether the member accepted the campaign's description. */
  desc_accepted: z.boolean(),
  points: z.number().int(),
  /** 1-based rank on the rich list; null with no points yet. */
  rank: z.number().int().nullable(),
});
export type CampaignParticipation = z.infer<typeof campaignParticipationSchema>;

export const campaignSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  summary: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  state: z.enum(CampaignState),
  audience: z.enum(CampaignAudience),
  participant_count: z.number().int(),
  joined: z.boolean(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** GET campain/campain: the activity list (/activity). */
export const campaignListQuerySchema = pagingQuerySchema.extend({
  state: z.enum(CampaignState).optional(),
  /** Campaigns whose title or summary holds every term of the keyword (the app's search). */
  keyword: searchKeywordSchema.optional(),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

export const campaignSectionSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  cover: z.string().nullable(),
  summary: z.string().nullable(),
  /** Sanitised HTML shown above the section's contents. */
  description: z.string(),
  content_count: z.number().int(),
  child_count: z.number().int(),
  /** Whether the section has a description the member must accept first. */
  requires_desc: z.boolean(),
});
export type CampaignSection = z.infer<typeof campaignSectionSchema>;

/** GET campain/campain/{id}: the campaign page (/activity/detail, /activity/detailenter). */
export const campaignDetailSchema = campaignSummarySchema.extend({
  /** Sanitised HTML: the description members read and accept. */
  description: z.string(),
  /** Poster image shown once after joining, or null. */
  poster: z.string().nullable(),
  /** Whether the member must accept the description before joining. */
  requires_desc: z.boolean(),
  /** Whether a sign-up form is attached (content/form/{id}/6). */
  has_form: z.boolean(),
  /** Points the sign-up form is worth. */
  form_points: z.number().int(),
  sections: z.array(campaignSectionSchema),
  permission: campaignPermissionSchema,
  participation: campaignParticipationSchema,
  comments_enabled: z.boolean(),
  approval_code: z.string().nullable(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** GET campain/campain-section?campain_id=: a campaign's top-level sections. */
export const campaignSectionListQuerySchema = pagingQuerySchema.extend({
  campain_id: z.coerce.number().int().positive(),
});

/** A content listed in a campaign section, with the points finishing it earns there. */
export const campaignContentSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  section_id: z.number().int(),
  points: z.number().int(),
  sort: z.number().int(),
  /** Whether the viewer finished it inside the campaign (points earned). */
  finished: z.boolean(),
  content: contentSummarySchema,
});
export type CampaignContent = z.infer<typeof campaignContentSchema>;

/** GET campain/campain-content?section_id= (or campain_id=): a section's contents. */
export const campaignContentListQuerySchema = pagingQuerySchema.extend({
  section_id: z.coerce.number().int().positive().optional(),
  campain_id: z.coerce.number().int().positive().optional(),
});

/** GET content/desc/status/{a}/{b}: 1 once the viewer accepted the description; PUT accepts it. */
export const descStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  accepted_at: z.string().nullable(),
});
export type DescStatus = z.infer<typeof descStatusSchema>;

/** POST campain/campain/join: joins (checked against the audience rule; the description first when required). */
export const campaignJoinSchema = z.object({ campain_id: z.coerce.number().int().positive() });

/** The two things a member sees once per campaign. */
export const CampaignOnce = ['poster', 'form'] as const;
/** PUT campain/campain/once: marks the poster or the form as shown to the viewer. */
export const campaignOnceSchema = z.object({
  campain_id: z.coerce.number().int().positive(),
  kind: z.enum(CampaignOnce),
});

// ---- Rich list ---------------------------------------------------------------------------------

/** One participant on a campaign's rich list; names are masked for everyone but themselves. */
export const richListEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  hospital: z.string().nullable(),
  points: z.number().int(),
  /** Whether this row is the viewer. */
  me: z.boolean(),
});
export type RichListEntry = z.infer<typeof richListEntrySchema>;

/** GET campain/rich-list/{id} (and demo/campain/rich-list/{id}): ranking by points earned in the campaign. */
export const richListSchema = z.object({
  total: z.number().int(),
  data: z.array(richListEntrySchema),
  /** The viewer's own row (null for visitors or without points). */
  me: richListEntrySchema.nullable(),
});
export type RichList = z.infer<typeof richListSchema>;
export const richListQuerySchema = pagingQuerySchema;

/** GET campain/rich-detail/{id}: how the viewer earned their points in the campaign. */
export const richDetailSchema = z.object({
  campaign_id: z.number().int(),
  title: z.string(),
  points: z.number().int(),
  rank: z.number().int().nullable(),
  entries: z.array(z.object({ reason: z.string(), points: z.number().int(), created_at: z.string() })),
});
export type RichDetail = z.infer<typeof richDetailSchema>;

// ---- Previews (no login) -----------------------------------------------------------------------

/** GET demo/campain-section/{id}: a section with its contents (/activitymoduledetail). */
export const campaignSectionPreviewSchema = campaignSectionSchema.extend({
  campaign_title: z.string(),
  contents: z.array(campaignContentSchema.omit({ finished: true })),
});
export type CampaignSectionPreview = z.infer<typeof campaignSectionPreviewSchema>;

/** GET demo/campain-content/{id}: one campaign content's public preview (/activitycontentdetail). */
export const campaignContentPreviewSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  section_id: z.number().int(),
  campaign_title: z.string(),
  points: z.number().int(),
  content: contentPreviewSchema,
});
export type CampaignContentPreview = z.infer<typeof campaignContentPreviewSchema>;

// ---- Added with the server (issue 5): answers of the section and content pages ---------------

/** GET campain/campain-section/{id}: one section, its campaign's title, and whether the viewer accepted its description. */
export const campaignSectionDetailSchema = campaignSectionSchema.extend({
  campaign_title: z.string(),
  desc_accepted: z.boolean(),
});
export type CampaignSectionDetail = z.infer<typeof campaignSectionDetailSchema>;

/** A campaign content as the previews list it: no viewer state. */
export const campaignContentItemSchema = campaignContentSchema.omit({ finished: true });
export type CampaignContentItem = z.infer<typeof campaignContentItemSchema>;

/** GET campain/campain-content/{id}: a content of a campaign section, with where it sits. */
export const campaignContentDetailSchema = campaignContentSchema.extend({
  campaign_title: z.string(),
  section_title: z.string(),
});
export type CampaignContentDetail = z.infer<typeof campaignContentDetailSchema>;
