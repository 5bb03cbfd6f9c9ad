import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getUsers, usersQueryKey } from './get-users';

const STAFF_OPTIONS_LIMIT = 20;

/** Staff users (sales reps) matching a keyword, for the 关联代表 picker. */
export function staffSearchQueryOptions(keyword: string) {
  const query = {
    kind: 'staff',
    keyword: keyword || undefined,
    current: 1,
    pageSize: STAFF_OPTIONS_LIMIT,
  } as const;
  return queryOptions({
    queryKey: [...usersQueryKey, 'staff-search', keyword],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStaffSearch(keyword: string, enabled: boolean) {
  return useQuery({ ...staffSearchQueryOptions(keyword), enabled });
}
