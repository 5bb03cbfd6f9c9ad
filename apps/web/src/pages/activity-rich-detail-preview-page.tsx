import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { CampaignLinkInvalid } from '../features/campaigns/components/campaign-states';
import styles from '../features/campaigns/components/campaigns.module.css';
import { useIdParam } from '../features/campaigns/hooks/use-id-param';
import { richDetailPath, richListPreviewPath } from '../features/campaigns/lib/campaign-links';

/**
 * /activityrichdetail?id={campaign}: points are personal, so the preview only explains that
 * signing in shows them, with the way to sign in and the public rich list.
 */
export function ActivityRichDetailPreviewPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const navigate = useNavigate();
  const campaignId = useIdParam();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      {campaignId === null ? (
        <CampaignLinkInvalid title={t('campaign.errors.missing')} />
      ) : (
        <EmptyState
          title={t('campaign.preview.richDetailTitle')}
          description={t('campaign.preview.richDetailHint')}
          action={
            <div className={styles.stateActions}>
              {/* The member route signs the visitor in first (wechatAuth). */}
              <Button
                color="primary"
                shape="rounded"
                onClick={() => void navigate(richDetailPath(campaignId))}
              >
                {t('campaign.preview.viewMine')}
              </Button>
              <Button
                color="primary"
                fill="outline"
                shape="rounded"
                onClick={() => void navigate(richListPreviewPath(campaignId))}
              >
                {t('campaign.preview.viewRichList')}
              </Button>
            </div>
          }
        />
      )}
    </div>
  );
}
