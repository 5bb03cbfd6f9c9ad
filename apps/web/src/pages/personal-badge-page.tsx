import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { MedalWall } from '../features/achievements';

/** /personal/badge: the medal wall (earned, claimable, locked with progress). */
export function PersonalBadgePage() {
  const { title, showBack } = usePageChrome();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <MedalWall />
    </div>
  );
}
