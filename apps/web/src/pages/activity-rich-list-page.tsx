import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { CampaignIdPage, RichListView } from '../features/campaigns';

/** /activity/richlist?id=: the campaign's ranking by points, the viewer's own row pinned on top. */
export function ActivityRichListPage() {
  const meta = useRouteMeta();
  return (
    <CampaignIdPage chrome={usePageChrome()}>
      {(campaignId) => (
        <RichListView
          source="member"
          campaignId={campaignId}
          loadMoreOnReachBottom={meta?.loadMoreOnReachBottom}
        />
      )}
    </CampaignIdPage>
  );
}
