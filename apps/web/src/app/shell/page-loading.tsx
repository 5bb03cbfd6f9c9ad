import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';

/** Shown while the first page's module and data load. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-label={t('app.loading')}>
      <DotLoading color="primary" />
    </div>
  );
}
