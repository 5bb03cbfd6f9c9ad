import type { MeetingDetail } from '@ia/shared';
import EyeOutline from 'antd-mobile-icons/es/EyeOutline';
import { useTranslation } from 'react-i18next';
import { VideoPlayer } from '../../player';
import { useMeetingLive } from '../hooks/use-meeting-live';
import { useMeetingViewing } from '../hooks/use-meeting-viewing';
import { MeetingStateBadge } from './meeting-marks';
import styles from './meetings.module.css';

export interface MeetingLivePlayerProps {
  meeting: Pick<MeetingDetail, 'id' | 'title' | 'cover' | 'state' | 'live_url' | 'viewing' | 'watching_now'>;
}

/**
 * The live meeting: the HLS stream inline (WeChat attributes and hls.js come with the player),
 * MEETING_VIEW heartbeats while it plays, and 「N 人正在观看」 refreshed by the live poll.
 */
export function MeetingLivePlayer({ meeting }: MeetingLivePlayerProps) {
  const { t } = useTranslation();
  const video = useMeetingViewing(meeting.id, meeting.viewing, 'live');
  const { watchingNow } = useMeetingLive(meeting);
  return (
    <>
      {meeting.live_url ? (
        <VideoPlayer
          src={meeting.live_url}
          poster={meeting.cover}
          title={meeting.title}
          live
          videoRef={video.videoRef}
          onPlayingChange={video.onPlayingChange}
          onHoldChange={video.onHoldChange}
        />
      ) : null}
      <div className={styles.liveBar}>
        <MeetingStateBadge state="live" />
        <span className={styles.watching} aria-live="polite">
          <EyeOutline aria-hidden="true" />
          {t('meeting.live.watching', { count: watchingNow })}
        </span>
      </div>
    </>
  );
}
