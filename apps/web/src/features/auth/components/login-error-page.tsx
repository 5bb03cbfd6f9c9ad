import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { restartLogin } from '../ensure-login';
import type { LoginFailureReason } from '../login-flow';

const texts = {
  exchange: { title: 'access.login.exchangeTitle', description: 'access.login.exchangeDescription' },
  loop: { title: 'access.login.loopTitle', description: 'access.login.loopDescription' },
  'no-login-url': {
    title: 'access.login.unavailableTitle',
    description: 'access.login.unavailableDescription',
  },
} as const satisfies Record<LoginFailureReason, { title: string; description: string }>;

export interface LoginErrorPageProps {
  reason: LoginFailureReason;
}

/** Shown instead of the page when the login cannot go on by itself; retrying starts a new login. */
export function LoginErrorPage({ reason }: LoginErrorPageProps) {
  const { t } = useTranslation();
  return (
    <div className="page page--centered">
      <EmptyState
        title={t(texts[reason].title)}
        description={t(texts[reason].description)}
        action={
          <Button size="small" shape="rounded" color="primary" onClick={() => restartLogin()}>
            {t('access.login.retry')}
          </Button>
        }
      />
    </div>
  );
}
