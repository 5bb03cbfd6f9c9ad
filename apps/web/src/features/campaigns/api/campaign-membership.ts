import type { CampaignOnce, CampaignParticipation, DescStatus } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';
import { patchCachedParticipation } from './get-campaign';
import { sectionQueryOptions } from './get-sections';

export type ShownOnceKind = (typeof CampaignOnce)[number];

/** PUT content/desc/status/{a}/{b}: 我已阅读并同意 (idempotent). */
export async function acceptDescription(campaignId: number, sectionId: number): Promise<DescStatus> {
  return unwrapData(apiClient.put<DescStatus>(`content/desc/status/${campaignId}/${sectionId}`, {}));
}

export function useAcceptDescription(campaignId: number, sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptDescription(campaignId, sectionId),
    onSuccess: () => {
      if (sectionId === 0) patchCachedParticipation(queryClient, campaignId, { desc_accepted: true });
      else {
        queryClient.setQueryData(sectionQueryOptions(sectionId).queryKey, (old) =>
          old ? { ...old, desc_accepted: true } : old,
        );
      }
    },
  });
}

/** POST campain/campain/join: joins the campaign (the server checks the audience and the description); the standing after. */
export async function joinCampaign(campaignId: number): Promise<CampaignParticipation> {
  return unwrapData(
    apiClient.post<CampaignParticipation>('campain/campain/join', { campain_id: campaignId }),
  );
}

/** PUT campain/campain/once: the poster or the form has been shown to the viewer (idempotent). */
export async function markShownOnce(campaignId: number, kind: ShownOnceKind): Promise<unknown> {
  return unwrapData(apiClient.put<unknown>('campain/campain/once', { campain_id: campaignId, kind }));
}

export function useMarkShownOnce(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ShownOnceKind) => markShownOnce(campaignId, kind),
    onSuccess: (_answer, kind) =>
      patchCachedParticipation(
        queryClient,
        campaignId,
        kind === 'poster' ? { poster_pending: false } : { form_pending: false },
      ),
  });
}
