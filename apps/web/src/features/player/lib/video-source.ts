/**
 * Puts a video address on a <video>: MP4, and HLS where the browser plays it itself (Safari,
 * iOS WeChat, many Android WebViews), go straight to `src`; other browsers get hls.js's light
 * build (no subtitles, alternate audio or DRM: 374 KB instead of 597 KB), loaded on demand so it
 * stays out of the page's chunk.
 */
const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

function isHlsAddress(src: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(src);
}

/** How a source was attached: for tests and diagnostics. */
export type PlaybackEngine = 'native' | 'hls.js';

export interface AttachedSource {
  engine: PlaybackEngine;
  /** Frees the hls.js instance (buffers, workers, network); nothing to do for native playback. */
  destroy(): void;
}

/**
 * Attaches `src` to `video`. `onFatalError` reports an hls.js error it could not recover from
 * (native playback reports through the element's own `error` event). Resolves null when
 * `signal` aborted while hls.js was loading. `live`: the address is a live (sliding-window) stream.
 * `loadOnPlay`: fetch nothing of the stream before the viewer presses play (with the element's
 * `preload="none"` for native playback; hls.js, which loads as soon as it has an address, gets
 * the address on the first `play`).
 */
export async function attachVideoSource(
  video: HTMLVideoElement,
  src: string,
  onFatalError: () => void,
  signal: AbortSignal,
  options: { live?: boolean; loadOnPlay?: boolean } = {},
): Promise<AttachedSource | null> {
  if (!isHlsAddress(src) || video.canPlayType(HLS_MIME_TYPE) !== '') {
    video.src = src;
    return { engine: 'native', destroy: () => {} };
  }
  const { default: Hls } = await import('hls.js/light');
  if (signal.aborted) return null;
  if (!Hls.isSupported()) {
    // No Media Source Extensions either: let the browser try, and fail into the error state.
    video.src = src;
    return { engine: 'native', destroy: () => {} };
  }
  // A live stream's duration is endless: without this hls.js reports the window's length and the
  // native controls show a short video that keeps growing.
  const hls = new Hls({ enableWorker: true, liveDurationInfinity: options.live === true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatalError();
  });
  hls.attachMedia(video);
  // A tap on play before hls.js was attached has already un-paused the element: load at once.
  if (!options.loadOnPlay || !video.paused) {
    hls.loadSource(src);
    return { engine: 'hls.js', destroy: () => hls.destroy() };
  }
  const load = () => hls.loadSource(src);
  video.addEventListener('play', load, { once: true });
  return {
    engine: 'hls.js',
    destroy: () => {
      video.removeEventListener('play', load);
      hls.destroy();
    },
  };
}
