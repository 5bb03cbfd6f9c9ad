import { type CampaignDetail, type CampaignPermission, ErrorCode } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { openPopupForErrorCode } from '../../../lib/error-popups';
import { joinCampaign, useAcceptDescription } from '../api/campaign-membership';
import { patchCachedParticipation, useCampaign, useCampaignPermission } from '../api/get-campaign';
import { nextCampaignPath } from '../lib/campaign-steps';

export type CampaignEntry =
  /** Asking whether the viewer may join, then loading the campaign. */
  | { step: 'checking' }
  /** Refused: the reason (in the server's words when it gave them) and a way back. */
  | { step: 'refused'; permission: CampaignPermission }
  /** The description must be read and accepted first. */
  | { step: 'description'; campaign: CampaignDetail; accept: () => void; accepting: boolean }
  /** Joining, then on to the poster, the form or the campaign page. */
  | { step: 'joining' }
  /** Checking, loading or joining failed (`joining`: the join itself, worth saying so). */
  | { step: 'failed'; error: unknown; retry: () => void; joining: boolean };

/** A 40400 on the check itself: the campaign is gone, which the page says like any refusal. */
function goneVerdict(): CampaignPermission {
  return { allowed: false, reason_code: 'not_found', reason: null };
}

/**
 * /activity/detailenter: check the permission (GET campain/check/permissions/{id}/0), show the
 * description to accept when the campaign asks for it (PUT content/desc/status/{id}/0), join
 * (POST campain/campain/join), then go on by the member's standing: poster, form or detail.
 * A refusal for want of certification also opens the app's certification popup (40304).
 */
export function useCampaignEntry(campaignId: number): CampaignEntry {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permission = useCampaignPermission(campaignId);
  const verdict =
    permission.error instanceof ApiError && permission.error.code === ErrorCode.NOT_FOUND
      ? goneVerdict()
      : permission.data;
  const allowed = verdict?.allowed === true;
  const campaign = useCampaign(campaignId, { enabled: allowed, fresh: true });
  const accept = useAcceptDescription(campaignId, 0);

  const join = useMutation({
    mutationFn: () => joinCampaign(campaignId),
    // The standing after joining decides where to go (poster, form, detail).
    onSuccess: (standing) => {
      patchCachedParticipation(queryClient, campaignId, standing);
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] });
      void navigate(nextCampaignPath(campaignId, standing), { replace: true });
    },
  });

  const detail = campaign.data;
  const needsDescription = detail ? detail.requires_desc && !detail.participation.desc_accepted : false;
  const ready = detail !== undefined && !needsDescription;

  const startedRef = useRef(false);
  useEffect(() => {
    if (!ready || !detail || startedRef.current) return;
    startedRef.current = true;
    if (detail.participation.joined) {
      void navigate(nextCampaignPath(campaignId, detail.participation), { replace: true });
    } else {
      join.mutate();
    }
  }, [ready, detail, campaignId, navigate, join]);

  // Certification is what the app's popup is for (40304); the page behind it says why as well.
  const popupRef = useRef(false);
  useEffect(() => {
    if (verdict?.reason_code !== 'not_certified' || popupRef.current) return;
    popupRef.current = true;
    openPopupForErrorCode(ErrorCode.NOT_CERTIFIED);
  }, [verdict?.reason_code]);

  if (verdict && !verdict.allowed) return { step: 'refused', permission: verdict };
  if (permission.isError) {
    return {
      step: 'failed',
      error: permission.error,
      retry: () => void permission.refetch(),
      joining: false,
    };
  }
  if (campaign.isError) {
    return { step: 'failed', error: campaign.error, retry: () => void campaign.refetch(), joining: false };
  }
  if (join.isError) return { step: 'failed', error: join.error, retry: () => join.mutate(), joining: true };
  if (detail && needsDescription) {
    return {
      step: 'description',
      campaign: detail,
      accept: () => accept.mutate(),
      accepting: accept.isPending,
    };
  }
  if (join.isPending || join.isSuccess) return { step: 'joining' };
  return { step: 'checking' };
}
