import { adminMeetingQuerySchema } from '@ia/shared';
import { useListSearchParams } from '../../../hooks/use-list-search-params';

const FILTERS = ['keyword', 'state'] as const;

/** The meeting list's filters and paging, kept in the URL (parsed with the server's own schema). */
export function useMeetingSearchParams() {
  return useListSearchParams(adminMeetingQuerySchema, FILTERS);
}
