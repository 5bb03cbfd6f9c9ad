import { MeetingTimeType, type MeetingViewing, TypeMap } from '@ia/shared';
import { useMemo } from 'react';
import {
  type HeartbeatClockSpec,
  isRetryableHeartbeatError,
  useVideoHeartbeats,
  type VideoClock,
} from '../../player';
import { type MeetingViewBeat, sendMeetingView } from '../api/send-meeting-view';

export type MeetingViewMode = 'live' | 'playback';

/**
 * The watching clock of a meeting: the player's learning clock (same active-time rule, retries
 * and keepalive flushes) posting MEETING_VIEW heartbeats to score-log/meetingview with the
 * viewing session of GET meeting/{id}, every `heartbeat_interval` seconds of actual playing.
 * The server decides live or playback from the meeting's state; `time_type` says what the page
 * played. Without a viewing session (not allowed, nothing to watch) no clock runs.
 */
export function useMeetingViewing(
  meetingId: number,
  viewing: MeetingViewing | null,
  mode: MeetingViewMode,
): VideoClock {
  const sessionNum = viewing?.session_num;
  const interval = viewing?.heartbeat_interval;
  const spec = useMemo<HeartbeatClockSpec<MeetingViewBeat> | null>(() => {
    if (!sessionNum) return null;
    const live = mode === 'live';
    return {
      key: `meeting:${sessionNum}:${meetingId}:${mode}`,
      intervalSeconds: interval,
      makeBeat: (sequence, seconds, position) => ({
        session_num: sessionNum,
        sequence,
        content_id: meetingId,
        type: TypeMap.MEETING,
        action_type: 'MEETING_VIEW',
        total_tims: seconds,
        // A live stream has no position worth keeping; playback resumes from it.
        position: live ? 0 : position,
        time_type: live ? MeetingTimeType.LIVE : MeetingTimeType.PLAYBACK,
      }),
      send: sendMeetingView,
      isRetryable: isRetryableHeartbeatError,
    };
  }, [sessionNum, interval, meetingId, mode]);
  return useVideoHeartbeats(spec);
}
