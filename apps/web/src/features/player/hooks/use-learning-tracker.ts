import { HEARTBEAT_INTERVAL_S, type LearnSession } from '@ia/shared';
import { useCallback, useEffect, useRef } from 'react';
import { isRetryableHeartbeatError, sendHeartbeat } from '../api/learn-session';
import { createLearningTracker, type LearningTracker } from '../learning-tracker';

export interface LearningTarget {
  contentId: number;
  /** typeMap of the content. */
  type: number;
  contentType: number;
}

export interface LearningClockControls {
  /** Playing (video) or reading (text-and-image). */
  setPlaying: (playing: boolean) => void;
  /** Seeking or buffering. */
  setHolding: (holding: boolean) => void;
}

function pageVisible(): boolean {
  return document.visibilityState !== 'hidden';
}

/**
 * Runs the learning clock of one visit once the session is open: heartbeats while active, a
 * keepalive flush when the tab is hidden, on pagehide and on leaving the page (unmount) or
 * switching content. Returns stable controls the player (or the reading activity) drives;
 * what they said before the session opened is applied when it does.
 */
export function useLearningTracker(
  session: LearnSession | undefined,
  target: LearningTarget | null,
  getPosition: () => number,
): LearningClockControls {
  const trackerRef = useRef<LearningTracker | null>(null);
  const stateRef = useRef({ playing: false, holding: false });
  const positionRef = useRef(getPosition);
  positionRef.current = getPosition;

  const sessionNum = session?.session_num;
  const interval = session?.heartbeat_interval;
  const contentId = target?.contentId;
  const type = target?.type;
  const contentType = target?.contentType;

  useEffect(() => {
    if (
      sessionNum === undefined ||
      contentId === undefined ||
      type === undefined ||
      contentType === undefined
    ) {
      return;
    }
    const tracker = createLearningTracker({
      sessionNum,
      contentId,
      type,
      contentType,
      intervalSeconds: interval && interval > 0 ? interval : HEARTBEAT_INTERVAL_S,
      getPosition: () => positionRef.current(),
      send: sendHeartbeat,
      isRetryable: isRetryableHeartbeatError,
    });
    tracker.setVisible(pageVisible());
    tracker.setSeeking(stateRef.current.holding);
    tracker.setPlaying(stateRef.current.playing);
    trackerRef.current = tracker;

    const handleVisibility = () => tracker.setVisible(pageVisible());
    const handlePageHide = () => tracker.flush();
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('pagehide', handlePageHide);
      tracker.dispose();
      if (trackerRef.current === tracker) trackerRef.current = null;
    };
  }, [sessionNum, interval, contentId, type, contentType]);

  const setPlaying = useCallback((playing: boolean) => {
    stateRef.current.playing = playing;
    trackerRef.current?.setPlaying(playing);
  }, []);
  const setHolding = useCallback((holding: boolean) => {
    stateRef.current.holding = holding;
    trackerRef.current?.setSeeking(holding);
  }, []);
  return { setPlaying, setHolding };
}
