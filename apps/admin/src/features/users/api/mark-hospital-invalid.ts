import { adminUserSchema } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** POST /users/:id/hospital-invalid: the user has to pick their hospital again (re_perfect_type). */
export function markHospitalInvalid(userId: number) {
  return apiRequest(`/users/${userId}/hospital-invalid`, { method: 'POST', schema: adminUserSchema });
}

export function useMarkHospitalInvalid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHospitalInvalid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
