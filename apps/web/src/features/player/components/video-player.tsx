import { formatClock } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { createNoSkipGuard, type NoSkipGuard } from '../lib/no-skip-guard';
import { attachVideoSource, type PlaybackEngine } from '../lib/video-source';
import styles from './player.module.css';

/** Within this many seconds of the end a saved position starts from the beginning instead. */
const RESUME_END_MARGIN_S = 3;
/** HTMLMediaElement.HAVE_METADATA: the duration is known. */
const HAVE_METADATA = 1;

/**
 * WeChat's in-app browsers (iOS WKWebView, Android X5) play inline only with these attributes;
 * without them the video opens in the system full-screen player.
 */
const INLINE_ATTRIBUTES: ReadonlyArray<readonly [string, string]> = [
  ['playsinline', ''],
  ['webkit-playsinline', 'true'],
  ['x5-playsinline', 'true'],
  ['x5-video-player-type', 'h5'],
];

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  /** Accessible name of the video. */
  title: string;
  /**
   * Seconds to resume from once the metadata is known (the saved position); 0 for none. Nothing
   * loads before play, so the jump (and its toast) comes when the viewer presses play.
   */
  resumeAt?: number;
  /** Refuse seeking past the furthest point watched. */
  noSkip?: boolean;
  /** Lets the caller read the playback position (learning heartbeats). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** Playing or not (pause and end are "not"). */
  onPlayingChange?: (playing: boolean) => void;
  /** Seeking or buffering: time passes without the viewer watching. */
  onHoldChange?: (holding: boolean) => void;
  onEngine?: (engine: PlaybackEngine) => void;
  /** The playback second as it moves (chapters follow it). */
  onTimeUpdate?: (seconds: number) => void;
  /**
   * A live stream (meetings): no resume and no no-skip (there is no "furthest point" on a sliding
   * window), and hls.js reports an endless duration so the native controls show it as live.
   */
  live?: boolean;
}

/** The content video: native controls, inline in WeChat, HLS or MP4, resume and no-skip; or a live stream. */
export function VideoPlayer({
  src,
  poster,
  title,
  resumeAt = 0,
  noSkip = false,
  videoRef,
  onPlayingChange,
  onHoldChange,
  onEngine,
  onTimeUpdate,
  live = false,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLVideoElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Whether the viewer has pressed play on this source (until then nothing of it is loaded). */
  const [started, setStarted] = useState(false);
  /** Paused after having played (or ended): the centre of the picture offers play again (issue 16). */
  const [paused, setPaused] = useState(false);
  const resumedRef = useRef(false);
  const guardRef = useRef<NoSkipGuard | null>(null);
  const callbacks = useRef({ onPlayingChange, onHoldChange, onEngine, onTimeUpdate });
  callbacks.current = { onPlayingChange, onHoldChange, onEngine, onTimeUpdate };

  const setVideo = (element: HTMLVideoElement | null) => {
    ownRef.current = element;
    if (videoRef) videoRef.current = element;
  };

  useLayoutEffect(() => {
    const video = ownRef.current;
    if (!video) return;
    for (const [name, value] of INLINE_ATTRIBUTES) video.setAttribute(name, value);
  }, []);

  // A saved position that arrives after the metadata (the page first rendered a cached one, then
  // the refetch brought the newer position) still resumes, as long as the viewer is at the start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resume reads the current props.
  useEffect(() => {
    resumedRef.current = false;
    guardRef.current = noSkip && !live ? createNoSkipGuard(resumeAt) : null;
    const video = ownRef.current;
    if (video && video.readyState >= HAVE_METADATA && video.currentTime < 1) resume(video);
  }, [noSkip, resumeAt, live]);

  // `attempt` re-attaches the source after an error (the retry button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  useEffect(() => {
    const video = ownRef.current;
    if (!video) return;
    const controller = new AbortController();
    setStarted(false);
    setPaused(false);
    let attached: { destroy(): void } | null = null;
    // A recorded video fetches nothing before play: a page that is only read costs no video bytes
    // (WeChat starts media on a tap anyway). A live stream starts loading at once, to start sooner.
    attachVideoSource(video, src, () => setFailed(true), controller.signal, { live, loadOnPlay: !live }).then(
      (source) => {
        if (!source) return;
        if (controller.signal.aborted) {
          source.destroy();
          return;
        }
        attached = source;
        callbacks.current.onEngine?.(source.engine);
      },
      () => setFailed(true),
    );
    return () => {
      controller.abort();
      attached?.destroy();
      callbacks.current.onPlayingChange?.(false);
    };
  }, [src, attempt, live]);

  const handleLoadedMetadata = () => {
    const video = ownRef.current;
    if (video) resume(video);
  };

  /** Moves to the saved position once per position, with the toast. */
  function resume(video: HTMLVideoElement) {
    if (resumedRef.current) return;
    resumedRef.current = true;
    if (live) return;
    const duration = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
    if (resumeAt > 0 && resumeAt < duration - RESUME_END_MARGIN_S) {
      video.currentTime = resumeAt;
      toast(t('detail.player.resumed', { time: formatClock(resumeAt) }));
    }
  }

  const handleSeeking = () => {
    callbacks.current.onHoldChange?.(true);
    const video = ownRef.current;
    const guard = guardRef.current;
    if (!video || !guard) return;
    const snapTo = guard.refuse(video.currentTime);
    if (snapTo !== null) {
      video.currentTime = snapTo;
      toast(t('detail.player.noSkip'));
    }
  };

  const handleTimeUpdate = () => {
    const video = ownRef.current;
    if (!video) return;
    if (!video.seeking) guardRef.current?.watched(video.currentTime);
    callbacks.current.onTimeUpdate?.(video.currentTime);
  };

  // With nothing loaded, Chromium-based webviews show no play button over the picture (only the
  // small one in the control bar): the player shows its own until the first play, and again
  // whenever the video is paused or has ended, so a tap on the centre plays (the native controls
  // only toggle themselves there).
  const handlePlay = () => {
    ownRef.current?.play().catch(() => {
      // Refused or interrupted: the element's own events (error, pause) tell the rest.
    });
  };

  const handleRetry = () => {
    setFailed(false);
    setAttempt((value) => value + 1);
  };

  return (
    <div className={styles.player}>
      {/* biome-ignore lint/a11y/useMediaCaption: contents carry no caption files (the content contract has none). */}
      <video
        ref={setVideo}
        className={styles.video}
        poster={poster ?? undefined}
        aria-label={title}
        controls
        playsInline
        preload={live ? 'auto' : 'none'}
        controlsList="nodownload"
        onLoadedMetadata={handleLoadedMetadata}
        onPlay={() => {
          setStarted(true);
          setPaused(false);
        }}
        onPlaying={() => {
          callbacks.current.onHoldChange?.(false);
          callbacks.current.onPlayingChange?.(true);
        }}
        onPause={() => {
          setPaused(true);
          callbacks.current.onPlayingChange?.(false);
        }}
        onEnded={() => {
          setPaused(true);
          callbacks.current.onPlayingChange?.(false);
        }}
        onWaiting={() => callbacks.current.onHoldChange?.(true)}
        onSeeking={handleSeeking}
        onSeeked={() => callbacks.current.onHoldChange?.(false)}
        onTimeUpdate={handleTimeUpdate}
        onError={() => setFailed(true)}
      />
      {!failed && (started ? paused : !live) ? (
        <button
          type="button"
          className={styles.playButton}
          aria-label={t('detail.player.play')}
          onClick={handlePlay}
        />
      ) : null}
      {failed ? (
        <div className={styles.error} role="alert">
          <p>{t('detail.player.loadFailed')}</p>
          <Button size="small" shape="rounded" color="primary" onClick={handleRetry}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
