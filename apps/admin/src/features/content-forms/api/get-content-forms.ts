import {
  type AdminContentFormListItem,
  adminContentFormListItemSchema,
  type adminContentFormListQuerySchema,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { contentFormsQueryKey } from './get-content-form';

export type ContentFormListQuery = z.output<typeof adminContentFormListQuerySchema>;
export type { AdminContentFormListItem };

const listSchema = pageSchema(adminContentFormListItemSchema);

/** GET /content-forms: the contents that have a form, newest change first. */
export function getContentForms(query: ContentFormListQuery, signal?: AbortSignal) {
  return apiRequest('/content-forms', { query, schema: listSchema, signal });
}

export function contentFormsListQueryOptions(query: ContentFormListQuery) {
  return queryOptions({
    queryKey: [...contentFormsQueryKey, 'list', query],
    queryFn: ({ signal }) => getContentForms(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContentForms(query: ContentFormListQuery) {
  return useQuery(contentFormsListQueryOptions(query));
}
