import { ADMIN_PATHS, type AdminLoginBody, operatorSchema } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { operatorQueryKey } from './get-operator';

/** Signs in; the server answers the operator and sets the httpOnly session cookie. */
export function login(body: AdminLoginBody) {
  return apiRequest(ADMIN_PATHS.login, {
    method: 'POST',
    body,
    schema: operatorSchema,
    redirectOnUnauthenticated: false,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The form shows the refusal itself (wrong password, locked, rate limited).
    meta: { silent: true },
    onSuccess: (operator) => {
      queryClient.setQueryData(operatorQueryKey, operator);
    },
  });
}
