import { adminUserSchema, adminVeevaLinkBodySchema } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export interface VeevaLinkInput {
  userId: number;
  /** The staff user to link, or null to unlink. */
  staffUserId: number | null;
}

/** POST /users/:id/veeva-link; answers the user as it is now. */
export function linkVeeva({ userId, staffUserId }: VeevaLinkInput) {
  return apiRequest(`/users/${userId}/veeva-link`, {
    method: 'POST',
    body: adminVeevaLinkBodySchema.parse({ staff_user_id: staffUserId }),
    schema: adminUserSchema,
  });
}

export function useLinkVeeva() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkVeeva,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
