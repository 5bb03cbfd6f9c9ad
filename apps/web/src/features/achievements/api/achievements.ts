import type {
  AchievementKindValue,
  AchievementShareChannelValue,
  CertificateDetail,
  CertificateProgramItem,
  CertificateSummary,
  CertificateVerification,
  Medal,
  MedalDetail,
  MedalWall,
} from '@ia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectPage } from '../../../lib/answer-shape';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** Every medal and certificate answer lives under this key: claiming refreshes them all. */
export const ACHIEVEMENTS_QUERY_KEY = ['achievements'] as const;
const MEDALS_KEY = [...ACHIEVEMENTS_QUERY_KEY, 'medals'] as const;
const CERTIFICATES_KEY = [...ACHIEVEMENTS_QUERY_KEY, 'certificates'] as const;
/** Programmes are few: one page holds them all. */
const CERTIFICATE_PAGE_SIZE = 50;

/** GET medal/get: the medal wall (the server earns what is due first). */
export async function getMedalWall(): Promise<MedalWall> {
  const wall = await unwrapData(apiClient.get<MedalWall>('medal/get'));
  return expectPage<MedalWall>(wall);
}

export function useMedalWall() {
  // Earning happens while the user learns elsewhere: every visit asks again.
  return useQuery({ queryKey: MEDALS_KEY, queryFn: getMedalWall, staleTime: 0 });
}

/** GET medal/get/{id}. */
export function getMedal(id: number): Promise<MedalDetail> {
  return unwrapData(apiClient.get<MedalDetail>(`medal/get/${id}`));
}

export function useMedal(id: number | null) {
  return useQuery({
    queryKey: [...MEDALS_KEY, id],
    queryFn: () => getMedal(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** PUT medal/draw-medal: claims an earned medal (the server explains a refusal, toasted). */
export function claimMedal(id: number): Promise<Medal> {
  return unwrapData(apiClient.put<Medal>('medal/draw-medal', { id }));
}

/** GET certificate/get: programmes with progress, and the certificates held. */
export async function getCertificates(): Promise<{ total: number; data: CertificateProgramItem[] }> {
  const page = await unwrapData(
    apiClient.get<{ total: number; data: CertificateProgramItem[] }>('certificate/get', {
      current: 1,
      pageSize: CERTIFICATE_PAGE_SIZE,
    }),
  );
  return expectPage<{ total: number; data: CertificateProgramItem[] }>(page);
}

/** How often /personal/cer asks again while a programme is unfinished: the last heartbeat may still be on its way. */
export const CERTIFICATES_REFRESH_MS = 10_000;

export function useCertificates() {
  return useQuery({
    queryKey: CERTIFICATES_KEY,
    queryFn: getCertificates,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => item.certificate === null) ? CERTIFICATES_REFRESH_MS : false,
  });
}

/** GET certificate/get/{id}: the certificate with its image. */
export function getCertificate(id: number): Promise<CertificateDetail> {
  return unwrapData(apiClient.get<CertificateDetail>(`certificate/get/${id}`));
}

export function useCertificate(id: number | null) {
  return useQuery({
    queryKey: [...CERTIFICATES_KEY, id],
    queryFn: () => getCertificate(id ?? 0),
    enabled: id !== null,
  });
}

/** PUT certificate/draw-certificate: receives an issued certificate. */
export function claimCertificate(id: number): Promise<CertificateSummary> {
  return unwrapData(apiClient.put<CertificateSummary>('certificate/draw-certificate', { id }));
}

/** Which achievement to claim. */
export interface ClaimTarget {
  type: AchievementKindValue;
  id: number;
}

/** Claims a medal or receives a certificate, then refreshes every achievement answer. */
export function useClaimAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: ClaimTarget): Promise<unknown> =>
      target.type === 'medal' ? claimMedal(target.id) : claimCertificate(target.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACHIEVEMENTS_QUERY_KEY }),
  });
}

/** GET certificate/verify/{number}: public, no login. */
export function getCertificateVerification(number: string): Promise<CertificateVerification> {
  return unwrapData(
    apiClient.get<CertificateVerification>(`certificate/verify/${encodeURIComponent(number)}`),
  );
}

export function useCertificateVerification(number: string | null) {
  return useQuery({
    queryKey: ['certificate-verify', number],
    queryFn: () => getCertificateVerification(number ?? ''),
    enabled: number !== null && number !== '',
    retry: false,
  });
}

/** POST medalcertificatelog: the viewer opened a medal or certificate (fire and forget). */
export function recordAchievementView(type: AchievementKindValue, id: number): Promise<unknown> {
  return apiClient.post('medalcertificatelog', { type, id }).catch(() => undefined);
}

/** POST medalcertificateback: the viewer shared one or saved its poster (fire and forget). */
export function recordAchievementShare(
  type: AchievementKindValue,
  id: number,
  channel: AchievementShareChannelValue,
): Promise<unknown> {
  return apiClient.post('medalcertificateback', { type, id, channel }).catch(() => undefined);
}
