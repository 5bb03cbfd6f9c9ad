import type { LearnSession } from '@ia/shared';
import { type RefObject, useMemo, useRef } from 'react';
import type { HeartbeatBase } from '../learning-tracker';
import { type HeartbeatClockSpec, useHeartbeatClock } from './use-heartbeat-clock';
import { type LearningTarget, useLearningTracker } from './use-learning-tracker';

export interface VideoClock {
  videoRef: RefObject<HTMLVideoElement | null>;
  onPlayingChange: (playing: boolean) => void;
  onHoldChange: (holding: boolean) => void;
}

/**
 * A ref to the <video> that remembers its last second: on leaving, React detaches the element
 * before the clock sends its last heartbeat, and that heartbeat must still say where the user
 * stopped.
 */
function useVideoPosition(): { videoRef: RefObject<HTMLVideoElement | null>; position: () => number } {
  const lastPosition = useRef(0);
  return useMemo(() => {
    let element: HTMLVideoElement | null = null;
    const videoRef: RefObject<HTMLVideoElement | null> = {
      get current() {
        return element;
      },
      set current(next) {
        if (element && !next) lastPosition.current = element.currentTime;
        element = next;
      },
    };
    return { videoRef, position: () => element?.currentTime ?? lastPosition.current };
  }, []);
}

/** Video learning time: the player's playing and seeking/buffering states drive the clock; the position is the playback second. */
export function useVideoLearning(
  session: LearnSession | undefined,
  target: LearningTarget | null,
): VideoClock {
  const { videoRef, position } = useVideoPosition();
  const clock = useLearningTracker(session, target, position);
  return { videoRef, onPlayingChange: clock.setPlaying, onHoldChange: clock.setHolding };
}

/**
 * Any heartbeat clock driven by a video (meetings: live and playback viewing): playing counts,
 * seeking and buffering hold, the position is the playback second. `spec` null: no clock yet.
 */
export function useVideoHeartbeats<Beat extends HeartbeatBase>(
  spec: HeartbeatClockSpec<Beat> | null,
): VideoClock {
  const { videoRef, position } = useVideoPosition();
  const clock = useHeartbeatClock(spec, position);
  return { videoRef, onPlayingChange: clock.setPlaying, onHoldChange: clock.setHolding };
}
