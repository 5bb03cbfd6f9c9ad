import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { AiRepEntry } from '../features/contact/components/ai-rep-entry';
import { AccountSummary } from '../features/personal/components/account-summary';
import { LanguageSetting } from '../features/personal/components/language-setting';
import { PersonalMenu } from '../features/personal/components/personal-menu';
import { ProfileHeader } from '../features/personal/components/profile-header';
import { PointsCard } from '../features/points/components/points-card';

/** 我的 (/personal): who the user is, their account (certification, trial), the personal pages, settings. */
export function PersonalPage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page page--personal">
      <PageHeader title={title} showBack={showBack} />
      <ProfileHeader />
      <PointsCard />
      <AccountSummary />
      <PersonalMenu accountExtras={<AiRepEntry />} settings={<LanguageSetting />} />
    </div>
  );
}
