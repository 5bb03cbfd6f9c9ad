import type { InfiniteData } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { popupForErrorCode } from '../../lib/error-popups';
import { EmptyState } from '../empty-state';
import styles from './paged-list.module.css';
import { mergePages, type PageAnswer } from './paging';
import { RowSkeleton } from './row-skeleton';

/**
 * The part of a TanStack infinite query the list reads. Any `useInfiniteQuery` result over
 * `{ total, data }` pages fits (see paging.ts for the page rule).
 */
interface PagedQuery<T> {
  data: InfiniteData<PageAnswer<T>, unknown> | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** Names the list for assistive technology (and tests). */
  label: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
  /** Shown when the first page fails; defaults to a generic message. */
  errorTitle?: string;
  /** The placeholder while the first page loads; defaults to content rows. */
  skeleton?: ReactNode;
  /**
   * The route's reachBottom flag: load the next page when the list's end nears the bottom of
   * the screen. Without it, the end of the list offers a 加载更多 button.
   */
  loadMoreOnReachBottom?: boolean;
  /** Layout of the rows: a column of rows, or a two-column grid of cards. */
  layout?: 'rows' | 'grid';
}

/**
 * A paged list with every state designed: skeleton while the first page loads, an error with a
 * retry, an empty state, pull-to-refresh, the next page at the bottom (or on a button), a
 * failed next page retried in place, and 没有更多了 at the end.
 */
export function PagedList<T>({
  query,
  label,
  itemKey,
  renderItem,
  emptyTitle,
  emptyDescription,
  errorTitle,
  skeleton,
  loadMoreOnReachBottom = true,
  layout = 'rows',
}: PagedListProps<T>) {
  const { t } = useTranslation();

  if (query.isPending) return <>{skeleton ?? <RowSkeleton />}</>;
  if (!query.data) {
    return <PagedListError error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  }

  const items = mergePages(query.data.pages, itemKey);
  const handleRefresh = async () => {
    await query.refetch();
  };
  return (
    <PullToRefresh
      onRefresh={handleRefresh}
      pullingText={t('pagedList.pulling')}
      canReleaseText={t('pagedList.canRelease')}
      refreshingText={t('pagedList.refreshing')}
      completeText={t('pagedList.refreshed')}
    >
      {items.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <>
          <ul className={layout === 'grid' ? styles.grid : styles.rows} aria-label={label}>
            {items.map((item) => (
              <li key={itemKey(item)} className={styles.item}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
          <PagedListFooter query={query} loadMoreOnReachBottom={loadMoreOnReachBottom} />
        </>
      )}
    </PullToRefresh>
  );
}

function PagedListFooter<T>({
  query,
  loadMoreOnReachBottom,
}: {
  query: PagedQuery<T>;
  loadMoreOnReachBottom: boolean;
}) {
  const { t } = useTranslation();
  const loadMore = () => void query.fetchNextPage();

  if (query.isFetchNextPageError) {
    return (
      <div className={styles.footer} role="alert">
        <span>{t('pagedList.moreFailed')}</span>
        <Button size="mini" shape="rounded" color="primary" fill="outline" onClick={loadMore}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (!query.hasNextPage) return <p className={styles.footer}>{t('pagedList.end')}</p>;
  if (loadMoreOnReachBottom) {
    return (
      <InfiniteScroll
        className={styles.footer}
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage();
        }}
      >
        <div className={styles.loading} role="status">
          {t('app.loading')}
          <DotLoading color="currentColor" />
        </div>
      </InfiniteScroll>
    );
  }
  return (
    <div className={styles.footer}>
      <Button
        size="small"
        shape="rounded"
        fill="outline"
        loading={query.isFetchingNextPage}
        onClick={loadMore}
      >
        {t('pagedList.loadMore')}
      </Button>
    </div>
  );
}

interface PagedListErrorProps {
  error: Error | null;
  title: string | undefined;
  onRetry: () => void;
}

function PagedListError({ error, title, onRetry }: PagedListErrorProps) {
  const { t } = useTranslation();
  // A refusal the app answers with a popup (consent missing, trial over…) is not a failure a
  // retry can fix: the popup explains it and the list stays calm behind it.
  if (error instanceof ApiError && error.code !== undefined && popupForErrorCode(error.code)) {
    return <EmptyState title={t('pagedList.lockedTitle')} description={t('pagedList.lockedHint')} />;
  }
  return (
    <div role="alert">
      <EmptyState
        title={title ?? t('pagedList.errorTitle')}
        description={t('pagedList.errorHint')}
        action={
          <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        }
      />
    </div>
  );
}
