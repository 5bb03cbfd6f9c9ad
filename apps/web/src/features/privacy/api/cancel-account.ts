import { type AccountCancelled, CANCELLATION_CONFIRMATION, PRIVACY_PATHS } from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** POST privacy/cancel with the typed confirmation. */
export function useCancelAccount() {
  return useMutation({
    mutationFn: () =>
      unwrapData(
        apiClient.post<AccountCancelled>(
          PRIVACY_PATHS.cancel,
          { confirm: CANCELLATION_CONFIRMATION },
          { json: true },
        ),
      ),
  });
}
