import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';

/** Every route that a later issue fills in: its title, a back button and "under construction". */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <EmptyState
        title={t('placeholder.title')}
        description={t('placeholder.description')}
        action={
          showBack ? (
            <Button
              size="small"
              shape="rounded"
              fill="outline"
              color="primary"
              onClick={() => void navigate('/')}
            >
              {t('placeholder.backHome')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
