import { QUESTION_PATHS, type Question, type QuestionAsk } from '@ia/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nextPageByTotal, type PageAnswer } from '../../../components/paged-list/paging';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const QUESTION_PAGE_SIZE = 10;
const QUESTIONS_KEY = ['questions'] as const;

/** GET question/list: the viewer's questions, newest first. */
export async function getQuestions(current: number): Promise<PageAnswer<Question>> {
  return unwrapData(
    apiClient.get<PageAnswer<Question>>(QUESTION_PATHS.list, { current, pageSize: QUESTION_PAGE_SIZE }),
  );
}

export function useQuestions() {
  return useInfiniteQuery({
    queryKey: [...QUESTIONS_KEY, 'list'],
    queryFn: ({ pageParam }) => getQuestions(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    staleTime: 0,
  });
}

/** GET question/{id}: one question with the operator's answer. */
export function useQuestion(id: number | null) {
  return useQuery({
    queryKey: [...QUESTIONS_KEY, 'detail', id],
    queryFn: () => unwrapData(apiClient.get<Question>(QUESTION_PATHS.detail(id ?? 0))),
    enabled: id !== null,
  });
}

/** POST question (JSON: image_ids is a list). */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionAsk) =>
      unwrapData(apiClient.post<Question>(QUESTION_PATHS.ask, { ...input }, { json: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUESTIONS_KEY }),
  });
}
