import type { MeetingAudienceValue, MeetingStateValue } from '@ia/shared';
import { useTranslation } from 'react-i18next';
import styles from './meetings.module.css';

const STATE_CLASS: Record<MeetingStateValue, string | undefined> = {
  live: styles.stateLive,
  upcoming: styles.stateUpcoming,
  playback: styles.statePlayback,
  ended: styles.stateEnded,
  cancelled: styles.stateCancelled,
};

/** 直播中, 即将开始, 回放, 已结束 or 已取消, coloured by state. */
export function MeetingStateBadge({ state }: { state: MeetingStateValue }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.state} ${STATE_CLASS[state] ?? ''}`}>{t(`meeting.states.${state}`)}</span>
  );
}

/**
 * 认证可见 or 特定用户: the list shows meetings the viewer may not watch; opening one is refused
 * by the server, which says why.
 */
export function AudienceBadge({ audience }: { audience: MeetingAudienceValue }) {
  const { t } = useTranslation();
  if (audience === 'all') return null;
  return <span className={styles.audience}>{t(`meeting.audience.${audience}`)}</span>;
}
