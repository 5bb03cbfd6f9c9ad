import type {
  ScoreAnswer,
  ScoreLogItem,
  ScoreLogPage,
  SignInResult,
  SignInStatus,
  TaskList,
  TaskPeriodValue,
} from '@ia/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nextPageByTotal, type PageAnswer } from '../../../components/paged-list/paging';
import { expectObjectWithArray, expectPage } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

export const SCORE_LOG_PAGE_SIZE = 20;

/** Every points answer (sign-in, score log, tasks) lives under this key. */
export const POINTS_QUERY_KEY = ['points'] as const;
const SIGN_IN_KEY = [...POINTS_QUERY_KEY, 'sign-in'] as const;
const SCORE_LOG_KEY = [...POINTS_QUERY_KEY, 'score-log'] as const;
const tasksKey = (period: TaskPeriodValue) => [...POINTS_QUERY_KEY, 'tasks', period] as const;

/** GET member/login-log/check: signed in today (China day)? and the streak. */
export async function getSignInStatus(): Promise<SignInStatus | null> {
  const answer = await unwrapData(apiClient.get<SignInStatus>('member/login-log/check'));
  // An answer the card cannot read leaves the button off rather than the page broken.
  return typeof answer?.signed === 'number' ? answer : null;
}

/** POST member/login-log: today's sign-in (idempotent); a first sign-in answers its score (the popup shows it). */
export function postSignIn(): Promise<SignInResult> {
  return unwrapData(apiClient.post<SignInResult>('member/login-log'));
}

/** POST score-log/up-tip-status: the points awarded in the background since last asked (the popup shows them). */
export function postTipStatus(): Promise<ScoreAnswer> {
  return unwrapData(apiClient.post<ScoreAnswer>('score-log/up-tip-status'));
}

/** GET score-log/scorelog: the member's score log, newest first, with their total and today's points. */
export async function getScoreLog(current: number): Promise<ScoreLogPage> {
  const answer = await unwrapData(
    apiClient.get<ScoreLogPage>('score-log/scorelog', { current, pageSize: SCORE_LOG_PAGE_SIZE }),
  );
  return expectPage<ScoreLogPage>(answer);
}

/** GET member/task: the period's tasks with progress; a goal reached now answers its score. */
export async function getTasks(period: TaskPeriodValue): Promise<TaskList> {
  return expectObjectWithArray<TaskList>(
    await unwrapData(apiClient.get<TaskList>('member/task', { period })),
    'tasks',
  );
}

export function useSignInStatus(enabled = true) {
  return useQuery({ queryKey: SIGN_IN_KEY, queryFn: getSignInStatus, enabled });
}

/** Signs in; the status, score log and tasks follow the server afterwards. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSignIn,
    onSuccess: (result) => queryClient.setQueryData<SignInStatus | null>(SIGN_IN_KEY, result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY }),
  });
}

/** `enabled`: only for a member who earns points (anyone else is refused the log, 403). */
export function useScoreLog(enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: SCORE_LOG_KEY,
    queryFn: ({ pageParam }): Promise<ScoreLogPage & PageAnswer<ScoreLogItem>> => getScoreLog(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageByTotal,
    staleTime: 0,
  });
}

export function useTasks(period: TaskPeriodValue) {
  return useQuery({ queryKey: tasksKey(period), queryFn: () => getTasks(period), staleTime: 0 });
}
