import type { CampaignParticipation } from '@ia/shared';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { richDetailPath, richListPath } from '../lib/campaign-links';
import styles from './campaigns.module.css';

export interface CampaignStandingProps {
  campaignId: number;
  participation: CampaignParticipation;
}

/** 我的活动积分: the member's points and rank here, with the rich list and the points details. */
export function CampaignStanding({ campaignId, participation }: CampaignStandingProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.standing} aria-labelledby="campaign-standing-title">
      <h3 id="campaign-standing-title" className={styles.standingTitle}>
        {t('campaign.detail.standing')}
      </h3>
      <div className={styles.stats}>
        <p className={styles.stat}>
          <span className={styles.statValue}>{participation.points}</span>
          <span className={styles.statLabel}>{t('campaign.detail.points')}</span>
        </p>
        <p className={styles.stat}>
          <span className={styles.statValue}>
            {participation.rank === null
              ? t('campaign.detail.unranked')
              : t('campaign.detail.rankValue', { rank: participation.rank })}
          </span>
          <span className={styles.statLabel}>{t('campaign.detail.rank')}</span>
        </p>
      </div>
      <div className={styles.standingLinks}>
        <Link className={styles.standingLink} to={richListPath(campaignId)}>
          {t('campaign.detail.richList')}
          <RightOutline aria-hidden="true" />
        </Link>
        <Link className={styles.standingLink} to={richDetailPath(campaignId)}>
          {t('campaign.detail.richDetail')}
          <RightOutline aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
