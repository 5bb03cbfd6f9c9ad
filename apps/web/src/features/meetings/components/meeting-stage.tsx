import { formatDateTime, type MeetingDetail, type MeetingPreview } from '@ia/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentImage } from '../../../components/content-image';
import { designImageSizes } from '../../../lib/image-variants';
import { MeetingCountdown } from './meeting-countdown';
import styles from './meetings.module.css';

export interface MeetingStageProps {
  meeting: Pick<MeetingDetail | MeetingPreview, 'cover' | 'state' | 'title'> & {
    cancelled_at?: string | null;
  };
  /** Start by this phone's clock, for the countdown of an upcoming meeting. */
  startsAt: number | null;
  onStart?: () => void;
  /** Replaces the state's own words. */
  children?: ReactNode;
}

/**
 * Where the player would be when there is nothing to play: the cover, dimmed, with what is going
 * on: the countdown to the start, 会议已结束 (the recording is on its way), or 会议已取消.
 */
export function MeetingStage({ meeting, startsAt, onStart, children }: MeetingStageProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.stage} aria-label={t('meeting.detail.stage')}>
      <ContentImage className={styles.stageImage} src={meeting.cover} alt="" sizes={designImageSizes(828)} />
      <div className={styles.stageOverlay}>
        {children ?? <StageWords meeting={meeting} startsAt={startsAt} onStart={onStart} />}
      </div>
    </section>
  );
}

function StageWords({ meeting, startsAt, onStart }: Omit<MeetingStageProps, 'children'>) {
  const { t } = useTranslation();
  switch (meeting.state) {
    case 'upcoming':
      return (
        <>
          <p className={styles.stageHint}>{t('meeting.countdown.title')}</p>
          {startsAt !== null ? <MeetingCountdown startsAt={startsAt} onStart={onStart} /> : null}
        </>
      );
    case 'cancelled':
      return (
        <>
          <p className={styles.stageTitle}>{t('meeting.detail.cancelledTitle')}</p>
          {meeting.cancelled_at ? (
            <p className={styles.stageHint}>
              {t('meeting.detail.cancelledAt', { time: formatDateTime(meeting.cancelled_at) })}
            </p>
          ) : null}
        </>
      );
    case 'ended':
      return (
        <>
          <p className={styles.stageTitle}>{t('meeting.detail.endedTitle')}</p>
          <p className={styles.stageHint}>{t('meeting.detail.endedHint')}</p>
        </>
      );
    case 'live':
      return <p className={styles.stageTitle}>{t('meeting.detail.liveTitle')}</p>;
    case 'playback':
      return <p className={styles.stageTitle}>{t('meeting.detail.playbackTitle')}</p>;
    default:
      return <p className={styles.stageTitle}>{meeting.title}</p>;
  }
}
