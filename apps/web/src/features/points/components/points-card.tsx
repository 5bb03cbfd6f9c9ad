import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../users';
import { useScoreLog, useSignIn, useSignInStatus } from '../api/points';
import { earnsPoints } from '../hooks/use-points-moments';
import styles from './points.module.css';

/**
 * The member's points on /personal: total and today's, the sign-in streak with the 签到 button
 * (its answer's score shows the points popup), and the way to tasks and the score log.
 */
export interface PointsCardProps {
  /**
   * The ways to 我的任务, 年度任务 and 积分明细 (on /personal). The task page leaves them out: its
   * tabs are those ways, and a second row of them would be a second layer of navigation (issue 16).
   */
  showLinks?: boolean;
}

export function PointsCard({ showLinks = true }: PointsCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const member = earnsPoints(user);
  const status = useSignInStatus(member);
  // Not before registration: the log is a member's (issue 16: /personal asked it and was refused).
  const log = useScoreLog(member);
  const signIn = useSignIn();
  if (!member) return null;

  const firstPage = log.data?.pages[0];
  const signed = status.data?.signed === 1;
  const streak = status.data?.streak ?? 0;
  const signInPoints = status.data?.points ?? 0;

  return (
    <section className={styles.card} aria-label={t('points.card.title')}>
      <div className={styles.cardTop}>
        <div className={styles.figures}>
          <div className={styles.figure}>
            <span className={styles.figureValue}>{firstPage?.points_total ?? '–'}</span>
            <span className={styles.figureLabel}>{t('points.card.total')}</span>
          </div>
          <div className={styles.figure}>
            <span className={styles.figureValue}>{firstPage?.points_today ?? '–'}</span>
            <span className={styles.figureLabel}>{t('points.card.today')}</span>
          </div>
        </div>
        <Button
          color="primary"
          shape="rounded"
          size="small"
          disabled={signed || !status.data}
          loading={signIn.isPending}
          onClick={() => signIn.mutate()}
        >
          {signed
            ? t('points.card.signed')
            : signInPoints > 0
              ? t('points.card.signIn', { points: signInPoints })
              : t('points.card.signInPlain')}
        </Button>
      </div>
      <div className={styles.streak}>
        {streak > 0 ? t('points.card.streak', { count: streak }) : t('points.card.noStreak')}
      </div>
      {showLinks ? (
        <div className={styles.links}>
          <Button size="small" fill="outline" onClick={() => void navigate('/personal/task')}>
            {t('points.card.tasks')}
          </Button>
          <Button size="small" fill="outline" onClick={() => void navigate('/annual/task')}>
            {t('points.card.annual')}
          </Button>
          <Button size="small" fill="outline" onClick={() => void navigate('/personal/task?tab=log')}>
            {t('points.card.log')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
