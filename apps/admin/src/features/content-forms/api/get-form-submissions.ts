import {
  type AdminFormSubmission,
  adminFormSubmissionSchema,
  type PagingQuery,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_PREFIX, apiRequest } from '../../../lib/api-client';
import { contentFormsQueryKey } from './get-content-form';

export type { AdminFormSubmission };

const submissionPageSchema = pageSchema(adminFormSubmissionSchema);

/** GET /contents/:id/form/submissions: newest first, answers by question id. */
export function getFormSubmissions(contentId: number, paging: PagingQuery, signal?: AbortSignal) {
  return apiRequest(`/contents/${contentId}/form/submissions`, {
    query: { ...paging },
    schema: submissionPageSchema,
    signal,
  });
}

export function formSubmissionsQueryOptions(contentId: number, paging: PagingQuery) {
  return queryOptions({
    queryKey: [...contentFormsQueryKey, 'submissions', contentId, paging],
    queryFn: ({ signal }) => getFormSubmissions(contentId, paging, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useFormSubmissions(contentId: number, paging: PagingQuery) {
  return useQuery(formSubmissionsQueryOptions(contentId, paging));
}

/**
 * The CSV export's address. A plain link: the browser downloads it with the console's session
 * cookie, and the server names the file.
 */
export function formSubmissionsCsvUrl(contentId: number): string {
  return `${ADMIN_API_PREFIX}/contents/${contentId}/form/submissions.csv`;
}
