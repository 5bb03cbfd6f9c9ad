import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { isLoginError, LoginErrorPage } from '../../features/auth';
import { assignLocation } from '../../lib/page';
import { getRouterBasename } from '../../lib/runtime-config';

/**
 * Shown when a page throws or its module fails to load (a stale deployment, a lost network),
 * or when the login loader gives up (then with a "sign in again" button).
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isLoginError(error)) return <LoginErrorPage reason={error.reason} />;

  const handleHome = () => {
    const basename = getRouterBasename();
    assignLocation(basename.endsWith('/') ? basename : `${basename}/`);
  };
  return (
    <div className="page page--centered">
      <EmptyState
        title={t('routeError.title')}
        description={t('routeError.description')}
        action={
          <Button size="small" shape="rounded" color="primary" onClick={handleHome}>
            {t('routeError.backHome')}
          </Button>
        }
      />
    </div>
  );
}
