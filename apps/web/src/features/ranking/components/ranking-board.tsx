import {
  formatDateTime,
  RANKING_PERIOD_NAMES,
  type RankingEntry,
  type RankingList,
  type RankingPeriodValue,
  RankingRole,
  type RankingRoleValue,
} from '@ia/shared';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useRankingList } from '../api/get-ranking-list';
import styles from './ranking.module.css';

const PERIODS = [1, 2, 3] as const satisfies readonly RankingPeriodValue[];
const MEDALS: Record<number, string | undefined> = { 1: styles.medal1, 2: styles.medal2, 3: styles.medal3 };

function RankCell({ rank }: { rank: number }) {
  const { t } = useTranslation();
  const medal = MEDALS[rank];
  return (
    <span
      className={medal ? `${styles.rank} ${styles.medal} ${medal}` : styles.rank}
      role="img"
      aria-label={t('ranking.rank', { rank })}
    >
      {rank}
    </span>
  );
}

function Avatar({ entry }: { entry: RankingEntry }) {
  if (entry.avatar) return <ContentImage className={styles.avatar} src={entry.avatar} alt="" sizes="36px" />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {Array.from(entry.name)[0]}
    </span>
  );
}

/** One person on a board: rank (medals for the first three), avatar, name, hospital, points. */
function RankingRow({ entry }: { entry: RankingEntry }) {
  const { t } = useTranslation();
  return (
    <div className={entry.me ? `${styles.row} ${styles.rowMe}` : styles.row}>
      <RankCell rank={entry.rank} />
      <Avatar entry={entry} />
      <span className={styles.person}>
        <span className={styles.name}>
          {entry.name}
          {entry.me ? (
            <>
              {' '}
              <Tag color="primary" fill="outline">
                {t('ranking.me')}
              </Tag>
            </>
          ) : null}
        </span>
        {entry.hospital ? <span className={styles.hospital}>{entry.hospital}</span> : null}
      </span>
      <span className={styles.points}>{t('ranking.points', { points: entry.points })}</span>
    </div>
  );
}

/** 我的排名: the viewer's row between the people just above and below, or why they have none. */
function MyStanding({ list }: { list: RankingList }) {
  const { t } = useTranslation();
  const neighbours = list.me ? [...list.above, list.me, ...list.below] : [];
  const absence = list.standing === 'ranked' ? 'no_points' : list.standing;
  return (
    <section className={styles.mine} aria-label={t('ranking.mine')}>
      <h2 className={styles.mineTitle}>
        {list.me
          ? `${t('ranking.mine')} · ${t('ranking.myRank', { rank: list.me.rank })}`
          : t('ranking.mine')}
      </h2>
      {list.me ? (
        <ol className={styles.neighbours} aria-label={t('ranking.neighbours')}>
          {neighbours.map((entry) => (
            <li key={entry.position}>
              <RankingRow entry={entry} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.mineHint}>
          <strong>{t(`ranking.standing.${absence}`)}</strong>
          <br />
          {t(`ranking.standing.${absence}Hint`)}
          {absence === 'other_role' ? (
            <>
              {' '}
              <Link className={styles.mineLink} to="/rankinfo">
                {t('ranking.editTitle')}
              </Link>
            </>
          ) : null}
        </p>
      )}
    </section>
  );
}

function Board({
  period,
  role,
  loadMoreOnReachBottom,
}: {
  period: RankingPeriodValue;
  role: RankingRoleValue;
  loadMoreOnReachBottom?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const list = useRankingList(period, role);
  const firstPage = list.data?.pages[0];
  return (
    <>
      {firstPage ? <MyStanding list={firstPage} /> : null}
      {firstPage?.refreshed_at ? (
        <p className={styles.updated}>
          {t('ranking.updatedAt', { time: formatDateTime(firstPage.refreshed_at) })}
        </p>
      ) : null}
      <PagedList<RankingEntry>
        query={list}
        label={t('ranking.listLabel')}
        itemKey={(entry) => entry.position}
        renderItem={(entry) => <RankingRow entry={entry} />}
        emptyTitle={t('ranking.empty')}
        emptyDescription={t('ranking.emptyHint')}
        errorTitle={t('ranking.error')}
        loadMoreOnReachBottom={loadMoreOnReachBottom}
      />
    </>
  );
}

export interface RankingBoardProps {
  loadMoreOnReachBottom?: boolean | undefined;
}

/** /personal/rank: total, monthly and weekly boards, filtered by role group. */
export function RankingBoard({ loadMoreOnReachBottom }: RankingBoardProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RankingPeriodValue>(1);
  const [role, setRole] = useState<RankingRoleValue>('all');
  return (
    <>
      <div className={styles.filters}>
        <Tabs
          activeKey={String(period)}
          onChange={(key) => setPeriod(Number(key) as RankingPeriodValue)}
          aria-label={t('ranking.periodLabel')}
        >
          {PERIODS.map((value) => (
            <Tabs.Tab key={value} title={t(`ranking.periods.${RANKING_PERIOD_NAMES[value]}`)} />
          ))}
        </Tabs>
        <CapsuleTabs activeKey={role} onChange={(key) => setRole(key as RankingRoleValue)}>
          {RankingRole.map((value) => (
            <CapsuleTabs.Tab key={value} title={t(`ranking.roles.${value}`)} />
          ))}
        </CapsuleTabs>
      </div>
      <Board
        key={`${period}:${role}`}
        period={period}
        role={role}
        loadMoreOnReachBottom={loadMoreOnReachBottom}
      />
    </>
  );
}
