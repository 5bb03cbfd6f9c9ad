import {
  type AdminCampaignContent,
  type AdminCampaignContentInput,
  type AdminCampaignSection,
  type AdminCampaignSectionInput,
  adminCampaignContentSchema,
  adminCampaignSectionSchema,
} from '@ia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { campaignsQueryKey } from './campaigns';

export type {
  AdminCampaignContent,
  AdminCampaignContentInput,
  AdminCampaignSection,
  AdminCampaignSectionInput,
};

const deletedSchema = z.object({ id: z.number().int() });
const sectionsKey = (campaignId: number) => [...campaignsQueryKey, 'sections', campaignId] as const;
const contentsKey = (sectionId: number) => [...campaignsQueryKey, 'section-contents', sectionId] as const;

/** GET /campaigns/:id/sections: every section of the campaign, flat (parent_id makes the tree). */
export function useCampaignSections(campaignId: number) {
  return useQuery({
    queryKey: sectionsKey(campaignId),
    queryFn: ({ signal }) =>
      apiRequest(`/campaigns/${campaignId}/sections`, {
        schema: z.array(adminCampaignSectionSchema),
        signal,
      }),
    staleTime: 0,
  });
}

/**
 * Any change to sections or their contents refreshes everything cached about campaigns: the
 * counts (contents per section, sections per campaign) live in several answers.
 */
function useInvalidateCampaigns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey });
}

/** POST /campaigns/:id/sections, or PUT /campaign-sections/:id. */
export function useSaveCampaignSection(campaignId: number) {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: AdminCampaignSectionInput }) =>
      id === undefined
        ? apiRequest(`/campaigns/${campaignId}/sections`, {
            method: 'POST',
            body: values,
            schema: adminCampaignSectionSchema,
          })
        : apiRequest(`/campaign-sections/${id}`, {
            method: 'PUT',
            body: values,
            schema: adminCampaignSectionSchema,
          }),
    onSettled: invalidate,
  });
}

/** DELETE /campaign-sections/:id (its sub-sections and contents go with it). */
export function useDeleteCampaignSection() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/campaign-sections/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: invalidate,
  });
}

/** GET /campaign-sections/:id/contents: the section's contents in their order. */
export function useSectionContents(sectionId: number | undefined) {
  return useQuery({
    queryKey: contentsKey(sectionId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/campaign-sections/${sectionId}/contents`, {
        schema: z.array(adminCampaignContentSchema),
        signal,
      }),
    enabled: sectionId !== undefined,
    staleTime: 0,
  });
}

/** POST /campaign-sections/:id/contents: adds an existing content with its points and sort. */
export function useAddSectionContent(sectionId: number) {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: (values: AdminCampaignContentInput) =>
      apiRequest(`/campaign-sections/${sectionId}/contents`, {
        method: 'POST',
        body: values,
        schema: adminCampaignContentSchema,
      }),
    onSettled: invalidate,
  });
}

/** PUT /campaign-contents/:id: new points or sort for a content of a section. */
export function useUpdateSectionContent() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: AdminCampaignContentInput }) =>
      apiRequest(`/campaign-contents/${id}`, {
        method: 'PUT',
        body: values,
        schema: adminCampaignContentSchema,
      }),
    onSettled: invalidate,
  });
}

/** DELETE /campaign-contents/:id: takes the content out of the section (the content itself stays). */
export function useRemoveSectionContent() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/campaign-contents/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: invalidate,
  });
}
