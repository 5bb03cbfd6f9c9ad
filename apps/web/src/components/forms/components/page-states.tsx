import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

export interface FormSkeletonProps {
  rows?: number;
}

/** Placeholder rows while a form's data loads. */
export function FormSkeleton({ rows = 6 }: FormSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" role="status" aria-label={t('app.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.skeletonRow}>
          <span className={`${styles.skeletonLabel} skeleton`} />
          <span className={`${styles.skeletonValue} skeleton`} />
        </div>
      ))}
    </div>
  );
}

export interface LoadErrorProps {
  onRetry: () => void;
  retrying?: boolean;
  message?: string;
}

/** A load failure with a retry (the api client has already toasted the reason). */
export function LoadError({ onRetry, retrying = false, message }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p>{message ?? t('registration.form.loadError')}</p>
      <Button
        size="small"
        shape="rounded"
        color="primary"
        fill="outline"
        loading={retrying}
        onClick={onRetry}
      >
        {t('app.retry')}
      </Button>
    </div>
  );
}
