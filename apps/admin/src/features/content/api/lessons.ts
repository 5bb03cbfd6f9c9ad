import {
  type AdminLesson,
  type AdminLessonDetail,
  type AdminLessonInput,
  adminLessonDetailSchema,
  type adminLessonQuerySchema,
  adminLessonSchema,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type LessonQuery = z.output<typeof adminLessonQuerySchema>;
export type { AdminLesson, AdminLessonDetail };

const lessonsKey = ['content-admin', 'lessons'] as const;
const deletedSchema = z.object({ id: z.number().int() });

export function useLessons(query: LessonQuery) {
  return useQuery({
    queryKey: [...lessonsKey, 'list', query],
    queryFn: ({ signal }) => apiRequest('/lessons', { query, schema: pageSchema(adminLessonSchema), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLesson(id: number | undefined) {
  return useQuery({
    queryKey: [...lessonsKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/lessons/${id}`, { schema: adminLessonDetailSchema, signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

function useLessonWrite<TInput>(request: (input: TInput) => Promise<AdminLessonDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (lesson) => queryClient.setQueryData([...lessonsKey, 'detail', lesson.id], lesson),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...lessonsKey, 'list'] }),
  });
}

export function useSaveLesson() {
  return useLessonWrite(
    ({ id, values }: { id?: number; values: AdminLessonInput & { updated_at?: string } }) =>
      apiRequest(id === undefined ? '/lessons' : `/lessons/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: values,
        schema: adminLessonDetailSchema,
      }),
  );
}

export function useSetLessonItems() {
  return useLessonWrite(({ id, contentIds }: { id: number; contentIds: number[] }) =>
    apiRequest(`/lessons/${id}/items`, {
      method: 'PUT',
      body: { content_ids: contentIds },
      schema: adminLessonDetailSchema,
    }),
  );
}

export function usePublishLesson() {
  return useLessonWrite(({ id, action }: { id: number; action: 'publish' | 'unpublish' }) =>
    apiRequest(`/lessons/${id}/${action}`, { method: 'POST', schema: adminLessonDetailSchema }),
  );
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/lessons/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonsKey }),
  });
}
