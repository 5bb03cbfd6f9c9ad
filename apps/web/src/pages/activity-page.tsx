import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import { CampaignFeed, CampaignStateTabs, toCampaignState } from '../features/campaigns';
import { useListParams } from '../features/content';

/** /activity: the campaigns, by state (`?state=ongoing|upcoming|ended`), page by page. */
export function ActivityPage() {
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  const params = useListParams();
  const state = toCampaignState(params.getText('state') ?? null);
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      <CampaignStateTabs value={state} onChange={(value) => params.update({ state: value })} />
      <CampaignFeed state={state} loadMoreOnReachBottom={meta?.loadMoreOnReachBottom} />
    </div>
  );
}
