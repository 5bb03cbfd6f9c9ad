import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { CampaignPoster } from '../features/campaigns/components/campaign-poster';
import {
  CampaignErrorState,
  CampaignLinkInvalid,
  CampaignProgress,
} from '../features/campaigns/components/campaign-states';
import { useIdParam } from '../features/campaigns/hooks/use-id-param';
import { useShowOnce } from '../features/campaigns/hooks/use-show-once';

/**
 * /activity/activeShowOncePoster?id=: the campaign's poster, full screen, once per member (the
 * server remembers); when it was shown before, straight on to the form or the campaign page.
 */
export function ActivityPosterPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const campaignId = useIdParam();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      {campaignId === null ? (
        <CampaignLinkInvalid title={t('campaign.errors.missing')} />
      ) : (
        <PosterOnce campaignId={campaignId} />
      )}
    </div>
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
