import { describe, expect, it } from 'vitest';
import {
  LIVE_SEGMENT_SECONDS,
  livePlaylist,
  liveWindow,
  parseVodPlaylist,
  type VodSegment,
} from './live-playlist';

const VOD = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:6',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXTINF:6.000000,',
  'segment-000.ts',
  '#EXTINF:6.000000,',
  'segment-001.ts',
  '#EXTINF:5.500000,',
  'segment-002.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

const PREFIX = '/media/demo/clip/';
/** A fixed clock: the start of live segment `n` plus `into` seconds. */
const atSegment = (n: number, into = 0) => (n * LIVE_SEGMENT_SECONDS + into) * 1000;

interface Entry {
  uri: string;
  duration: number;
  discontinuity: boolean;
}

/** The playlist's header values and its segments, as a player reads them. */
function read(playlist: string) {
  const lines = playlist.trim().split('\n');
  const header = (tag: string) => {
    const line = lines.find((candidate) => candidate.startsWith(`${tag}:`));
    return line === undefined ? undefined : Number(line.slice(tag.length + 1));
  };
  const entries: Entry[] = [];
  let discontinuity = false;
  let duration = 0;
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (!line.startsWith('#')) {
      entries.push({ uri: line, duration, discontinuity });
      discontinuity = false;
    }
  }
  return {
    lines,
    mediaSequence: header('#EXT-X-MEDIA-SEQUENCE'),
    discontinuitySequence: header('#EXT-X-DISCONTINUITY-SEQUENCE'),
    targetDuration: header('#EXT-X-TARGETDURATION'),
    entries,
  };
}

describe('parseVodPlaylist', () => {
  it('reads each segment with its duration, in order', () => {
    expect(parseVodPlaylist(VOD)).toEqual([
      { uri: 'segment-000.ts', duration: 6 },
      { uri: 'segment-001.ts', duration: 6 },
      { uri: 'segment-002.ts', duration: 5.5 },
    ]);
  });

  it('finds no segment in text that is not a playlist', () => {
    expect(parseVodPlaylist('<html>not found</html>')).toEqual([]);
  });
});

describe('livePlaylist: a sliding window over the VOD, looped since the epoch', () => {
  const segments: VodSegment[] = parseVodPlaylist(VOD);

  it('lists the four segments ending with the one being broadcast, as a live playlist', () => {
    const playlist = read(livePlaylist(segments, atSegment(100, 2.5), PREFIX));
    expect(playlist.lines[0]).toBe('#EXTM3U');
    expect(playlist.lines).not.toContain('#EXT-X-ENDLIST');
    expect(playlist.lines.some((line) => line.startsWith('#EXT-X-PLAYLIST-TYPE'))).toBe(false);
    expect(playlist.targetDuration).toBe(6);
    expect(playlist.mediaSequence).toBe(97);
    // Live segment n plays VOD segment n mod 3: 97 → 1, 98 → 2, 99 → 0, 100 → 1.
    expect(playlist.entries.map((entry) => entry.uri)).toEqual([
      `${PREFIX}segment-001.ts`,
      `${PREFIX}segment-002.ts`,
      `${PREFIX}segment-000.ts`,
      `${PREFIX}segment-001.ts`,
    ]);
    expect(playlist.entries.map((entry) => entry.duration)).toEqual([6, 5.5, 6, 6]);
  });

  it('marks a discontinuity before each wrap to the first segment, and only there', () => {
    const playlist = read(livePlaylist(segments, atSegment(100), PREFIX));
    expect(playlist.entries.map((entry) => entry.discontinuity)).toEqual([false, false, true, false]);
  });

  it('moves one segment per six seconds and stays put within a segment (two servers agree)', () => {
    const start = livePlaylist(segments, atSegment(200), PREFIX);
    expect(livePlaylist(segments, atSegment(200, 5.999), PREFIX)).toBe(start);
    const next = read(livePlaylist(segments, atSegment(201), PREFIX));
    expect(next.mediaSequence).toBe((read(start).mediaSequence ?? Number.NaN) + 1);
    // The window slid: the old second entry is the new first.
    expect(next.entries[0]?.uri).toBe(read(start).entries[1]?.uri);
  });

  it('keeps every segment’s discontinuity number as the window slides past a wrap', () => {
    // A segment's discontinuity number = the header + the DISCONTINUITY tags before it in the playlist.
    const numbers = (nowMs: number) => {
      const playlist = read(livePlaylist(segments, nowMs, PREFIX));
      let current = playlist.discontinuitySequence ?? 0;
      return new Map(
        playlist.entries.map((entry, index) => {
          if (entry.discontinuity) current += 1;
          return [(playlist.mediaSequence ?? 0) + index, current];
        }),
      );
    };
    const seen = new Map<number, number>();
    for (let n = 300; n < 320; n++) {
      for (const [segment, number] of numbers(atSegment(n))) {
        if (seen.has(segment)) expect(number, `segment ${segment} at now=${n}`).toBe(seen.get(segment));
        seen.set(segment, number);
      }
    }
    // Segment n follows floor(n / 3) wraps.
    for (const [segment, number] of seen) expect(number).toBe(Math.floor(segment / 3));
  });

  it('counts the discontinuities that have slid out of the window in the header', () => {
    expect(liveWindow(atSegment(3), 3)).toEqual({ mediaSequence: 0, discontinuitySequence: 0 });
    // Window 3..6: the wrap before 3 is in the playlist, nothing has slid out.
    expect(liveWindow(atSegment(6), 3)).toEqual({ mediaSequence: 3, discontinuitySequence: 0 });
    // Window 4..7: the wrap before 3 has slid out.
    expect(liveWindow(atSegment(7), 3)).toEqual({ mediaSequence: 4, discontinuitySequence: 1 });
    // The real clock (2026-06-01T02:00:00Z) and the committed demo's 15 segments.
    const now = Date.parse('2026-06-01T02:00:00.000Z');
    const sequence = Math.floor(now / 6000) - 3;
    expect(liveWindow(now, 15)).toEqual({
      mediaSequence: sequence,
      discontinuitySequence: Math.floor((sequence - 1) / 15),
    });
  });

  it('refuses a VOD without segments', () => {
    expect(() => livePlaylist([], atSegment(10), PREFIX)).toThrow();
  });
});
