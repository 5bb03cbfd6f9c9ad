import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

/**
 * Milliseconds left until `targetMs` (this phone's clock), ticking every second, or null without a
 * target. `onDone` runs once when the time is up (the page then asks the server what happened).
 */
export function useCountdown(targetMs: number | null, onDone?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  useEffect(() => {
    if (targetMs === null) return;
    setNow(Date.now());
    let finished = false;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (!finished && at >= targetMs) {
        finished = true;
        clearInterval(timer);
        doneRef.current?.();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [targetMs]);

  return targetMs === null ? null : Math.max(0, targetMs - now);
}
