import { TypeMap } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import {
  CampaignErrorState,
  CampaignIdPage,
  CampaignProgress,
  campaignsStyles as campaignStyles,
  useRefreshStanding,
  useShowOnce,
} from '../features/campaigns';
import { ContentFormSheet } from '../features/content-forms';

/**
 * /activity/activeShowOnceForm?id=: the campaign's sign-up form (content form type 6), shown
 * once per member. Submitting goes on to the campaign page; the points the first submission
 * earns come back as `score`, which the app's points popup shows. 稍后再填 goes on too: the
 * form stays on the campaign page.
 */
export function ActivityFormPage() {
  return (
    <CampaignIdPage chrome={usePageChrome()}>
      {(campaignId) => <FormOnce campaignId={campaignId} />}
    </CampaignIdPage>
  );
}

function FormOnce({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const once = useShowOnce(campaignId, 'form');
  const refreshStanding = useRefreshStanding(campaignId);
  if (once.status === 'failed') return <CampaignErrorState error={once.error} onRetry={once.retry} />;
  if (once.status === 'loading') return <CampaignProgress label={t('app.loading')} />;
  const goOn = () => {
    void refreshStanding();
    void navigate(once.next, { replace: true });
  };
  return (
    <>
      <section className={campaignStyles.formIntro}>
        <h2 className={campaignStyles.formIntroTitle}>{once.campaign.title}</h2>
        {once.campaign.form_points > 0 ? (
          <p className={campaignStyles.formPoints}>
            {t('campaign.form.pointsHint', { points: once.campaign.form_points })}
          </p>
        ) : null}
      </section>
      <div className={campaignStyles.formPage}>
        <ContentFormSheet contentId={campaignId} type={TypeMap.CAMPAIGN} onClose={goOn} />
      </div>
      <div className={campaignStyles.formLater}>
        <Button size="small" fill="none" color="primary" onClick={goOn}>
          {t('campaign.form.later')}
        </Button>
      </div>
    </>
  );
}
