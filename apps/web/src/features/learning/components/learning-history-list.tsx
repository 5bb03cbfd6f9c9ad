import { formatDateTime, type LearnLog, TypeMap } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import List from 'antd-mobile/es/components/list';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { popupForErrorCode } from '../../../lib/error-popups';
import { useLearnLogs } from '../api/get-learn-logs';
import styles from './learning-history.module.css';

const TYPE_KEYS: Record<number, 'course' | 'case' | 'meeting' | 'activity' | 'other'> = {
  [TypeMap.COURSE]: 'course',
  [TypeMap.CASE]: 'case',
  [TypeMap.MEETING]: 'meeting',
  [TypeMap.ACTIVITY]: 'activity',
  [TypeMap.ACTIVITY_DETAIL]: 'activity',
};

/** The user's learning records, newest first, with pull-to-refresh and load-more at the bottom. */
export function LearningHistoryList() {
  const { t } = useTranslation();
  const history = useLearnLogs();

  if (history.isPending) {
    return (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (history.isError) {
    // A refusal the app answers with a prompt (free trial over, consent missing…) is not a
    // failure to retry: the popup explains it, and the page stays calm behind it.
    if (
      history.error instanceof ApiError &&
      history.error.code !== undefined &&
      popupForErrorCode(history.error.code)
    ) {
      return <EmptyState title={t('learning.historyLocked')} description={t('learning.historyLockedHint')} />;
    }
    return (
      <EmptyState
        title={t('learning.historyError')}
        action={
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void history.refetch()}
          >
            {t('app.retry')}
          </Button>
        }
      />
    );
  }
  const logs = history.data.pages.flatMap((page) => page.data);
  if (logs.length === 0) {
    return <EmptyState title={t('learning.historyEmpty')} description={t('learning.historyEmptyHint')} />;
  }
  return (
    <PullToRefresh onRefresh={() => history.refetch().then(() => undefined)}>
      <List aria-label={t('routes.personalHistory')}>
        {logs.map((log) => (
          <LearningHistoryItem key={log.id} log={log} />
        ))}
      </List>
      <InfiniteScroll
        hasMore={history.hasNextPage}
        loadMore={() => history.fetchNextPage().then(() => undefined)}
      >
        {history.hasNextPage ? t('app.loading') : t('learning.historyEnd')}
      </InfiniteScroll>
    </PullToRefresh>
  );
}

function LearningHistoryItem({ log }: { log: LearnLog }) {
  const { t } = useTranslation();
  const minutes = Math.max(1, Math.round(log.total_tims / 60));
  return (
    <List.Item
      description={formatDateTime(log.created_at)}
      extra={log.finish ? <span className={styles.finished}>{t('learning.finished')}</span> : null}
    >
      {t(`learning.types.${TYPE_KEYS[log.type] ?? 'other'}`)} #{log.content_id}
      <span className={styles.duration}>{t('learning.minutes', { count: minutes })}</span>
    </List.Item>
  );
}
