import { type CampaignDetail, TypeMap } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { RichBody } from '../components/rich-body';
import {
  CampaignErrorState,
  CampaignFormEntry,
  CampaignHero,
  CampaignIdPage,
  CampaignLikeButton,
  CampaignStanding,
  campaignEnterPath,
  SectionCards,
  campaignsStyles as styles,
  useCampaign,
} from '../features/campaigns';
import { CommentSection } from '../features/comments';
import { ApprovalFooter } from '../features/content-detail';
import { useShareCard } from '../features/sharing';

/**
 * /activity/detail?id=&typeMap=7: the campaign page. The member's points and rank (with the rich
 * list), the description, the sections, the sign-up form, likes and comments on the campaign
 * (type 6), and the approval code at the foot. Not joined yet → 参加活动 goes through the entry.
 */
export function ActivityDetailPage() {
  return (
    <CampaignIdPage chrome={usePageChrome()}>
      {(campaignId) => <CampaignPage campaignId={campaignId} />}
    </CampaignIdPage>
  );
}

function CampaignPage({ campaignId }: { campaignId: number }) {
  const campaign = useCampaign(campaignId);
  if (campaign.isPending) {
    return (
      <div role="status" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (campaign.isError || !campaign.data) {
    return <CampaignErrorState error={campaign.error} onRetry={() => void campaign.refetch()} />;
  }
  return <CampaignDetailView campaign={campaign.data} />;
}

function CampaignDetailView({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useShareCard({
    title: campaign.title,
    desc: campaign.summary,
    imgUrl: campaign.cover,
    contentId: campaign.id,
  });
  const joined = campaign.participation.joined;
  const topSections = campaign.sections.filter((section) => section.parent_id === null);
  return (
    <>
      <CampaignHero campaign={campaign} />
      {joined ? (
        <CampaignStanding campaignId={campaign.id} participation={campaign.participation} />
      ) : (
        <div className={styles.joinBar}>
          <span>{t('campaign.detail.joinHint')}</span>
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => void navigate(campaignEnterPath(campaign.id))}
          >
            {t('campaign.detail.join')}
          </Button>
        </div>
      )}
      {campaign.description.trim() ? (
        <section className={styles.block} aria-labelledby="campaign-description">
          <div className={styles.blockHeader}>
            <h3 id="campaign-description" className={styles.blockTitle}>
              {t('campaign.detail.description')}
            </h3>
          </div>
          <RichBody html={campaign.description} />
        </section>
      ) : null}
      <section className={styles.block} aria-labelledby="campaign-sections">
        <div className={styles.blockHeader}>
          <h3 id="campaign-sections" className={styles.blockTitle}>
            {t('campaign.detail.sections')}
          </h3>
        </div>
        <SectionCards campaignId={campaign.id} sections={topSections} label={t('campaign.detail.sections')} />
      </section>
      {joined && campaign.has_form ? (
        <CampaignFormEntry campaignId={campaign.id} formPoints={campaign.form_points} />
      ) : null}
      <div className={styles.actions}>
        <CampaignLikeButton campaignId={campaign.id} />
      </div>
      <ApprovalFooter approvalCode={campaign.approval_code} />
      <CommentSection
        target={{ contentId: campaign.id, type: TypeMap.CAMPAIGN }}
        enabled={campaign.comments_enabled}
        count={0}
      />
    </>
  );
}
