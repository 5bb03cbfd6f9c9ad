import { encryptFields, type publicKeySchema } from '@ia/shared';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { z } from 'zod';
import { apiClient, unwrapData } from '../../../lib/api-client';

export type PublicKey = z.infer<typeof publicKeySchema>;

/** GET /api/platform/crypto/public-key: the key the sensitive registration fields are sealed with. */
export async function getPublicKey(): Promise<PublicKey> {
  return unwrapData(apiClient.get<PublicKey>('/crypto/public-key'));
}

/** Fetched once per page load: the key only changes when the server rotates it, which needs a reload anyway. */
export function publicKeyQueryOptions() {
  return queryOptions({
    queryKey: ['crypto', 'public-key'] as const,
    queryFn: getPublicKey,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Returns `seal(fields)`: the `secure` string carrying the sensitive fields (SENSITIVE_FIELDS)
 * encrypted for the server (spec §7 "Security"). The key is fetched ahead while the form is filled.
 */
export function useSealFields(): (fields: Record<string, unknown>) => Promise<string> {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(publicKeyQueryOptions());
  }, [queryClient]);
  return useCallback(
    async (fields) => {
      const key = await queryClient.fetchQuery(publicKeyQueryOptions());
      return encryptFields(key.public_key, key.key_id, fields);
    },
    [queryClient],
  );
}
