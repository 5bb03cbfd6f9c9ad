import { ErrorCode } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { popupForErrorCode } from '../../../lib/error-popups';

/** 会议不存在或已下架 (also for a link without an id), with the way to the meeting list. */
export function MeetingGone({ title }: { title?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={title ?? t('meeting.detail.notFound')}
      description={t('meeting.detail.notFoundHint')}
      action={
        <Button size="small" shape="rounded" color="primary" onClick={() => void navigate('/meeting')}>
          {t('meeting.detail.toList')}
        </Button>
      }
    />
  );
}

export interface MeetingErrorStateProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * Why a meeting cannot be shown: gone (40400); outside its audience (40300: the server's reason,
 * e.g. 本会议仅限特定用户观看); refused with a popup already open (not certified, trial over…);
 * or a failure worth a retry.
 */
export function MeetingErrorState({ error, onRetry }: MeetingErrorStateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (error instanceof ApiError && error.code !== undefined) {
    if (error.code === ErrorCode.NOT_FOUND) return <MeetingGone />;
    if (error.code === ErrorCode.FORBIDDEN) {
      return <EmptyState title={error.message} description={t('meeting.detail.forbiddenHint')} />;
    }
    if (error.code === ErrorCode.NOT_CERTIFIED) {
      // The popup offers certification; the page behind keeps the way there once it is closed.
      return (
        <EmptyState
          title={t('meeting.detail.locked')}
          description={t('meeting.detail.lockedHint')}
          action={
            <Button size="small" shape="rounded" color="primary" onClick={() => void navigate('/veeva')}>
              {t('access.tip.certify')}
            </Button>
          }
        />
      );
    }
    if (popupForErrorCode(error.code)) {
      return <EmptyState title={t('meeting.detail.locked')} description={t('meeting.detail.lockedHint')} />;
    }
  }
  return (
    <EmptyState
      title={t('meeting.detail.loadFailed')}
      description={t('meeting.detail.loadFailedHint')}
      action={
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    />
  );
}
