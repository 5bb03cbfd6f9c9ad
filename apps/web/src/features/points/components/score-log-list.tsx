import { formatDateTime, type ScoreLogItem } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useScoreLog } from '../api/points';
import styles from './points.module.css';

function ScoreLogRow({ item }: { item: ScoreLogItem }) {
  const negative = item.points < 0;
  return (
    <div className={styles.logRow}>
      <div className={styles.logReason}>
        <span>{item.reason}</span>
        <span className={styles.muted}>{formatDateTime(item.created_at)}</span>
      </div>
      <span className={negative ? `${styles.logPoints} ${styles.logPointsNegative}` : styles.logPoints}>
        {negative ? item.points : `+${item.points}`}
      </span>
    </div>
  );
}

/** 积分明细: every award with its reason, newest first. */
export function ScoreLogList({ loadMoreOnReachBottom }: { loadMoreOnReachBottom?: boolean }) {
  const { t } = useTranslation();
  const log = useScoreLog();
  return (
    <PagedList
      query={log}
      label={t('points.log.label')}
      itemKey={(item) => item.id}
      renderItem={(item) => <ScoreLogRow item={item} />}
      emptyTitle={t('points.log.empty')}
      emptyDescription={t('points.log.emptyHint')}
      loadMoreOnReachBottom={loadMoreOnReachBottom}
    />
  );
}
