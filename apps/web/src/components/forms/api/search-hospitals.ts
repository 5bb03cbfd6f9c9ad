import { type Hospital, MEMBER_PATHS } from '@ia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

export interface HospitalSearch {
  keyword?: string;
  province?: string;
  city?: string;
}

export const HOSPITAL_SEARCH_LIMIT = 20;

/** GET /api/platform/hospital/get-hospital: hospitals matching a keyword, narrowed to a province and city. */
export async function searchHospitals({ keyword, province, city }: HospitalSearch): Promise<Hospital[]> {
  return unwrapData(
    apiClient.get<Hospital[]>(MEMBER_PATHS.hospitals, {
      keyword: keyword?.trim() || undefined,
      province: province || undefined,
      city: city || undefined,
      limit: HOSPITAL_SEARCH_LIMIT,
    }),
  );
}

export function hospitalSearchQueryOptions(search: HospitalSearch) {
  const key = {
    keyword: search.keyword?.trim() ?? '',
    province: search.province ?? '',
    city: search.city ?? '',
  };
  return queryOptions({
    queryKey: ['hospitals', key] as const,
    queryFn: () => searchHospitals(key),
    staleTime: 5 * 60_000,
  });
}

/** The hospital list while the picker is open; the previous answer stays visible while typing. */
export function useHospitalSearch(search: HospitalSearch, enabled: boolean) {
  return useQuery({ ...hospitalSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
