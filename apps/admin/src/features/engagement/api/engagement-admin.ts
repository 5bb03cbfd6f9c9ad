import {
  type AdminAdverseEventQuery,
  type AdminBroadcastInput,
  type AdminPopoverInput,
  type AdminQuestionQuery,
  type AdverseEventStatusValue,
  type AiRepSettingsInput,
  adminAdverseEventDetailSchema,
  adminAdverseEventItemSchema,
  adminBroadcastSchema,
  adminBroadcastSentSchema,
  adminPopoverSchema,
  adminQuestionSchema,
  aiRepSettingsSchema,
  type ContactInfoInput,
  contactInfoSchema,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// The console's side of issue 6's engagement features: broadcasts, questions, home pop-overs,
// contact and AI rep settings and the drug-safety inbox. One fetcher and hook per call.

const paging = (current: number, pageSize = 20) => ({ current, pageSize });

// ---- 消息推送 --------------------------------------------------------------------------------
export function useBroadcasts(current: number) {
  return useQuery({
    queryKey: ['broadcasts', current],
    queryFn: ({ signal }) =>
      apiRequest('/broadcasts', { query: paging(current), schema: pageSchema(adminBroadcastSchema), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminBroadcastInput) =>
      apiRequest('/broadcasts', { method: 'POST', body: input, schema: adminBroadcastSentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['broadcasts'] }),
  });
}

// ---- 用户提问 --------------------------------------------------------------------------------
export function useAdminQuestions(query: Pick<AdminQuestionQuery, 'status'> & { current: number }) {
  return useQuery({
    queryKey: ['admin-questions', query],
    queryFn: ({ signal }) =>
      apiRequest('/questions', {
        query: { ...paging(query.current), status: query.status },
        schema: pageSchema(adminQuestionSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      apiRequest(`/questions/${id}/answer`, {
        method: 'POST',
        body: { answer },
        schema: adminQuestionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-questions'] }),
  });
}

// ---- 首页弹窗 --------------------------------------------------------------------------------
export function usePopovers(current: number) {
  return useQuery({
    queryKey: ['popovers', current],
    queryFn: ({ signal }) =>
      apiRequest('/popovers', { query: paging(current), schema: pageSchema(adminPopoverSchema), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSavePopover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: AdminPopoverInput }) =>
      apiRequest(id === undefined ? '/popovers' : `/popovers/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: input,
        schema: adminPopoverSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['popovers'] }),
  });
}

export function useDeletePopover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/popovers/${id}`, { method: 'DELETE', schema: z.object({ id: z.number() }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['popovers'] }),
  });
}

// ---- 联系我们 --------------------------------------------------------------------------------
export function useContactSettings() {
  return useQuery({
    queryKey: ['contact-settings'],
    queryFn: ({ signal }) => apiRequest('/settings/contact', { schema: contactInfoSchema, signal }),
  });
}

export function useSaveContactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInfoInput) =>
      apiRequest('/settings/contact', { method: 'PUT', body: input, schema: contactInfoSchema }),
    onSuccess: (saved) => queryClient.setQueryData(['contact-settings'], saved),
  });
}

export function useAiRepSettings() {
  return useQuery({
    queryKey: ['ai-rep-settings'],
    queryFn: ({ signal }) => apiRequest('/settings/ai-rep', { schema: aiRepSettingsSchema, signal }),
  });
}

export function useSaveAiRepSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AiRepSettingsInput) =>
      apiRequest('/settings/ai-rep', { method: 'PUT', body: input, schema: aiRepSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(['ai-rep-settings'], saved),
  });
}

// ---- 药物警戒 --------------------------------------------------------------------------------
export function useAdverseEvents(
  query: Pick<AdminAdverseEventQuery, 'status' | 'overdue'> & { current: number },
) {
  return useQuery({
    queryKey: ['adverse-events', query],
    queryFn: ({ signal }) =>
      apiRequest('/drug-safety/reports', {
        query: { ...paging(query.current), status: query.status, overdue: query.overdue },
        schema: pageSchema(adminAdverseEventItemSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The decrypted report: every fetch is an audited view, so it is fetched only when opened. */
export function useAdverseEvent(id: number | null) {
  return useQuery({
    queryKey: ['adverse-event', id],
    queryFn: ({ signal }) =>
      apiRequest(`/drug-safety/reports/${id}`, { schema: adminAdverseEventDetailSchema, signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useMoveAdverseEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: number; status: AdverseEventStatusValue; note?: string }) =>
      apiRequest(`/drug-safety/reports/${id}/status`, {
        method: 'PUT',
        body: { status, note },
        schema: adminAdverseEventDetailSchema,
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(['adverse-event', detail.id], detail);
      return queryClient.invalidateQueries({ queryKey: ['adverse-events'] });
    },
  });
}
