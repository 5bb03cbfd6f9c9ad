import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { useRichDetail } from '../features/campaigns/api/get-rich-list';
import { CampaignErrorState, CampaignLinkInvalid } from '../features/campaigns/components/campaign-states';
import { RichDetailView } from '../features/campaigns/components/rich-detail-view';
import { useIdParam } from '../features/campaigns/hooks/use-id-param';

/** /activity/richdetail?id=: how the member earned their points in the campaign. */
export function ActivityRichDetailPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const campaignId = useIdParam();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      {campaignId === null ? (
        <CampaignLinkInvalid title={t('campaign.errors.missing')} />
      ) : (
        <RichDetail campaignId={campaignId} />
      )}
    </div>
  );
}

function RichDetail({ campaignId }: { campaignId: number }) {
  const detail = useRichDetail(campaignId);
  if (detail.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (detail.isError)
    return <CampaignErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  return <RichDetailView detail={detail.data} />;
}
