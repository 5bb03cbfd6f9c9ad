import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { countdownClock, countdownParts } from '../lib/countdown';
import styles from './meetings.module.css';

export interface MeetingCountdownProps {
  /** When the meeting starts, by this phone's clock (lib/countdown.ts localStartTime). */
  startsAt: number;
  /** The time is up: the page asks the server whether the meeting is live. */
  onStart?: () => void;
}

/** 距开始还有 1 天 02:03:04, ticking every second; 即将开始 once the time is up. */
export function MeetingCountdown({ startsAt, onStart }: MeetingCountdownProps) {
  const { t } = useTranslation();
  const remaining = useCountdown(startsAt, onStart) ?? 0;
  if (remaining <= 0) {
    return (
      <p className={styles.countdown} role="timer">
        {t('meeting.countdown.starting')}
      </p>
    );
  }
  const parts = countdownParts(remaining);
  const clock = countdownClock(parts);
  return (
    <p className={styles.countdown} role="timer">
      {parts.days > 0
        ? t('meeting.countdown.withDays', { days: parts.days, clock })
        : t('meeting.countdown.clock', { clock })}
    </p>
  );
}
