import type { CampaignContent } from '@ia/shared';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { RichBody } from '../../../components/rich-body';
import { useAcceptDescription } from '../api/campaign-membership';
import { useChildSections, useSection, useSectionContents } from '../api/get-sections';
import { campaignContentPath } from '../lib/campaign-links';
import { CampaignContentRow } from './campaign-content-row';
import { CampaignErrorState } from './campaign-states';
import styles from './campaigns.module.css';
import { DescriptionGate } from './description-gate';
import { SectionCards } from './section-cards';

export interface SectionViewProps {
  sectionId: number;
  loadMoreOnReachBottom?: boolean;
}

/**
 * /activity/secondList: a section's description (accepted first when it asks for it), its
 * modules, and its contents. A content opens on the detail page with the campaign and section in
 * the address, so the learning time is credited inside the campaign.
 */
export function SectionView({ sectionId, loadMoreOnReachBottom }: SectionViewProps) {
  const { t } = useTranslation();
  const section = useSection(sectionId);
  const detail = section.data;
  const campaignId = detail?.campaign_id ?? 0;
  const accept = useAcceptDescription(campaignId, sectionId);
  const locked = Boolean(detail?.requires_desc) && !detail?.desc_accepted;
  const unlocked = detail !== undefined && !locked;
  const children = useChildSections(sectionId, unlocked && (detail?.child_count ?? 0) > 0);
  const showContents = unlocked && (detail.content_count > 0 || detail.child_count === 0);
  const contents = useSectionContents(sectionId, showContents);

  if (section.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (section.isError)
    return <CampaignErrorState error={section.error} onRetry={() => void section.refetch()} />;
  const current = section.data;
  if (locked) {
    return (
      <DescriptionGate
        title={current.title}
        description={current.description}
        scope="section"
        accepting={accept.isPending}
        onAccept={() => accept.mutate()}
      />
    );
  }

  return (
    <>
      <section className={styles.block} aria-labelledby="section-title">
        <h2 id="section-title" className={styles.heroTitle}>
          {current.title}
        </h2>
        {current.summary ? <p className={styles.heroSummary}>{current.summary}</p> : null}
        {current.description.trim() ? <RichBody html={current.description} /> : null}
      </section>
      {current.child_count > 0 ? (
        <section className={styles.block} aria-labelledby="section-children">
          <div className={styles.blockHeader}>
            <h3 id="section-children" className={styles.blockTitle}>
              {t('campaign.section.children')}
            </h3>
          </div>
          {children.isPending ? (
            <Skeleton.Paragraph lineCount={3} animated />
          ) : children.isError ? (
            <CampaignErrorState error={children.error} onRetry={() => void children.refetch()} />
          ) : (
            <SectionCards
              campaignId={current.campaign_id}
              sections={children.data}
              label={t('campaign.section.children')}
            />
          )}
        </section>
      ) : null}
      {showContents ? (
        <section className={styles.listBlock} aria-labelledby="section-contents">
          <h3 id="section-contents" className={styles.listTitle}>
            {t('campaign.section.contents')}
          </h3>
          <PagedList<CampaignContent>
            query={contents}
            label={t('campaign.section.contents')}
            itemKey={(item) => item.id}
            renderItem={(item) => (
              <CampaignContentRow
                content={item.content}
                points={item.points}
                finished={item.finished}
                to={campaignContentPath(item)}
              />
            )}
            emptyTitle={t('campaign.section.empty')}
            emptyDescription={t('campaign.section.emptyHint')}
            loadMoreOnReachBottom={loadMoreOnReachBottom}
          />
        </section>
      ) : null}
    </>
  );
}
