import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import styles from '../components/forms/components/forms.module.css';
import { PageHeader } from '../components/page-header';
import { MemberProfileForm } from '../features/profile';

/**
 * 信息核对 (/importregister): a user imported by operators checks and corrects the pre-loaded
 * details; saving confirms them, then back to the `redirect` the user check added.
 */
export function ImportRegisterPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MemberProfileForm
        intro={<p className={styles.notice}>{t('registration.importRegister.intro')}</p>}
        submitLabel={t('registration.importRegister.submit')}
        after="home"
      />
    </div>
  );
}
