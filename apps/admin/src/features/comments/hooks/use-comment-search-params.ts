import { adminCommentQuerySchema } from '@ia/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CommentQuery } from '../api/get-comments';

const DEFAULT_QUERY = adminCommentQuerySchema.parse({});

function readQuery(searchParams: URLSearchParams): CommentQuery {
  const raw = Object.fromEntries(searchParams);
  const parsed = adminCommentQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : DEFAULT_QUERY;
}

function writeQuery(query: CommentQuery, keep: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  // Other parts of the page keep their own parameters (the section tab).
  const section = keep.get('section');
  if (section) params.set('section', section);
  if (query.status) params.set('status', query.status);
  if (query.content_id) params.set('content_id', String(query.content_id));
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.current !== DEFAULT_QUERY.current) params.set('current', String(query.current));
  if (query.pageSize !== DEFAULT_QUERY.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}

/**
 * The comment list's status tab, filters and paging, kept in the URL so a moderator can reload
 * or share exactly the list they are working on. Parsed with the server's query schema.
 */
export function useCommentSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readQuery(searchParams), [searchParams]);

  const updateQuery = useCallback(
    (patch: Partial<CommentQuery>) => {
      const filtersChanged = 'status' in patch || 'content_id' in patch || 'keyword' in patch;
      setSearchParams(
        writeQuery({ ...query, ...(filtersChanged ? { current: 1 } : {}), ...patch }, searchParams),
      );
    },
    [query, searchParams, setSearchParams],
  );

  return { query, updateQuery };
}
