import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import { CampaignLinkInvalid } from '../features/campaigns/components/campaign-states';
import { RichListView } from '../features/campaigns/components/rich-list';
import { useIdParam } from '../features/campaigns/hooks/use-id-param';

/** /activity/richlist?id=: the campaign's ranking by points, the viewer's own row pinned on top. */
export function ActivityRichListPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  const campaignId = useIdParam();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      {campaignId === null ? (
        <CampaignLinkInvalid title={t('campaign.errors.missing')} />
      ) : (
        <RichListView
          source="member"
          campaignId={campaignId}
          loadMoreOnReachBottom={meta?.loadMoreOnReachBottom}
        />
      )}
    </div>
  );
}
