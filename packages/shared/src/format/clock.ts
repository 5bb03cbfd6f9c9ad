const pad = (value: number) => String(value).padStart(2, '0');

/** h:mm:ss from an hour, else minutes:ss, the minutes padded to two digits or not. */
function clockText(whole: number, padMinutes: boolean): string {
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(rest)}`;
  return `${padMinutes ? pad(minutes) : minutes}:${pad(rest)}`;
}

/** A playback position as a player's clock: mm:ss, or h:mm:ss from an hour (seconds cut, not rounded). */
export function formatClock(totalSeconds: number): string {
  return clockText(Math.max(0, Math.floor(totalSeconds)), true);
}

/** A video length as lists show it: 4:05, 12:30, 1:02:03. Empty for no length. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  return clockText(Math.round(seconds), false);
}

/** Whole minutes of a reading time or series, at least 1 for anything that has a length. */
export function durationMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.max(1, Math.round(seconds / 60));
}
