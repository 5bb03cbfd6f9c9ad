import type { CampaignDetail } from '@ia/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ShownOnceKind, useMarkShownOnce } from '../api/campaign-membership';
import { useCampaign } from '../api/get-campaign';
import { campaignDetailPath } from '../lib/campaign-links';
import { nextCampaignPath, pathAfterPoster } from '../lib/campaign-steps';

export type ShowOnce =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  /** Pending at arrival: shown now (and marked on the server), with where to go afterwards. */
  | { status: 'showing'; campaign: CampaignDetail; next: string };

/**
 * The poster (or the sign-up form) is shown once per member and campaign, remembered on the
 * server. Decided on this page's own fetch of the campaign: pending → show it and mark it shown
 * (PUT campain/campain/once); otherwise go straight on (replacing this address, so going back
 * does not land here again). The decision is kept for the page's lifetime, so marking it shown
 * does not move the member on while they look at it.
 */
export function useShowOnce(campaignId: number, kind: ShownOnceKind): ShowOnce {
  const navigate = useNavigate();
  const campaign = useCampaign(campaignId, { fresh: true });
  const mark = useMarkShownOnce(campaignId);
  const [shown, setShown] = useState<CampaignDetail | null>(null);
  const decidedRef = useRef(false);
  const detail = campaign.data;

  useEffect(() => {
    if (!detail || decidedRef.current) return;
    decidedRef.current = true;
    const standing = detail.participation;
    const pending = standing.joined && (kind === 'poster' ? standing.poster_pending : standing.form_pending);
    if (!pending) {
      void navigate(nextCampaignPath(campaignId, standing), { replace: true });
      return;
    }
    setShown(detail);
    mark.mutate(kind);
  }, [detail, kind, campaignId, navigate, mark]);

  if (shown) {
    const next =
      kind === 'poster' ? pathAfterPoster(campaignId, shown.participation) : campaignDetailPath(campaignId);
    return { status: 'showing', campaign: shown, next };
  }
  if (campaign.isError)
    return { status: 'failed', error: campaign.error, retry: () => void campaign.refetch() };
  return { status: 'loading' };
}
