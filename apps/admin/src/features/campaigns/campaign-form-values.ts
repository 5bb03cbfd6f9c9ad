import {
  type AdminCampaign,
  type AdminCampaignInput,
  adminCampaignCreateSchema,
  adminCampaignFieldsSchema,
  type CampaignAudience,
} from '@ia/shared';

type CampaignAudienceValue = (typeof CampaignAudience)[number];

/** What the campaign form holds: the contract's fields, named the same (so errors map 1:1). */
export interface CampaignFormValues {
  title: string;
  summary: string | null;
  cover: string | null;
  poster: string | null;
  description: string;
  requires_desc: boolean;
  /** ISO instants (+08:00 once picked). */
  start_at: string | null;
  end_at: string | null;
  audience: CampaignAudienceValue;
  member_group_ids: number[];
  form_points: number | null;
  comments_enabled: boolean;
  approval_code: string | null;
  expires_at: string | null;
  sort: number | null;
}

/** The form's fields, for putting an issue on its field (anything else goes on the title). */
export const CAMPAIGN_FORM_FIELDS = Object.keys(adminCampaignFieldsSchema.shape);

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  title: '',
  summary: null,
  cover: null,
  poster: null,
  description: '',
  requires_desc: false,
  start_at: null,
  end_at: null,
  audience: 'all',
  member_group_ids: [],
  form_points: 0,
  comments_enabled: true,
  approval_code: null,
  expires_at: null,
  sort: 0,
};

export function toCampaignFormValues(campaign: AdminCampaign): CampaignFormValues {
  return {
    title: campaign.title,
    summary: campaign.summary,
    cover: campaign.cover,
    poster: campaign.poster,
    description: campaign.description,
    requires_desc: campaign.requires_desc,
    start_at: campaign.start_at,
    end_at: campaign.end_at,
    audience: campaign.audience,
    member_group_ids: campaign.member_group_ids,
    form_points: campaign.form_points,
    comments_enabled: campaign.comments_enabled,
    approval_code: campaign.approval_code,
    expires_at: campaign.expires_at,
    sort: campaign.sort,
  };
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** The body the server takes, from the form's values (empty texts become null). */
export function toCampaignInput(values: Partial<CampaignFormValues>): AdminCampaignInput {
  return {
    title: values.title ?? '',
    summary: blankToNull(values.summary),
    cover: values.cover || null,
    poster: values.poster || null,
    description: values.description ?? '',
    requires_desc: values.requires_desc ?? false,
    // An empty date fails the contract's date check; the form asks for it first.
    start_at: values.start_at ?? '',
    end_at: values.end_at ?? '',
    audience: values.audience ?? 'all',
    member_group_ids: values.audience === 'groups' ? (values.member_group_ids ?? []) : [],
    form_points: values.form_points ?? 0,
    comments_enabled: values.comments_enabled ?? true,
    approval_code: blankToNull(values.approval_code),
    expires_at: values.expires_at ?? null,
    sort: values.sort ?? 0,
  };
}

/** The server's own checks on the form's values (field rules and the checks across fields). */
export function checkCampaignForm(values: Partial<CampaignFormValues>) {
  return adminCampaignCreateSchema.safeParse(toCampaignInput(values));
}
