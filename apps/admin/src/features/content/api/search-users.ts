import { adminUserSchema, pageSchema } from '@ia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const userPageSchema = pageSchema(adminUserSchema);

/** Users matching `keyword` (name, mobile, mailbox, hospital), for adding them to a member group. */
export function useUserSearch(keyword: string) {
  return useQuery({
    queryKey: ['content-admin', 'user-search', keyword],
    queryFn: ({ signal }) =>
      apiRequest('/users', { query: { keyword, pageSize: 20 }, schema: userPageSchema, signal }),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
