import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { useRouteMeta } from '../app/routes/use-route-meta';
import { PageHeader } from '../components/page-header';
import {
  CampaignLinkInvalid,
  RichListView,
  richListPath,
  campaignsStyles as styles,
  useIdParam,
} from '../features/campaigns';

/** /activityrichlist?id={campaign}: the campaign's ranking for visitors (masked names, no own row). */
export function ActivityRichListPreviewPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const campaignId = useIdParam();
  if (campaignId === null) {
    return (
      <div className="page">
        <PageHeader title={title} showBack={showBack} />
        <CampaignLinkInvalid title={t('campaign.errors.missing')} />
      </div>
    );
  }
  return (
    <div className="page">
      <PageHeader
        title={title}
        showBack={showBack}
        right={
          <Button
            size="mini"
            shape="rounded"
            color="primary"
            onClick={() => void navigate(richListPath(campaignId))}
          >
            {t('campaign.preview.signIn')}
          </Button>
        }
      />
      <p className={styles.notice}>{t('campaign.preview.richListHint')}</p>
      <RichListView
        source="preview"
        campaignId={campaignId}
        loadMoreOnReachBottom={meta?.loadMoreOnReachBottom}
      />
    </div>
  );
}
