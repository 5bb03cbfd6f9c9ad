import type { CampaignSectionPreview } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { RichBody } from '../components/rich-body';
import {
  CampaignContentRow,
  CampaignErrorState,
  CampaignLinkInvalid,
  campaignContentPreviewPath,
  campaignSectionPath,
  campaignsStyles as styles,
  useIdParam,
  useSectionPreview,
} from '../features/campaigns';
import { DetailSkeleton } from '../features/content-detail';

/** /activitymoduledetail?id={section}: a campaign section for visitors (no login), read-only. */
export function ActivityModulePreviewPage() {
  const { t } = useTranslation();
  const { title, showBack } = usePageChrome();
  const sectionId = useIdParam();
  return (
    <div className="page">
      <PageHeader title={title} showBack={showBack} />
      {sectionId === null ? (
        <CampaignLinkInvalid title={t('campaign.errors.sectionMissing')} />
      ) : (
        <SectionPreview sectionId={sectionId} />
      )}
    </div>
  );
}

function SectionPreview({ sectionId }: { sectionId: number }) {
  const preview = useSectionPreview(sectionId);
  if (preview.isPending) return <DetailSkeleton />;
  if (preview.isError)
    return <CampaignErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  return <SectionPreviewView section={preview.data} />;
}

function SectionPreviewView({ section }: { section: CampaignSectionPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <p className={styles.notice}>{t('campaign.preview.readOnly')}</p>
      <section className={styles.block} aria-labelledby="section-title">
        <p className={styles.sectionMeta}>
          {t('campaign.preview.campaignOf', { title: section.campaign_title })}
        </p>
        <h2 id="section-title" className={styles.heroTitle}>
          {section.title}
        </h2>
        {section.summary ? <p className={styles.heroSummary}>{section.summary}</p> : null}
        {section.description.trim() ? <RichBody html={section.description} /> : null}
      </section>
      <section className={styles.listBlock} aria-labelledby="section-contents">
        <h3 id="section-contents" className={styles.listTitle}>
          {t('campaign.section.contents')}
        </h3>
        {section.contents.length === 0 ? (
          <EmptyState
            compact
            title={t('campaign.section.empty')}
            description={t('campaign.section.emptyHint')}
          />
        ) : (
          <ul className={styles.plainList} aria-label={t('campaign.section.contents')}>
            {section.contents.map((item) => (
              <li key={item.id}>
                <CampaignContentRow
                  content={item.content}
                  points={item.points}
                  to={campaignContentPreviewPath(item.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.prompt}>
        {/* The member route signs the visitor in first (wechatAuth); the server then decides. */}
        <Button
          color="primary"
          shape="rounded"
          onClick={() => void navigate(campaignSectionPath(section.campaign_id, section.id))}
        >
          {t('campaign.preview.signIn')}
        </Button>
      </div>
    </>
  );
}
