import {
  type AdminBanner,
  type AdminBannerInput,
  type AdminHomeSection,
  type AdminHomeSectionInput,
  type AdminRecommendation,
  adminBannerSchema,
  adminHomeSectionSchema,
  adminRecommendationSchema,
  type BannerPositionValue,
} from '@ia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type { AdminBanner, AdminHomeSection, AdminRecommendation };

const bannersKey = ['content-admin', 'banners'] as const;
const sectionsKey = ['content-admin', 'home-sections'] as const;
const recommendationsKey = ['content-admin', 'home-recommendations'] as const;
const deletedSchema = z.object({ id: z.number().int() });

export function useBanners(position: BannerPositionValue | undefined) {
  return useQuery({
    queryKey: [...bannersKey, position],
    queryFn: ({ signal }) =>
      apiRequest('/banners', { query: { position }, schema: z.array(adminBannerSchema), signal }),
    staleTime: 0,
  });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: AdminBannerInput }) =>
      apiRequest(id === undefined ? '/banners' : `/banners/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: values,
        schema: adminBannerSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/banners/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export function useHomeSections() {
  return useQuery({
    queryKey: sectionsKey,
    queryFn: ({ signal }) =>
      apiRequest('/home-sections', { schema: z.array(adminHomeSectionSchema), signal }),
    staleTime: 0,
  });
}

export function useSaveHomeSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: AdminHomeSectionInput }) =>
      apiRequest(id === undefined ? '/home-sections' : `/home-sections/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: values,
        schema: adminHomeSectionSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sectionsKey }),
  });
}

export function useDeleteHomeSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/home-sections/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sectionsKey }),
  });
}

export function useOrderHomeSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest('/home-sections/order', {
        method: 'PUT',
        body: { ids },
        schema: z.array(adminHomeSectionSchema),
      }),
    onSuccess: (sections) => queryClient.setQueryData(sectionsKey, sections),
    onError: () => queryClient.invalidateQueries({ queryKey: sectionsKey }),
  });
}

export function useRecommendations() {
  return useQuery({
    queryKey: recommendationsKey,
    queryFn: ({ signal }) =>
      apiRequest('/home-recommendations', { schema: z.array(adminRecommendationSchema), signal }),
    staleTime: 0,
  });
}

export function useSaveRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentIds: number[]) =>
      apiRequest('/home-recommendations', {
        method: 'PUT',
        body: { content_ids: contentIds },
        schema: z.array(adminRecommendationSchema),
      }),
    onSuccess: (picks) => queryClient.setQueryData(recommendationsKey, picks),
  });
}
