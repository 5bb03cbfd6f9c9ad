import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';

/**
 * /personal/intercept: where a user the platform stopped is sent. It says why when the sender
 * gave a reason (?reason=) and offers the assistant's contact; it needs no registered user.
 */
export function PersonalInterceptPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { title, showBack } = usePageChrome();
  const reason = params.get('reason')?.slice(0, 200);
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <EmptyState
        title={t('intercept.title')}
        description={reason || t('intercept.description')}
        action={
          <>
            <Button size="small" shape="rounded" color="primary" onClick={() => void navigate('/contactUs')}>
              {t('intercept.contact')}
            </Button>{' '}
            <Button
              size="small"
              shape="rounded"
              fill="outline"
              color="primary"
              onClick={() => void navigate('/')}
            >
              {t('intercept.backHome')}
            </Button>
          </>
        }
      />
    </div>
  );
}
