import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

export interface InlineErrorProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A small failure line with a retry, for one block of a page that must not break the rest. */
export function InlineError({ message, onRetry, retrying = false }: InlineErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.inlineError} role="alert">
      <span>{message}</span>
      <Button size="mini" shape="rounded" color="primary" fill="outline" loading={retrying} onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
