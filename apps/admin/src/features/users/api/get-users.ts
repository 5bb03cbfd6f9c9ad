import { type AdminUser, type adminUserQuerySchema, adminUserSchema, pageSchema } from '@ia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type UserQuery = z.output<typeof adminUserQuerySchema>;
export type { AdminUser };

/** Everything cached about users; a change to a user invalidates all of it. */
export const usersQueryKey = ['users'] as const;

const userPageSchema = pageSchema(adminUserSchema);

/** One page of users, filtered by keyword, kind and certification status. */
export function getUsers(query: UserQuery, signal?: AbortSignal) {
  return apiRequest('/users', { query, schema: userPageSchema, signal });
}

export function usersQueryOptions(query: UserQuery) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUsers(query: UserQuery) {
  return useQuery(usersQueryOptions(query));
}
