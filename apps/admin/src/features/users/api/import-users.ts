import { adminUserImportBodySchema, adminUserImportResultSchema } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export type UserImportResult = z.output<typeof adminUserImportResultSchema>;

/** POST /users/import: creates or updates users from CSV text; bad lines come back as errors. */
export function importUsers(csv: string) {
  return apiRequest('/users/import', {
    method: 'POST',
    body: adminUserImportBodySchema.parse({ csv }),
    schema: adminUserImportResultSchema,
  });
}

export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
