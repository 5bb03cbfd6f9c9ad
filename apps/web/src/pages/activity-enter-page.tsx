import { useTranslation } from 'react-i18next';
import { usePageChrome } from '../app/routes/use-page-chrome';
import {
  CampaignErrorState,
  CampaignIdPage,
  CampaignProgress,
  CampaignRefusal,
  DescriptionGate,
  useCampaignEntry,
} from '../features/campaigns';

/**
 * /activity/detailenter?id=: the way into a campaign. Refused → the reason and a way back;
 * a description to accept → 我已阅读并同意; then join and go on to the poster, the form or the
 * campaign page (the address is replaced, so 返回 does not come back here).
 */
export function ActivityEnterPage() {
  return (
    <CampaignIdPage chrome={usePageChrome()}>
      {(campaignId) => <CampaignEntry campaignId={campaignId} />}
    </CampaignIdPage>
  );
}

function CampaignEntry({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const entry = useCampaignEntry(campaignId);
  switch (entry.step) {
    case 'refused':
      return <CampaignRefusal permission={entry.permission} />;
    case 'description':
      return (
        <DescriptionGate
          title={entry.campaign.title}
          description={entry.campaign.description}
          scope="campaign"
          accepting={entry.accepting}
          onAccept={entry.accept}
        />
      );
    case 'failed':
      return (
        <CampaignErrorState
          error={entry.error}
          onRetry={entry.retry}
          failure={
            entry.joining
              ? { title: t('campaign.enter.joinFailed'), hint: t('campaign.enter.joinFailedHint') }
              : undefined
          }
        />
      );
    case 'joining':
      return <CampaignProgress label={t('campaign.enter.joining')} />;
    default:
      return <CampaignProgress label={t('campaign.enter.checking')} />;
  }
}
