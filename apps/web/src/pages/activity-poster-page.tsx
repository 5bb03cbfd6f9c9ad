import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import {
  CampaignErrorState,
  CampaignIdPage,
  CampaignPoster,
  CampaignProgress,
  useShowOnce,
} from '../features/campaigns';

/**
 * /activity/activeShowOncePoster?id=: the campaign's poster, full screen, once per member (the
 * server remembers); when it was shown before, straight on to the form or the campaign page.
 */
export function ActivityPosterPage() {
  return (
    <CampaignIdPage chrome={usePageChrome()}>
      {(campaignId) => <PosterOnce campaignId={campaignId} />}
    </CampaignIdPage>
  );
}

function PosterOnce({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const once = useShowOnce(campaignId, 'poster');
  if (once.status === 'failed') return <CampaignErrorState error={once.error} onRetry={once.retry} />;
  if (once.status === 'loading') return <CampaignProgress label={t('app.loading')} />;
  return (
    <CampaignPoster
      title={once.campaign.title}
      poster={once.campaign.poster}
      onContinue={() => void navigate(once.next, { replace: true })}
    />
  );
}
