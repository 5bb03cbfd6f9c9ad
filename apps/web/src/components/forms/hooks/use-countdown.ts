import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, 0 when idle or finished. */
  remaining: number;
  /** True once a countdown has been started (the button then offers to send again). */
  started: boolean;
  start: (seconds: number) => void;
}

const TICK_MS = 1000;

/**
 * A seconds countdown measured against the clock, not by counting ticks: WeChat's browser slows
 * timers in the background, and the wait the server enforces runs in real time.
 */
export function useCountdown(): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + Math.max(0, seconds) * 1000);
  }, []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, started: deadline !== null, start };
}
