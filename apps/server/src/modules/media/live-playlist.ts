/** One segment of a VOD playlist: its URI (relative to the playlist) and length in seconds. */
export interface VodSegment {
  uri: string;
  duration: number;
}

/** The simulated live timeline's segment length: segment n covers [6n, 6n + 6) s after the epoch. */
export const LIVE_SEGMENT_SECONDS = 6;
/** Segments a live playlist lists: the one being "broadcast" now and the three before it. */
const LIVE_WINDOW_SEGMENTS = 4;

/** The segments of a VOD media playlist (#EXTINF + URI pairs), in order. */
export function parseVodPlaylist(text: string): VodSegment[] {
  const segments: VodSegment[] = [];
  let duration: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      const value = Number.parseFloat(line.slice('#EXTINF:'.length));
      duration = Number.isFinite(value) && value > 0 ? value : null;
    } else if (line && !line.startsWith('#')) {
      if (duration !== null) segments.push({ uri: line, duration });
      duration = null;
    }
  }
  return segments;
}

/** Where the window stands at `nowMs`: the first segment's number and the discontinuities before it. */
export function liveWindow(
  nowMs: number,
  segmentCount: number,
): { mediaSequence: number; discontinuitySequence: number } {
  const mediaSequence = Math.max(
    0,
    Math.floor(nowMs / 1000 / LIVE_SEGMENT_SECONDS) - (LIVE_WINDOW_SEGMENTS - 1),
  );
  // A discontinuity precedes every wrap (segment n with n mod count = 0, n > 0). The header counts
  // those that have slid out of the window, so each segment keeps its discontinuity number.
  const discontinuitySequence = mediaSequence > 0 ? Math.floor((mediaSequence - 1) / segmentCount) : 0;
  return { mediaSequence, discontinuitySequence };
}

/**
 * A sliding-window live playlist over a VOD's segments, as if the video were broadcast in a loop
 * since the epoch: segment n of the live timeline is VOD segment n mod count, a discontinuity
 * marks each wrap, and there is no ENDLIST. It depends only on the clock, so two servers (or two
 * requests) agree on every window. `uriPrefix` is where the VOD's segments are served.
 */
export function livePlaylist(segments: readonly VodSegment[], nowMs: number, uriPrefix: string): string {
  if (segments.length === 0) throw new Error('a live playlist needs at least one segment');
  const count = segments.length;
  const { mediaSequence, discontinuitySequence } = liveWindow(nowMs, count);
  const longest = Math.max(LIVE_SEGMENT_SECONDS, ...segments.map((segment) => Math.ceil(segment.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${longest}`,
    `#EXT-X-MEDIA-SEQUENCE:${mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence}`,
  ];
  for (let n = mediaSequence; n < mediaSequence + LIVE_WINDOW_SEGMENTS; n++) {
    const segment = segments[n % count] as VodSegment;
    if (n > 0 && n % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, `${uriPrefix}${segment.uri}`);
  }
  return `${lines.join('\n')}\n`;
}
