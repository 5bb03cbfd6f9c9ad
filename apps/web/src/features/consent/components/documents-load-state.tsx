import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import styles from './consent.module.css';

export interface DocumentsLoadStateProps {
  /** True once loading has failed (or gave nothing to show): offer a retry instead of the spinner. */
  failed: boolean;
  onRetry: () => void;
}

/** What a consent sheet shows in place of its documents: a spinner, or the failure with a retry. */
export function DocumentsLoadState({ failed, onRetry }: DocumentsLoadStateProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <div className={styles.status}>
        <span>{t('access.consent.loadFailed')}</span>
        <Button size="small" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.status} role="status" aria-label={t('app.loading')}>
      <DotLoading color="primary" />
    </div>
  );
}
