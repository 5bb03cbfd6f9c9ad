/**
 * No-skip-ahead (a per-content option): the viewer may go back and replay, but not jump past
 * the furthest point watched so far. Playback moves `furthest` forward; a jump beyond it (plus a
 * little slack for timeupdate granularity) is refused and answered with where to snap back.
 */
const NO_SKIP_SLACK_S = 2;

export interface NoSkipGuard {
  /** A timeupdate during normal playback. */
  watched(time: number): void;
  /** Where a seek to `target` must go instead, or null when it is allowed. */
  refuse(target: number): number | null;
  furthest(): number;
}

/** `start` is where the viewer may already go (the saved position: they watched that far). */
export function createNoSkipGuard(start = 0): NoSkipGuard {
  let furthest = Math.max(0, start);
  return {
    watched(time) {
      // A timeupdate far beyond the furthest point is a seek in progress, not watching.
      if (time <= furthest + NO_SKIP_SLACK_S) furthest = Math.max(furthest, time);
    },
    refuse(target) {
      return target > furthest + NO_SKIP_SLACK_S ? furthest : null;
    },
    furthest: () => furthest,
  };
}
