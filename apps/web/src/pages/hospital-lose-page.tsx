import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import styles from '../components/forms/components/forms.module.css';
import { PageHeader } from '../components/page-header';
import { MemberProfileForm } from '../features/profile';

/**
 * 完善医院信息 (/hospitallose): an operator marked the hospital invalid; the user picks or types
 * the real one (spec §8 message), then back to the `redirect` the user check added.
 */
export function HospitalLosePage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MemberProfileForm
        scope="hospital"
        intro={
          <p className={styles.notice} role="note">
            {t('registration.hospitalLose.message')}
          </p>
        }
        submitLabel={t('registration.hospitalLose.submit')}
        after="home"
      />
    </div>
  );
}
