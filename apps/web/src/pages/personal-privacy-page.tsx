import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { PrivacyCentre } from '../features/privacy';

/** 个人信息与隐私 (/personal/privacy): the copy of one's personal information and account cancellation (PIPL). */
export function PersonalPrivacyPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <PrivacyCentre />
    </div>
  );
}
