import { HEARTBEAT_INTERVAL_S } from '@ia/shared';
import { useCallback, useEffect, useRef } from 'react';
import {
  createHeartbeatClock,
  type HeartbeatBase,
  type HeartbeatClock,
  type SendOptions,
} from '../learning-tracker';

/** What a page's heartbeat clock needs once its session is known. */
export interface HeartbeatClockSpec<Beat extends HeartbeatBase> {
  /**
   * Identity of the session (session number plus what the beats describe): a new key disposes
   * of the running clock (its last heartbeat goes) and starts a fresh one.
   */
  key: string;
  /** Seconds of active time per heartbeat (the session's); HEARTBEAT_INTERVAL_S without one. */
  intervalSeconds?: number;
  makeBeat: (sequence: number, seconds: number, position: number) => Beat;
  send: (beat: Beat, options: SendOptions) => Promise<unknown>;
  isRetryable?: (error: unknown) => boolean;
}

export interface HeartbeatClockControls {
  /** Playing (video) or reading (text-and-image). */
  setPlaying: (playing: boolean) => void;
  /** Seeking or buffering. */
  setHolding: (holding: boolean) => void;
}

function pageVisible(): boolean {
  return document.visibilityState !== 'hidden';
}

/**
 * Runs a heartbeat clock while `spec` is set (the session is open): heartbeats while active, a
 * keepalive flush when the tab is hidden, on pagehide and on leaving the page (unmount) or
 * switching session. Returns stable controls the player (or the reading activity) drives; what
 * they said before the session opened is applied when it does.
 */
export function useHeartbeatClock<Beat extends HeartbeatBase>(
  spec: HeartbeatClockSpec<Beat> | null,
  getPosition: () => number,
): HeartbeatClockControls {
  const clockRef = useRef<HeartbeatClock | null>(null);
  const stateRef = useRef({ playing: false, holding: false });
  const positionRef = useRef(getPosition);
  positionRef.current = getPosition;
  // A re-render's new closures keep the clock: the key says when the beats change.
  const specRef = useRef(spec);
  specRef.current = spec;

  const key = spec?.key;
  const interval = spec?.intervalSeconds;

  useEffect(() => {
    const current = specRef.current;
    if (key === undefined || current === null) return;
    const clock = createHeartbeatClock<Beat>({
      intervalSeconds: interval && interval > 0 ? interval : HEARTBEAT_INTERVAL_S,
      getPosition: () => positionRef.current(),
      // The spec of the render that made the clock: its last beat (sent on dispose, when a new
      // key may already be current) still describes its own session.
      makeBeat: current.makeBeat,
      send: current.send,
      isRetryable: current.isRetryable,
    });
    clock.setVisible(pageVisible());
    clock.setSeeking(stateRef.current.holding);
    clock.setPlaying(stateRef.current.playing);
    clockRef.current = clock;

    const handleVisibility = () => clock.setVisible(pageVisible());
    const handlePageHide = () => clock.flush();
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('pagehide', handlePageHide);
      clock.dispose();
      if (clockRef.current === clock) clockRef.current = null;
    };
  }, [key, interval]);

  const setPlaying = useCallback((playing: boolean) => {
    stateRef.current.playing = playing;
    clockRef.current?.setPlaying(playing);
  }, []);
  const setHolding = useCallback((holding: boolean) => {
    stateRef.current.holding = holding;
    clockRef.current?.setSeeking(holding);
  }, []);
  return { setPlaying, setHolding };
}
