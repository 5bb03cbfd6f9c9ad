import type { RichListEntry } from '@ia/shared';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { ContentImage } from '../../../components/content-image';
import { PagedList } from '../../../components/paged-list/paged-list';
import { type RichListSource, useRichList } from '../api/get-rich-list';
import styles from './campaigns.module.css';

const MEDAL_CLASSES: Record<number, string | undefined> = {
  1: styles.medal1,
  2: styles.medal2,
  3: styles.medal3,
};

/**
 * Rows have no id; rank, the masked name, hospital and points tell them apart well enough to
 * merge pages (a row pushed onto the next page by a newcomer is shown once).
 */
function entryKey(entry: RichListEntry): string {
  return [entry.rank, entry.name, entry.hospital ?? '', entry.points, entry.avatar ?? ''].join('|');
}

/** The rank: a gold, silver or bronze medal for the first three, the number after them. */
function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation();
  const medal = MEDAL_CLASSES[rank];
  const label = t('campaign.richList.rank', { rank });
  return (
    <span className={styles.rankCell}>
      {medal ? (
        <span className={`${styles.medal} ${medal}`} role="img" aria-label={label}>
          {rank}
        </span>
      ) : (
        <>
          <span className={styles.visuallyHidden}>{label}</span>
          <span aria-hidden="true">{rank}</span>
        </>
      )}
    </span>
  );
}

function RichListRow({ entry }: { entry: RichListEntry }) {
  const { t } = useTranslation();
  return (
    <div className={entry.me ? `${styles.richRow} ${styles.richRowMe}` : styles.richRow}>
      <RankBadge rank={entry.rank} />
      <Avatar entry={entry} />
      <span className={styles.person}>
        <span className={styles.personName}>
          {entry.name}
          {entry.me ? (
            <>
              {' '}
              <Tag color="primary" fill="outline">
                {t('campaign.richList.me')}
              </Tag>
            </>
          ) : null}
        </span>
        {entry.hospital ? <span className={styles.personHospital}>{entry.hospital}</span> : null}
      </span>
      <span className={styles.personPoints}>{t('campaign.richList.points', { points: entry.points })}</span>
    </div>
  );
}

function Avatar({ entry }: { entry: RichListEntry }) {
  if (entry.avatar) return <ContentImage className={styles.avatar} src={entry.avatar} alt="" />;
  return (
    <span className={`${styles.avatar} ${styles.avatarInitial}`} aria-hidden="true">
      {Array.from(entry.name)[0]}
    </span>
  );
}

/** 我的排名, pinned above the list: the viewer's own row, or how to get on it. */
function MyRank({ me }: { me: RichListEntry | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.mine} aria-label={t('campaign.richList.mine')}>
      <div className={styles.mineCard}>
        {me ? (
          <>
            <RankBadge rank={me.rank} />
            <Avatar entry={me} />
            <span className={styles.person}>
              <span className={styles.personName}>{me.name}</span>
              {me.hospital ? <span className={styles.personHospital}>{me.hospital}</span> : null}
            </span>
            <span className={styles.personPoints}>
              {t('campaign.richList.points', { points: me.points })}
            </span>
          </>
        ) : (
          <span className={styles.mineHint}>
            <strong>{t('campaign.richList.noPoints')}</strong>
            <br />
            {t('campaign.richList.noPointsHint')}
          </span>
        )}
      </div>
    </section>
  );
}

export interface RichListViewProps {
  source: RichListSource;
  campaignId: number;
  loadMoreOnReachBottom?: boolean;
}

/**
 * A campaign's ranking by the points earned in it (names masked by the server), page by page;
 * members see their own row pinned above it.
 */
export function RichListView({ source, campaignId, loadMoreOnReachBottom }: RichListViewProps) {
  const { t } = useTranslation();
  const list = useRichList(source, campaignId);
  const firstPage = list.data?.pages[0];
  return (
    <>
      {source === 'member' && firstPage ? <MyRank me={firstPage.me} /> : null}
      <PagedList<RichListEntry>
        query={list}
        label={t('campaign.richList.label')}
        itemKey={entryKey}
        renderItem={(entry) => <RichListRow entry={entry} />}
        emptyTitle={t('campaign.richList.empty')}
        emptyDescription={t('campaign.richList.emptyHint')}
        errorTitle={t('campaign.richList.error')}
        loadMoreOnReachBottom={loadMoreOnReachBottom}
      />
    </>
  );
}
