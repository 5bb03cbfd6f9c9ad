import type { LearnSession } from '@ia/shared';
import { type RefObject, useMemo, useRef } from 'react';
import { type LearningTarget, useLearningTracker } from './use-learning-tracker';

/** Video learning time: the player's playing and seeking/buffering states drive the clock; the position is the playback second. */
export function useVideoLearning(session: LearnSession | undefined, target: LearningTarget | null) {
  // On leaving, React detaches the <video> before the tracker sends its last heartbeat, and that
  // heartbeat must still say where the user stopped: the ref keeps the element's last second.
  const lastPosition = useRef(0);
  const videoRef = useMemo<RefObject<HTMLVideoElement | null>>(() => {
    let element: HTMLVideoElement | null = null;
    return {
      get current() {
        return element;
      },
      set current(next) {
        if (element && !next) lastPosition.current = element.currentTime;
        element = next;
      },
    };
  }, []);
  const clock = useLearningTracker(
    session,
    target,
    () => videoRef.current?.currentTime ?? lastPosition.current,
  );
  return { videoRef, onPlayingChange: clock.setPlaying, onHoldChange: clock.setHolding };
}
