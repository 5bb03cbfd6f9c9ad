import Skeleton from 'antd-mobile/es/components/skeleton';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { CampaignErrorState, CampaignIdPage, RichDetailView, useRichDetail } from '../features/campaigns';

/** /activity/richdetail?id=: how the member earned their points in the campaign. */
export function ActivityRichDetailPage() {
  return (
    <CampaignIdPage chrome={usePageChrome()}>
      {(campaignId) => <RichDetail campaignId={campaignId} />}
    </CampaignIdPage>
  );
}

function RichDetail({ campaignId }: { campaignId: number }) {
  const detail = useRichDetail(campaignId);
  if (detail.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (detail.isError)
    return <CampaignErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  return <RichDetailView detail={detail.data} />;
}
