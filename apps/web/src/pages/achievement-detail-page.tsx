import { useSearchParams } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { AchievementDetail, achievementRefOf } from '../features/achievements';

/** /personal/achievedetail?type=medal|certificate&id=: one medal or certificate. */
export function AchievementDetailPage() {
  const { title, showBack } = usePageChrome();
  const [searchParams] = useSearchParams();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <AchievementDetail target={achievementRefOf(searchParams)} />
    </div>
  );
}
