import type { CampaignSection } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { EmptyState } from '../../../components/empty-state';
import { campaignSectionPath } from '../lib/campaign-links';
import styles from './campaigns.module.css';

export interface SectionCardsProps {
  campaignId: number;
  sections: readonly CampaignSection[];
  /** Names the grid (活动模块, 子模块). */
  label: string;
}

/** A campaign's sections (or a section's modules) as cards; a tap opens its contents. */
export function SectionCards({ campaignId, sections, label }: SectionCardsProps) {
  const { t } = useTranslation();
  if (sections.length === 0) return <EmptyState compact title={t('campaign.detail.sectionsEmpty')} />;
  return (
    <ul className={styles.sections} aria-label={label}>
      {sections.map((section) => (
        <li key={section.id}>
          <Link className={styles.sectionCard} to={campaignSectionPath(campaignId, section.id)}>
            <span className={styles.sectionCover}>
              <ContentImage className={styles.coverImage} src={section.cover} alt="" />
            </span>
            <span className={styles.sectionText}>
              <span className={styles.sectionTitle}>{section.title}</span>
              <span className={styles.sectionMeta}>
                {section.child_count > 0
                  ? t('campaign.detail.childCount', { count: section.child_count })
                  : t('campaign.detail.sectionCount', { count: section.content_count })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
