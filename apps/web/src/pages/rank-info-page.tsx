import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import styles from '../components/forms/components/forms.module.css';
import { PageHeader } from '../components/page-header';
import { MemberProfileForm } from '../features/profile';

/** 职称信息 (/rankinfo): a member updates hospital, department, title and position. */
export function RankInfoPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MemberProfileForm
        scope="work"
        intro={<p className={styles.intro}>{t('registration.rankInfo.intro')}</p>}
        submitLabel={t('registration.form.save')}
        after="back"
      />
    </div>
  );
}
