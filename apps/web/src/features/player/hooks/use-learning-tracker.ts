import { HEARTBEAT_INTERVAL_S, type LearnSession } from '@ia/shared';
import { useMemo } from 'react';
import { isRetryableHeartbeatError, sendHeartbeat } from '../api/learn-session';
import { type HeartbeatPayload, learningBeats } from '../learning-tracker';
import {
  type HeartbeatClockControls,
  type HeartbeatClockSpec,
  useHeartbeatClock,
} from './use-heartbeat-clock';

/** The campaign (and section) a content was opened from: its learning time is credited there too. */
export interface CampaignCredit {
  campaignId: number;
  sectionId: number | null;
}

export interface LearningTarget {
  contentId: number;
  /** typeMap of the content. */
  type: number;
  contentType: number;
  campaign?: CampaignCredit | null;
}

export type LearningClockControls = HeartbeatClockControls;

/**
 * Runs the learning clock of one visit once the session is open: LEARN heartbeats (POST
 * learn-log) while active, a keepalive flush when the tab is hidden, on pagehide and on leaving
 * the page (unmount) or switching content. Returns stable controls the player (or the reading
 * activity) drives; what they said before the session opened is applied when it does.
 */
export function useLearningTracker(
  session: LearnSession | undefined,
  target: LearningTarget | null,
  getPosition: () => number,
): LearningClockControls {
  const sessionNum = session?.session_num;
  const interval = session?.heartbeat_interval;
  const contentId = target?.contentId;
  const type = target?.type;
  const contentType = target?.contentType;
  const campaignId = target?.campaign?.campaignId;
  const sectionId = target?.campaign?.sectionId ?? undefined;

  const spec = useMemo<HeartbeatClockSpec<HeartbeatPayload> | null>(() => {
    if (
      sessionNum === undefined ||
      contentId === undefined ||
      type === undefined ||
      contentType === undefined
    ) {
      return null;
    }
    const beat = learningBeats({ sessionNum, contentId, type, contentType });
    return {
      key: `learn:${sessionNum}:${contentId}:${type}:${contentType}:${campaignId ?? ''}:${sectionId ?? ''}`,
      intervalSeconds: interval && interval > 0 ? interval : HEARTBEAT_INTERVAL_S,
      makeBeat:
        campaignId === undefined
          ? beat
          : (sequence, seconds, position) => ({
              ...beat(sequence, seconds, position),
              campain_id: campaignId,
              section_id: sectionId,
            }),
      send: sendHeartbeat,
      isRetryable: isRetryableHeartbeatError,
    };
  }, [sessionNum, interval, contentId, type, contentType, campaignId, sectionId]);

  return useHeartbeatClock(spec, getPosition);
}
