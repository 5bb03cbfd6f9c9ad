import { durationMinutes, formatDateTime, type LearnHistoryItem, TypeMap } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import List from 'antd-mobile/es/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { popupForErrorCode } from '../../../lib/error-popups';
import { useLearnLogs } from '../api/get-learn-logs';
import { historyItemPath, learnedPercent } from '../lib/learning-progress';
import styles from './learning-history.module.css';

const TYPE_KEYS: Record<number, 'course' | 'case' | 'meeting' | 'activity' | 'other'> = {
  [TypeMap.COURSE]: 'course',
  [TypeMap.CASE]: 'case',
  [TypeMap.MEETING]: 'meeting',
  [TypeMap.ACTIVITY]: 'activity',
  [TypeMap.ACTIVITY_DETAIL]: 'activity',
};

/**
 * The user's learning history, one row per content, most recently learned first: cover, title,
 * progress and finished mark; a tap opens the content where it left off. Pull-to-refresh and
 * load-more at the bottom.
 */
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
  const items = history.data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    return <EmptyState title={t('learning.historyEmpty')} description={t('learning.historyEmptyHint')} />;
  }
  return (
    <PullToRefresh onRefresh={() => history.refetch().then(() => undefined)}>
      <List aria-label={t('routes.personalHistory')}>
        {items.map((item) => (
          <LearningHistoryRow key={item.content_id} item={item} />
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

function LearningHistoryRow({ item }: { item: LearnHistoryItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const minutes = durationMinutes(item.total_tims);
  const percent = learnedPercent(item);
  const progressLabel = t('learning.progress', { percent });
  return (
    <List.Item
      prefix={<ContentImage className={styles.cover} src={item.cover} alt={item.title} sizes="96px" />}
      description={
        <div className={styles.details}>
          <div className={styles.meta}>
            {t(`learning.types.${TYPE_KEYS[item.type] ?? 'other'}`)} ·{' '}
            {t('learning.minutes', { count: minutes })} · {formatDateTime(item.updated_at)}
          </div>
          <div className={styles.progress}>
            <ProgressBar className={styles.bar} percent={percent} aria-label={progressLabel} />
            <span className={styles.percent}>{progressLabel}</span>
          </div>
        </div>
      }
      extra={
        item.finish ? (
          <Tag color="success" fill="outline">
            {t('learning.finished')}
          </Tag>
        ) : null
      }
      onClick={() => void navigate(historyItemPath(item))}
    >
      <span className={styles.title}>{item.title}</span>
    </List.Item>
  );
}
