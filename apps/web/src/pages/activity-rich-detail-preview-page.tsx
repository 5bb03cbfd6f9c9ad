import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { EmptyState } from '../components/empty-state';
import {
  CampaignIdPage,
  richDetailPath,
  richListPreviewPath,
  campaignsStyles as styles,
} from '../features/campaigns';

/**
 * /activityrichdetail?id={campaign}: points are personal, so the preview only explains that
 * signing in shows them, with the way to sign in and the public rich list.
 */
export function ActivityRichDetailPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CampaignIdPage chrome={usePageChrome()}>
      {(campaignId) => (
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
    </CampaignIdPage>
  );
}
