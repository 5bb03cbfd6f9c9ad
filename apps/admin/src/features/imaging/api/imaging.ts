import {
  type AdminImagingAnnotationSave,
  type AdminImagingCase,
  type AdminImagingQuestionSave,
  type AdminImagingSeriesSave,
  adminImagingCaseSchema,
  adminImagingSeriesSchema,
  adminImagingUploadResultSchema,
  imagingAnnotationSchema,
} from '@ia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export type { AdminImagingCase };

const imagingKey = (contentId: number) => ['imaging', contentId] as const;

/** GET /contents/:id/imaging: the content's series, questions and results. */
export function imagingCaseQueryOptions(contentId: number) {
  return queryOptions({
    queryKey: imagingKey(contentId),
    queryFn: ({ signal }) =>
      apiRequest(`/contents/${contentId}/imaging`, { schema: adminImagingCaseSchema, signal }),
  });
}

export function useImagingCase(contentId: number) {
  return useQuery(imagingCaseQueryOptions(contentId));
}

/** Every write of the panel: it refreshes the content's imaging afterwards. */
function useImagingWrite<Input, Output>(contentId: number, write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagingKey(contentId) }),
  });
}

export function useCreateSeries(contentId: number) {
  return useImagingWrite(contentId, (body: AdminImagingSeriesSave) =>
    apiRequest(`/contents/${contentId}/imaging/series`, {
      method: 'POST',
      body,
      schema: adminImagingSeriesSchema,
    }),
  );
}

export function useDeleteSeries(contentId: number) {
  return useImagingWrite(contentId, (seriesId: number) =>
    apiRequest(`/imaging/series/${seriesId}`, { method: 'DELETE', schema: z.object({ id: z.number() }) }),
  );
}

export function useReorderSlices(contentId: number) {
  return useImagingWrite(contentId, ({ seriesId, sliceIds }: { seriesId: number; sliceIds: number[] }) =>
    apiRequest(`/imaging/series/${seriesId}/order`, {
      method: 'PUT',
      body: { slice_ids: sliceIds },
      schema: adminImagingSeriesSchema,
    }),
  );
}

export function useAddAnnotation(contentId: number) {
  return useImagingWrite(
    contentId,
    ({ sliceId, body }: { sliceId: number; body: AdminImagingAnnotationSave }) =>
      apiRequest(`/imaging/slices/${sliceId}/annotations`, {
        method: 'POST',
        body,
        schema: imagingAnnotationSchema,
      }),
  );
}

export function useDeleteAnnotation(contentId: number) {
  return useImagingWrite(contentId, (id: number) =>
    apiRequest(`/imaging/annotations/${id}`, { method: 'DELETE', schema: z.object({ id: z.number() }) }),
  );
}

export function useAddQuestion(contentId: number) {
  return useImagingWrite(contentId, (body: AdminImagingQuestionSave) =>
    apiRequest(`/contents/${contentId}/imaging/questions`, {
      method: 'POST',
      body,
      schema: adminImagingCaseSchema,
    }),
  );
}

export function useDeleteQuestion(contentId: number) {
  return useImagingWrite(contentId, (questionId: number) =>
    apiRequest(`/contents/${contentId}/imaging/questions/${questionId}`, {
      method: 'DELETE',
      schema: adminImagingCaseSchema,
    }),
  );
}

/**
 * Uploads images or zips to one window of a series (multipart `files`), with progress, as the
 * console's other uploads.
 */
export function uploadSlices(
  seriesId: number,
  windowKey: string,
  files: readonly File[],
  onProgress?: (percent: number) => void,
): Promise<z.infer<typeof adminImagingUploadResultSchema>> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadWithProgress({
    path: `/imaging/series/${seriesId}/slices?window=${encodeURIComponent(windowKey)}`,
    form,
    schema: adminImagingUploadResultSchema,
    onProgress,
  });
}

export function useUploadSlices(contentId: number) {
  return useImagingWrite(
    contentId,
    ({
      seriesId,
      windowKey,
      files,
      onProgress,
    }: {
      seriesId: number;
      windowKey: string;
      files: File[];
      onProgress?: (percent: number) => void;
    }) => uploadSlices(seriesId, windowKey, files, onProgress),
  );
}
