import { type CampaignContentPreview, ContentType } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { RichBody } from '../components/rich-body';
import {
  CampaignErrorState,
  CampaignLinkInvalid,
  campaignContentPath,
  campaignsStyles as styles,
  useCampaignContentPreview,
  useIdParam,
} from '../features/campaigns';
import { ApprovalFooter, ContentIntro, DetailSkeleton } from '../features/content-detail';
import { VideoPlayer } from '../features/player';
import detailBlocks from '../styles/detail-blocks.module.css';

/**
 * /activitycontentdetail?id={campaign content}: one content of a campaign for visitors (no
 * login). HCP-only contents arrive without body and video: the summary and a prompt instead.
 * 登录后学习 opens it inside the campaign, where finishing it earns the points.
 */
export function ActivityContentPreviewPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const id = useIdParam();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      {id === null ? <CampaignLinkInvalid title={t('detail.states.missing')} /> : <ContentPreview id={id} />}
    </div>
  );
}

function ContentPreview({ id }: { id: number }) {
  const preview = useCampaignContentPreview(id);
  if (preview.isPending) return <DetailSkeleton />;
  if (preview.isError)
    return <CampaignErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  return <ContentPreviewView item={preview.data} />;
}

function ContentPreviewView({ item }: { item: CampaignContentPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { content } = item;
  const isVideo = content.content_type === ContentType.VIDEO;
  return (
    <>
      <p className={styles.notice}>{t('campaign.preview.readOnly')}</p>
      {!content.restricted && isVideo && content.video_url ? (
        <VideoPlayer src={content.video_url} poster={content.cover} title={content.title} />
      ) : null}
      <ContentIntro content={content} showSummary={content.restricted || isVideo} />
      {!content.restricted && content.body.trim() ? (
        <section className={detailBlocks.section}>
          <RichBody html={content.body} />
        </section>
      ) : null}
      <div className={styles.prompt} role="note">
        <p className={styles.sectionMeta}>
          {t('campaign.preview.campaignOf', { title: item.campaign_title })}
        </p>
        {content.restricted ? (
          <>
            <p className={styles.promptTitle}>{t('campaign.preview.restrictedTitle')}</p>
            <p className={styles.promptHint}>{t('campaign.preview.restrictedHint')}</p>
          </>
        ) : null}
        {item.points > 0 ? (
          <p className={styles.promptHint}>{t('campaign.preview.pointsHint', { points: item.points })}</p>
        ) : null}
        <div className={styles.stateActions}>
          <Button
            color="primary"
            shape="rounded"
            onClick={() => void navigate(campaignContentPath({ ...item, content }))}
          >
            {t('campaign.preview.signInToLearn')}
          </Button>
          {content.restricted ? (
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate('/veeva')}>
              {t('campaign.preview.certify')}
            </Button>
          ) : null}
        </div>
      </div>
      <ApprovalFooter approvalCode={content.approval_code} />
    </>
  );
}
