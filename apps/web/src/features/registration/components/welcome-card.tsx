import { FREE_TRIAL_DAYS } from '@ia/shared';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styles from '../../../components/forms/components/forms.module.css';
import { readRegisterReturnUrl } from '../../../lib/return-url';
import { userInfoQueryKey, useUserInfo } from '../../users';
import { registeredUserOf } from '../hooks/use-finish-registration';
import { welcomeTarget } from '../lib/welcome-target';

/** /welcome: a greeting after registration and the way on to where the user was going. */
export function WelcomeCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { data: user } = useUserInfo();

  // Now that /register is gone, every guard may learn the user is registered.
  const registeredUser = registeredUserOf(location.state);
  useEffect(() => {
    if (registeredUser) queryClient.setQueryData(userInfoQueryKey, registeredUser);
    void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
  }, [queryClient, registeredUser]);

  const handleContinue = () => {
    void navigate(welcomeTarget(searchParams.get('redirect'), readRegisterReturnUrl()), { replace: true });
  };

  return (
    <>
      <Result
        status="success"
        title={t('registration.welcome.title')}
        description={t('registration.welcome.message')}
      />
      {/* Staff have no free trial to explain. */}
      {user?.kind === 'staff' ? null : (
        <p className={styles.intro}>{t('registration.welcome.trial', { days: FREE_TRIAL_DAYS })}</p>
      )}
      <div className={styles.footer}>
        <Button block color="primary" size="large" shape="rounded" onClick={handleContinue}>
          {t('registration.welcome.continue')}
        </Button>
      </div>
    </>
  );
}
