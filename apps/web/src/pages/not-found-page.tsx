import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title={t('routes.notFound')} />
      <EmptyState
        title={t('routes.notFound')}
        description={t('notFound.description')}
        action={
          <Button
            size="small"
            shape="rounded"
            color="primary"
            onClick={() => void navigate('/', { replace: true })}
          >
            {t('routeError.backHome')}
          </Button>
        }
      />
    </div>
  );
}
