import type { CampaignDetail } from '@ia/shared';
import { ContentImage } from '../../../components/content-image';
import { CampaignAudienceTag, CampaignDates, CampaignStateTag, ParticipantCount } from './campaign-badges';
import styles from './campaigns.module.css';

/** The top of the campaign page: cover, title, summary, state, dates and participants. */
export function CampaignHero({ campaign }: { campaign: CampaignDetail }) {
  return (
    <section className={styles.hero} aria-labelledby="campaign-title">
      <span className={styles.cover}>
        <ContentImage className={styles.coverImage} src={campaign.cover} alt="" />
        <span className={styles.coverTags}>
          <CampaignStateTag state={campaign.state} />
          <CampaignAudienceTag audience={campaign.audience} />
        </span>
      </span>
      <div className={styles.heroBody}>
        <h2 id="campaign-title" className={styles.heroTitle}>
          {campaign.title}
        </h2>
        {campaign.summary ? <p className={styles.heroSummary}>{campaign.summary}</p> : null}
        <p className={`${styles.cardMeta} ${styles.heroMeta}`}>
          <CampaignDates campaign={campaign} />
          <ParticipantCount count={campaign.participant_count} />
        </p>
      </div>
    </section>
  );
}
