import { toDate } from '@ia/shared';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * When, by this phone's clock, a meeting starts. The phone's clock may be off by minutes (or
 * days): the server's answer says how far the start is from its own time, and that distance is
 * laid from the moment the answer arrived (`receivedAt`, the phone's clock).
 */
export function localStartTime(startAt: string, serverTime: string, receivedAt: number): number {
  const distance = toDate(startAt).getTime() - toDate(serverTime).getTime();
  return receivedAt + (Number.isFinite(distance) ? distance : 0);
}

/** Whole days, hours, minutes and seconds left (rounded up to the second; never negative). */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:mm:ss` of the parts below a day. */
export function countdownClock(parts: CountdownParts): string {
  return `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
}
