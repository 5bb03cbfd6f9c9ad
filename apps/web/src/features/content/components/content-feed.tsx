import type { ContentSummary } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { type ContentFilters, useContents } from '../api/get-contents';
import { ContentRow } from './content-row';

export interface ContentFeedProps {
  filters: ContentFilters;
  label: string;
  emptyTitle: string;
  emptyDescription?: string;
  loadMoreOnReachBottom?: boolean;
}

/** An endless list of contents (GET content) for the given filters. */
export function ContentFeed({
  filters,
  label,
  emptyTitle,
  emptyDescription,
  loadMoreOnReachBottom,
}: ContentFeedProps) {
  const { t } = useTranslation();
  const contents = useContents(filters);
  return (
    <PagedList<ContentSummary>
      query={contents}
      label={label}
      itemKey={(content) => content.id}
      renderItem={(content) => <ContentRow content={content} />}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription ?? t('discovery.filters.emptyHint')}
      errorTitle={t('discovery.listError')}
      loadMoreOnReachBottom={loadMoreOnReachBottom}
    />
  );
}
