import type { CampaignSummary } from '@ia/shared';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { campaignEnterPath } from '../lib/campaign-links';
import { CampaignAudienceTag, CampaignDates, CampaignStateTag, ParticipantCount } from './campaign-badges';
import styles from './campaigns.module.css';

export interface CampaignCardProps {
  campaign: CampaignSummary;
  /** The title as shown (search results mark the matched terms); the campaign's title otherwise. */
  title?: ReactNode;
}

/**
 * A campaign in the activity list: cover with its state, title, dates, participants and 已参加.
 * Every tap goes through the entry, which knows whether to join, show the poster or open it.
 */
export function CampaignCard({ campaign, title }: CampaignCardProps) {
  const { t } = useTranslation();
  return (
    <Link className={styles.card} to={campaignEnterPath(campaign.id)}>
      <span className={styles.cover}>
        <ContentImage className={styles.coverImage} src={campaign.cover} alt="" />
        <span className={styles.coverTags}>
          <CampaignStateTag state={campaign.state} />
          <CampaignAudienceTag audience={campaign.audience} />
        </span>
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{title ?? campaign.title}</span>
        <span className={styles.cardMeta}>
          <CampaignDates campaign={campaign} />
          <ParticipantCount count={campaign.participant_count} />
          {campaign.joined ? (
            <span className={styles.joined}>
              <CheckCircleFill aria-hidden="true" /> {t('campaign.card.joined')}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
