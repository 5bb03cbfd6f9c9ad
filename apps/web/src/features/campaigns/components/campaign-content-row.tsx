import { type ContentSummary, ContentType, formatDuration } from '@ia/shared';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { ContentKindMark, contentStyles, HcpBadge } from '../../content';
import styles from './campaigns.module.css';

export interface CampaignContentRowProps {
  content: ContentSummary;
  points: number;
  /** Whether the viewer earned the points already (unknown in previews). */
  finished?: boolean;
  /** Where a tap goes: the detail page inside the campaign, or the public preview. */
  to: string;
}

/** A content of a campaign section: cover, title, speaker, and the points finishing it earns here. */
export function CampaignContentRow({ content, points, finished = false, to }: CampaignContentRowProps) {
  const { t } = useTranslation();
  const durationText = content.content_type === ContentType.VIDEO ? formatDuration(content.duration) : '';
  return (
    <Link className={styles.contentRow} to={to}>
      <span className={styles.contentCover}>
        <ContentImage className={styles.coverImage} src={content.cover} alt="" />
        <span className={contentStyles.coverMark}>
          <ContentKindMark contentType={content.content_type} durationText={durationText} />
        </span>
      </span>
      <span className={styles.contentBody}>
        <span className={styles.contentTitle}>{content.title}</span>
        {content.speaker ? (
          <span className={styles.contentMeta}>
            {[content.speaker.name, content.speaker.hospital].filter(Boolean).join(' · ')}
          </span>
        ) : null}
        <span className={styles.contentMeta}>
          {content.hcp_only ? <HcpBadge /> : null}
          {finished ? (
            <span className={styles.earned}>
              <CheckCircleFill aria-hidden="true" /> {t('campaign.section.earned')}
            </span>
          ) : points > 0 ? (
            <span className={styles.points}>{t('campaign.section.points', { points })}</span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
