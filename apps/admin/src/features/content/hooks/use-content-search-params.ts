import { adminContentQuerySchema } from '@ia/shared';
import { useListSearchParams } from '../../../hooks/use-list-search-params';

const FILTERS = ['keyword', 'list_type', 'state', 'category_id'] as const;

/** The content list's filters and paging, kept in the URL (parsed with the server's own schema). */
export function useContentSearchParams() {
  return useListSearchParams(adminContentQuerySchema, FILTERS);
}
