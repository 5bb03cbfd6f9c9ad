import { formatDateTime, type RichDetail } from '@ia/shared';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { richListPath } from '../lib/campaign-links';
import styles from './campaigns.module.css';

/** 积分明细: the member's total and rank in the campaign, and each award with its reason. */
export function RichDetailView({ detail }: { detail: RichDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.standing} aria-labelledby="rich-detail-title">
        <h2 id="rich-detail-title" className={styles.standingTitle}>
          {detail.title}
        </h2>
        <div className={styles.stats}>
          <p className={styles.stat}>
            <span className={styles.statValue}>{detail.points}</span>
            <span className={styles.statLabel}>{t('campaign.richDetail.total')}</span>
          </p>
          <p className={styles.stat}>
            <span className={styles.statValue}>
              {detail.rank === null
                ? t('campaign.detail.unranked')
                : t('campaign.detail.rankValue', { rank: detail.rank })}
            </span>
            <span className={styles.statLabel}>{t('campaign.richDetail.rank')}</span>
          </p>
        </div>
        <div className={styles.standingLinks}>
          <Link className={styles.standingLink} to={richListPath(detail.campaign_id)}>
            {t('campaign.richDetail.viewRichList')}
            <RightOutline aria-hidden="true" />
          </Link>
        </div>
      </section>
      <section className={styles.listBlock} aria-labelledby="rich-detail-entries">
        <h3 id="rich-detail-entries" className={styles.listTitle}>
          {t('campaign.richDetail.entries')}
        </h3>
        {detail.entries.length === 0 ? (
          <EmptyState
            compact
            title={t('campaign.richDetail.empty')}
            description={t('campaign.richDetail.emptyHint')}
          />
        ) : (
          <ul className={styles.entries} aria-label={t('campaign.richDetail.entries')}>
            {detail.entries.map((entry, index) => (
              // Awards are listed as the server orders them and never reorder on the page.
              // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id.
              <li key={index} className={styles.entry}>
                <span>
                  <span className={styles.entryReason}>{entry.reason}</span>
                  <br />
                  <time className={styles.entryTime} dateTime={entry.created_at}>
                    {formatDateTime(entry.created_at)}
                  </time>
                </span>
                <span className={styles.entryPoints}>+{entry.points}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
