import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import { RankingBoard } from '../features/ranking';

/** /personal/rank, 排行榜: points boards (total, month, week; by role) with the viewer's own rank. */
export function PersonalRankPage() {
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <RankingBoard loadMoreOnReachBottom={meta?.loadMoreOnReachBottom} />
    </div>
  );
}
