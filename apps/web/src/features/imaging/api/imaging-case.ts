import type { ImagingAnswerInput, ImagingAnswerResult, ImagingCase } from '@ia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET imaging/{content_id}: the content's image series and questions, with the viewer's answers. */
export async function getImagingCase(contentId: number): Promise<ImagingCase> {
  return unwrapData(apiClient.get<ImagingCase>(`imaging/${contentId}`));
}

export function imagingCaseQueryOptions(contentId: number) {
  return queryOptions({
    queryKey: ['imaging', contentId] as const,
    queryFn: () => getImagingCase(contentId),
  });
}

export function useImagingCase(contentId: number, enabled = true) {
  return useQuery({ ...imagingCaseQueryOptions(contentId), enabled });
}

/** POST imaging/answer (JSON): the first answer or reveal is kept; the answer comes back with the explanation. */
export async function answerImagingQuestion(input: ImagingAnswerInput): Promise<ImagingAnswerResult> {
  return unwrapData(apiClient.post<ImagingAnswerResult>('imaging/answer', { ...input }, { json: true }));
}

/** Answers a question and puts the answered question into the case's cache. */
export function useAnswerImagingQuestion(contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerImagingQuestion,
    onSuccess: (result) => {
      queryClient.setQueryData(imagingCaseQueryOptions(contentId).queryKey, (current) =>
        current
          ? {
              ...current,
              questions: current.questions.map((question) =>
                question.id === result.question.id ? result.question : question,
              ),
            }
          : current,
      );
    },
  });
}
