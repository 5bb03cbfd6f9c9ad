import {
  type AdminFormSubmission,
  adminFormSubmissionSchema,
  type PagingQuery,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_PREFIX, apiRequest } from '../../../lib/api-client';
import { type FormTarget, targetQuery, withTargetQuery } from '../form-target';
import { contentFormsQueryKey } from './get-content-form';

export type { AdminFormSubmission };

const submissionPageSchema = pageSchema(adminFormSubmissionSchema);

/** GET /contents/:id/form/submissions (`?type=6` for a campaign): newest first, answers by question id. */
export function getFormSubmissions(target: FormTarget, paging: PagingQuery, signal?: AbortSignal) {
  return apiRequest(`/contents/${target.id}/form/submissions`, {
    query: { ...paging, ...targetQuery(target) },
    schema: submissionPageSchema,
    signal,
  });
}

export function formSubmissionsQueryOptions(target: FormTarget, paging: PagingQuery) {
  return queryOptions({
    queryKey: [...contentFormsQueryKey, 'submissions', target.type, target.id, paging],
    queryFn: ({ signal }) => getFormSubmissions(target, paging, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useFormSubmissions(target: FormTarget, paging: PagingQuery) {
  return useQuery(formSubmissionsQueryOptions(target, paging));
}

/**
 * The CSV export's address. A plain link: the browser downloads it with the console's session
 * cookie, and the server names the file.
 */
export function formSubmissionsCsvUrl(target: FormTarget): string {
  return withTargetQuery(`${ADMIN_API_PREFIX}/contents/${target.id}/form/submissions.csv`, target);
}
