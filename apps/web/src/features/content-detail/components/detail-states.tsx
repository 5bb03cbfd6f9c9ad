import { ErrorCode } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { popupForErrorCode } from '../../../lib/error-popups';
import styles from './content-detail.module.css';

/** The page while the content loads: the player's box, the title and a few lines. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('app.loading')}>
      <Skeleton className={styles.skeletonMedia} animated />
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}

export type DetailFailure = 'notFound' | 'locked' | 'failed';

/**
 * Why a content could not be shown: gone (40400), refused with a popup already open (trial over,
 * not certified, consent missing…: the page stays calm behind it), or a failure worth a retry.
 */
function detailFailureOf(error: unknown): DetailFailure {
  if (error instanceof ApiError && error.code !== undefined) {
    if (error.code === ErrorCode.NOT_FOUND) return 'notFound';
    if (popupForErrorCode(error.code)) return 'locked';
  }
  return 'failed';
}

export interface DetailErrorStateProps {
  error: unknown;
  onRetry: () => void;
}

export function DetailErrorState({ error, onRetry }: DetailErrorStateProps) {
  const { t } = useTranslation();
  const failure = detailFailureOf(error);
  if (failure === 'notFound') return <ContentGone />;
  if (failure === 'locked') {
    return <EmptyState title={t('detail.states.locked')} description={t('detail.states.lockedHint')} />;
  }
  return (
    <EmptyState
      title={t('detail.states.loadFailed')}
      description={t('detail.states.loadFailedHint')}
      action={
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    />
  );
}

/** 内容不存在或已下架, with the way home; also for a link without a content. */
export function ContentGone({ title }: { title?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={title ?? t('detail.states.notFound')}
      description={t('detail.states.notFoundHint')}
      action={
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => void navigate('/', { replace: true })}
        >
          {t('detail.states.backHome')}
        </Button>
      }
    />
  );
}
