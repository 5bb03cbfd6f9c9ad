// How long a sign-in source (username + client IP) pauses after failing (OWASP ASVS 2.2.1; see
// docs/decisions/025-console-least-privilege.md). The account itself is never locked, so nobody
// can lock an operator out by typing her username with wrong passwords.

export const SIGN_IN_THROTTLE = {
  /** Failures from one source before its first pause. */
  failuresBeforePause: 5,
  /** The first pause; each further failure after a pause doubles it. */
  firstPauseMinutes: 15,
  longestPauseMinutes: 24 * 60,
  /** A source with no failure and no pause for this long starts again from nothing. */
  forgetAfterHours: 24,
} as const;

/** Minutes a source pauses after its `failures`-th failure: none before the limit, then 15, 30, 60, … up to a day. */
export function pauseMinutesAfter(failures: number): number | null {
  const beyond = failures - SIGN_IN_THROTTLE.failuresBeforePause;
  if (beyond < 0) return null;
  return Math.min(SIGN_IN_THROTTLE.firstPauseMinutes * 2 ** beyond, SIGN_IN_THROTTLE.longestPauseMinutes);
}

/** Failed attempts left before the source pauses. */
export function attemptsLeft(failures: number): number {
  return Math.max(SIGN_IN_THROTTLE.failuresBeforePause - failures, 0);
}

/** Whole minutes until `until`, at least 1. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(Math.ceil((until.getTime() - now.getTime()) / 60_000), 1);
}
