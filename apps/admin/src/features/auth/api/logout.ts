import { ADMIN_PATHS } from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, isApiError, redirectToLogin } from '../../../lib/api-client';

/** Ends the session; the server clears the cookie. Whatever `data` it answers is ignored. */
export async function logout(): Promise<void> {
  try {
    await apiRequest(ADMIN_PATHS.logout, {
      method: 'POST',
      schema: z.unknown(),
      redirectOnUnauthenticated: false,
    });
  } catch (error) {
    // An already expired session is as good as signed out.
    if (!(isApiError(error) && error.isUnauthenticated)) throw error;
  }
}

/** Signs out, then reloads into the sign-in page so no data of this operator stays in memory. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => redirectToLogin({ keepReturnPath: false }),
  });
}
