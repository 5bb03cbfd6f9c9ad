import {
  type AdminCertificate,
  type AdminCertificateProgram,
  type AdminCertificateProgramCreate,
  type AdminCertificateQuery,
  type AdminMedal,
  type AdminMedalCreate,
  adminCertificateProgramSchema,
  adminCertificateSchema,
  adminMedalSchema,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type { AdminCertificate, AdminCertificateProgram, AdminMedal };

/** Everything cached about medals and certificates; every write refreshes it. */
export const achievementsQueryKey = ['achievements-admin'] as const;
const deletedSchema = z.object({ id: z.number().int() });

function useAchievementWrite<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: achievementsQueryKey }),
  });
}

// ---- Medals ------------------------------------------------------------------------------------

export function useMedals() {
  return useQuery({
    queryKey: [...achievementsQueryKey, 'medals'],
    queryFn: ({ signal }) =>
      apiRequest('/achievements/medals', { schema: z.array(adminMedalSchema), signal }),
    staleTime: 0,
  });
}

/** POST /achievements/medals (a draft) or PUT /achievements/medals/:id with the copy's updated_at. */
export function useSaveMedal() {
  return useAchievementWrite(
    ({ id, values }: { id?: number; values: AdminMedalCreate & { updated_at?: string } }) =>
      id === undefined
        ? apiRequest('/achievements/medals', { method: 'POST', body: values, schema: adminMedalSchema })
        : apiRequest(`/achievements/medals/${id}`, { method: 'PUT', body: values, schema: adminMedalSchema }),
  );
}

export function usePublishMedal() {
  return useAchievementWrite((medal: Pick<AdminMedal, 'id' | 'updated_at'> & { published: boolean }) =>
    apiRequest(`/achievements/medals/${medal.id}/publish`, {
      method: 'POST',
      body: { published: medal.published, updated_at: medal.updated_at },
      schema: adminMedalSchema,
    }),
  );
}

export function useDeleteMedal() {
  return useAchievementWrite((id: number) =>
    apiRequest(`/achievements/medals/${id}`, { method: 'DELETE', schema: deletedSchema }),
  );
}

// ---- Programmes --------------------------------------------------------------------------------

export function usePrograms() {
  return useQuery({
    queryKey: [...achievementsQueryKey, 'programs'],
    queryFn: ({ signal }) =>
      apiRequest('/achievements/programs', { schema: z.array(adminCertificateProgramSchema), signal }),
    staleTime: 0,
  });
}

export function useSaveProgram() {
  return useAchievementWrite(
    ({ id, values }: { id?: number; values: AdminCertificateProgramCreate & { updated_at?: string } }) =>
      id === undefined
        ? apiRequest('/achievements/programs', {
            method: 'POST',
            body: values,
            schema: adminCertificateProgramSchema,
          })
        : apiRequest(`/achievements/programs/${id}`, {
            method: 'PUT',
            body: values,
            schema: adminCertificateProgramSchema,
          }),
  );
}

export function usePublishProgram() {
  return useAchievementWrite(
    (program: Pick<AdminCertificateProgram, 'id' | 'updated_at'> & { published: boolean }) =>
      apiRequest(`/achievements/programs/${program.id}/publish`, {
        method: 'POST',
        body: { published: program.published, updated_at: program.updated_at },
        schema: adminCertificateProgramSchema,
      }),
  );
}

export function useDeleteProgram() {
  return useAchievementWrite((id: number) =>
    apiRequest(`/achievements/programs/${id}`, { method: 'DELETE', schema: deletedSchema }),
  );
}

// ---- Issued certificates -----------------------------------------------------------------------

const certificatePageSchema = pageSchema(adminCertificateSchema);

export function useIssuedCertificates(query: AdminCertificateQuery) {
  return useQuery({
    queryKey: [...achievementsQueryKey, 'certificates', query],
    queryFn: ({ signal }) =>
      apiRequest('/achievements/certificates', { query, schema: certificatePageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /achievements/certificates/:id/revoke { reason } (administrators). */
export function useRevokeCertificate() {
  return useAchievementWrite(({ id, reason }: { id: number; reason: string }) =>
    apiRequest(`/achievements/certificates/${id}/revoke`, {
      method: 'POST',
      body: { reason },
      schema: adminCertificateSchema,
    }),
  );
}
