import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { MemberProfileForm } from '../features/profile';

/** 编辑资料 (/userinfoedit) and 完善信息 (/userInformationedit): a member edits their details. */
export function MemberEditPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MemberProfileForm submitLabel={t('registration.form.save')} after="back" />
    </div>
  );
}
