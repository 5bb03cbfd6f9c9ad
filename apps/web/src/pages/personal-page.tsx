import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { AiRepEntry } from '../features/contact';
import { AccountSummary, LanguageSetting, PersonalMenu, ProfileHeader } from '../features/personal';
import { PointsCard } from '../features/points';

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
