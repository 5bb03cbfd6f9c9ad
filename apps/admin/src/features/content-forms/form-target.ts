import { FormTargetType, type FormTargetTypeValue } from '@ia/shared';

/**
 * What a form belongs to: a content (type 1) or a campaign, whose form is its sign-up form
 * (type 6). The console's form routes are the content ones, with `?type=6` for a campaign.
 */
export interface FormTarget {
  type: FormTargetTypeValue;
  id: number;
}

/** The `type` query of the form routes: only for a campaign (a content is the server's default). */
export function targetQuery(target: FormTarget): { type?: FormTargetTypeValue } {
  return target.type === FormTargetType.CAMPAIGN ? { type: target.type } : {};
}

/** `?type=6` appended to an address for a campaign's form. */
export function withTargetQuery(url: string, target: FormTarget): string {
  return target.type === FormTargetType.CAMPAIGN ? `${url}?type=${target.type}` : url;
}

const PARAM_OF_TYPE = {
  [FormTargetType.CONTENT]: 'content_id',
  [FormTargetType.CAMPAIGN]: 'campaign_id',
} as const;

/** The 表单管理 page's query for a target: `?content_id=` or `?campaign_id=`. */
export function targetSearchParams(target: FormTarget): Record<string, string> {
  return { [PARAM_OF_TYPE[target.type]]: String(target.id) };
}

/** The target the page's query opens, or null for the list. */
export function readTarget(searchParams: URLSearchParams): FormTarget | null {
  for (const type of [FormTargetType.CONTENT, FormTargetType.CAMPAIGN] as const) {
    const value = Number(searchParams.get(PARAM_OF_TYPE[type]));
    if (Number.isInteger(value) && value > 0) return { type, id: value };
  }
  return null;
}

export function isCampaignTarget(target: FormTarget): boolean {
  return target.type === FormTargetType.CAMPAIGN;
}
