import type { CampaignParticipation } from '@ia/shared';
import {
  campaignDetailPath,
  campaignEnterPath,
  campaignFormPath,
  campaignPosterPath,
} from './campaign-links';

type Standing = Pick<CampaignParticipation, 'joined' | 'poster_pending' | 'form_pending'>;

/**
 * Where a member goes after joining, or after one of the once-shown pages: the poster while it
 * has not been shown, then the sign-up form while it has not been shown (nor answered), then
 * the campaign page. Someone who has not joined goes back to the entry.
 */
export function nextCampaignPath(campaignId: number, standing: Standing): string {
  if (!standing.joined) return campaignEnterPath(campaignId);
  if (standing.poster_pending) return campaignPosterPath(campaignId);
  if (standing.form_pending) return campaignFormPath(campaignId);
  return campaignDetailPath(campaignId);
}

/** After the poster: the form if it is still pending, else the campaign page. */
export function pathAfterPoster(campaignId: number, standing: Standing): string {
  return nextCampaignPath(campaignId, { ...standing, poster_pending: false });
}
