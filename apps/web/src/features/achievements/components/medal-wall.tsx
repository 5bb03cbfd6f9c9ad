import type { Medal } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { OperatorText, useOperatorName } from '../../../components/operator-text';
import { useClaimAchievement, useMedalWall } from '../api/achievements';
import { achievementDetailPath } from '../lib/achievement-links';
import styles from './achievements.module.css';

const STATE_COLORS = { locked: 'default', claimable: 'warning', claimed: 'success' } as const;

/** What a medal asks for and how far the viewer is (a rank for campaign medals). */
export function MedalProgressText({ medal }: { medal: Medal }) {
  const { t } = useTranslation();
  if (medal.criterion === 'campaign_rank') {
    return (
      <span className={styles.meta}>
        {medal.progress.value === null
          ? t('achievements.rankNone')
          : t('achievements.rankProgress', { rank: medal.progress.value })}
      </span>
    );
  }
  return (
    <span className={styles.meta}>
      {t('achievements.progress', {
        value: Math.min(medal.progress.value ?? 0, medal.threshold),
        threshold: medal.threshold,
      })}
    </span>
  );
}

/** /personal/badge: every medal, earned ones in colour, claimable ones with a claim button. */
export function MedalWall() {
  const { t } = useTranslation();
  const wall = useMedalWall();
  const claim = useClaimAchievement();
  const navigate = useNavigate();
  const operatorName = useOperatorName();

  if (wall.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('app.loading')} style={{ padding: 16 }}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (wall.isError) {
    return (
      <EmptyState
        title={t('achievements.medalsError')}
        action={
          <Button size="small" color="primary" fill="outline" onClick={() => void wall.refetch()}>
            {t('app.retry')}
          </Button>
        }
      />
    );
  }
  if (wall.data.data.length === 0) return <EmptyState title={t('achievements.medalsEmpty')} />;
  return (
    <>
      <div className={styles.summary}>
        <span>{t('achievements.wallSummary', { earned: wall.data.earned, total: wall.data.total })}</span>
        {wall.data.claimable > 0 ? (
          <Tag color="warning">{t('achievements.claimableCount', { count: wall.data.claimable })}</Tag>
        ) : null}
      </div>
      <ul className={styles.grid} aria-label={t('achievements.medalsLabel')}>
        {wall.data.data.map((medal) => (
          <li key={medal.id}>
            <div className={styles.cell}>
              <button
                type="button"
                className={styles.tile}
                aria-label={`${operatorName(medal.name, medal.name_en)} ${t(`achievements.states.${medal.state}`)}`}
                onClick={() => navigate(achievementDetailPath({ type: 'medal', id: medal.id }))}
              >
                {medal.artwork_url ? (
                  <img
                    src={medal.artwork_url}
                    alt=""
                    className={`${styles.artwork} ${medal.state === 'locked' ? styles.locked : ''}`}
                  />
                ) : null}
                <span className={styles.name}>
                  <OperatorText zh={medal.name} en={medal.name_en} />
                </span>
                <Tag color={STATE_COLORS[medal.state]} fill="outline">
                  {t(`achievements.states.${medal.state}`)}
                </Tag>
                {medal.state === 'locked' ? (
                  <>
                    {medal.criterion === 'campaign_rank' ? null : (
                      <ProgressBar percent={medal.progress.percent} className={styles.bar} />
                    )}
                    <MedalProgressText medal={medal} />
                  </>
                ) : null}
              </button>
              {medal.state === 'claimable' ? (
                <Button
                  size="mini"
                  color="primary"
                  loading={claim.isPending && claim.variables?.id === medal.id}
                  onClick={() => claim.mutate({ type: 'medal', id: medal.id })}
                >
                  {t('achievements.claim')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
