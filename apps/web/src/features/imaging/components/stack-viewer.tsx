import type { ImagingAnnotation, ImagingSeries } from '@ia/shared';
import { useGesture } from '@use-gesture/react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useImagingText } from '../lib/imaging-text';
import { type LoadImage, SliceLoader } from '../lib/slice-loader';
import styles from './imaging.module.css';

export interface StackViewerProps {
  series: ImagingSeries;
  /** 1-based slice shown. */
  position: number;
  onPositionChange: (position: number) => void;
  /** Fetches and decodes a slice image (the page's cache, which already holds the first slices). */
  loadImage: LoadImage;
}

interface ViewTransform {
  scale: number;
  x: number;
  y: number;
}

const IDENTITY: ViewTransform = { scale: 1, x: 0, y: 0 };
const MAX_SCALE = 6;
/** Wheel travel (pixels of deltaY) per slice. */
const WHEEL_PIXELS_PER_SLICE = 40;
/** Two taps closer than this are a double tap. */
const DOUBLE_TAP_MS = 320;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** One loader per window of the series, made once and stopped with the viewer. */
function useLoaders(series: ImagingSeries, loadImage: LoadImage): SliceLoader[] {
  const loaders = useMemo(
    () =>
      series.windows.map(
        (_, windowIndex) =>
          new SliceLoader(
            series.slices.map((slice) => slice.images[windowIndex]?.phone ?? ''),
            loadImage,
          ),
      ),
    [series, loadImage],
  );
  useEffect(
    () => () => {
      for (const loader of loaders) loader.stop();
    },
    [loaders],
  );
  return loaders;
}

/** Re-renders whenever a slice of `loader` arrives; answers how many are in. */
function useLoadedCount(loader: SliceLoader | undefined): number {
  const subscribe = useCallback((notify: () => void) => loader?.subscribe(notify) ?? (() => {}), [loader]);
  return useSyncExternalStore(subscribe, () => loader?.loadedCount ?? 0);
}

/**
 * A stack of slices for a phone: drag up or down (or the wheel) to move through it, a counter
 * and a scrub bar, pinch to zoom and drag to pan when zoomed, double-tap to reset, full screen,
 * window presets, and the operators' marks on demand. Slices load near-first and are drawn from
 * memory once in, so scrolling never waits for the network.
 */
export function StackViewer({ series, position, onPositionChange, loadImage }: StackViewerProps) {
  const { text, english } = useImagingText();
  const total = series.slices.length;
  const index = clamp(position, 1, total) - 1;
  const [windowIndex, setWindowIndex] = useState(0);
  const [showMarks, setShowMarks] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [view, setView] = useState<ViewTransform>(IDENTITY);
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const loaders = useLoaders(series, loadImage);
  const loader = loaders[windowIndex];
  const loaded = useLoadedCount(loader);
  const [drawn, setDrawn] = useState<{ index: number; waiting: boolean } | null>(null);

  // Near slices of the shown window first; the other windows once it is all in.
  useEffect(() => {
    loader?.focusOn(index);
    if (loader && loaded === loader.total) {
      loaders.forEach((other) => {
        if (other !== loader) other.focusOn(index);
      });
    }
  }, [loader, loaders, index, loaded]);

  // Draw the slice (or, while it comes, the nearest one in) on the canvas, at the device's pixels.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a slice arriving (loaded) or the stage resizing (fullScreen) redraws
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const stage = stageRef.current;
    if (!canvas || !stage || !loader) return;
    const nearest = loader.nearestLoaded(index);
    if (!nearest) return;
    const size = stage.clientWidth;
    const ratio = window.devicePixelRatio || 1;
    const pixels = Math.round(size * ratio);
    if (canvas.width !== pixels) {
      canvas.width = pixels;
      canvas.height = pixels;
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    const { image } = nearest;
    const fit = Math.min(pixels / image.naturalWidth, pixels / image.naturalHeight);
    const width = image.naturalWidth * fit;
    const height = image.naturalHeight * fit;
    context.fillStyle = '#000';
    context.fillRect(0, 0, pixels, pixels);
    context.drawImage(image, (pixels - width) / 2, (pixels - height) / 2, width, height);
    const waiting = nearest.index !== index;
    setDrawn((current) =>
      current?.index === index && current.waiting === waiting ? current : { index, waiting },
    );
    if (!waiting && !performance.getEntriesByName('imaging:first-slice').length) {
      performance.mark('imaging:first-slice');
    }
  }, [index, loader, loaded, fullScreen]);

  const move = useCallback(
    (to: number) => onPositionChange(clamp(Math.round(to), 1, total)),
    [onPositionChange, total],
  );
  const reset = useCallback(() => setView(IDENTITY), []);
  const lastTap = useRef(0);
  const wheelTravel = useRef(0);

  useGesture(
    {
      onDrag: ({
        first,
        movement: [, movementY],
        delta: [deltaX, deltaY],
        tap,
        pinching,
        memo,
        timeStamp,
      }) => {
        if (pinching) return memo;
        if (tap) {
          if (timeStamp - lastTap.current < DOUBLE_TAP_MS) {
            reset();
            lastTap.current = 0;
          } else {
            lastTap.current = timeStamp;
          }
          return memo;
        }
        if (view.scale > 1.01) {
          setView((current) => ({ ...current, x: current.x + deltaX, y: current.y + deltaY }));
          return memo;
        }
        const startIndex = first || memo === undefined ? index : (memo as number);
        const height = stageRef.current?.clientHeight ?? 400;
        // The whole stack within about one and a half heights of the stage, but never under 4 px a slice.
        const pixelsPerSlice = Math.max(4, Math.min(14, (height * 1.5) / total));
        move(startIndex + 1 - movementY / pixelsPerSlice);
        return startIndex;
      },
      onPinch: ({ offset: [scale], origin: [originX, originY], first, memo }) => {
        const stage = stageRef.current?.getBoundingClientRect();
        const start = first || !memo ? { view, stage } : (memo as { view: ViewTransform });
        const nextScale = clamp(scale, 1, MAX_SCALE);
        if (!stage) return start;
        // Keep the point under the fingers where it is while the scale changes.
        const centreX = originX - stage.left - stage.width / 2;
        const centreY = originY - stage.top - stage.height / 2;
        const factor = nextScale / start.view.scale;
        setView({
          scale: nextScale,
          x: nextScale <= 1 ? 0 : centreX - (centreX - start.view.x) * factor,
          y: nextScale <= 1 ? 0 : centreY - (centreY - start.view.y) * factor,
        });
        return start;
      },
      onWheel: ({ event, delta: [, deltaY] }) => {
        event.preventDefault();
        wheelTravel.current += deltaY;
        const steps = Math.trunc(wheelTravel.current / WHEEL_PIXELS_PER_SLICE);
        if (steps !== 0) {
          wheelTravel.current -= steps * WHEEL_PIXELS_PER_SLICE;
          move(index + 1 + steps);
        }
      },
    },
    {
      target: stageRef,
      eventOptions: { passive: false },
      drag: { filterTaps: true, pointer: { touch: true } },
      pinch: { scaleBounds: { min: 1, max: MAX_SCALE }, from: () => [view.scale, 0] },
    },
  );

  useEffect(() => {
    if (!fullScreen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false);
    };
    window.addEventListener('keydown', handleKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', handleKey);
    };
  }, [fullScreen]);

  const slice = series.slices[index];
  const annotations = showMarks ? (slice?.annotations ?? []) : [];
  const hasMarks = series.slices.some((item) => item.annotations.length > 0);
  const waiting = drawn === null || drawn.index !== index || drawn.waiting;

  return (
    <section
      className={`${styles.viewer} ${fullScreen ? styles.fullScreen : ''}`}
      aria-label={english ? series.title_en : series.title}
      data-testid="stack-viewer"
      data-position={index + 1}
      data-total={total}
      data-loaded={loaded}
      data-waiting={waiting ? 'true' : 'false'}
      data-scale={view.scale.toFixed(2)}
      data-window={series.windows[windowIndex]?.key}
    >
      <div className={styles.viewerBar}>
        <span className={styles.seriesTitle}>{english ? series.title_en : series.title}</span>
        <span className={styles.counter}>{text('counter', { current: index + 1, total })}</span>
      </div>
      <div
        ref={stageRef}
        className={styles.stage}
        role="img"
        aria-label={text('viewerLabel')}
        onDoubleClick={reset}
      >
        <div
          className={styles.layer}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          <canvas ref={canvasRef} className={styles.canvas} />
          {annotations.length > 0 ? <Marks annotations={annotations} english={english} /> : null}
        </div>
        {drawn === null ? <div className={styles.stageNote}>{text('loading')}</div> : null}
        {loader?.hasFailures && loaded < total ? (
          <button type="button" className={styles.stageNote} onClick={() => loader.retry()}>
            {text('loadFailed')} · {text('retry')}
          </button>
        ) : null}
      </div>
      <input
        className={styles.scrub}
        type="range"
        min={1}
        max={total}
        step={1}
        value={index + 1}
        aria-label={text('sliceLabel')}
        aria-valuetext={text('counter', { current: index + 1, total })}
        onChange={(event) => move(Number(event.target.value))}
      />
      <div className={styles.tools}>
        {series.windows.length > 1 ? (
          <fieldset className={styles.presets} aria-label={text('windowPreset')}>
            {series.windows.map((window, presetIndex) => (
              <button
                key={window.key}
                type="button"
                className={styles.preset}
                aria-pressed={presetIndex === windowIndex}
                onClick={() => setWindowIndex(presetIndex)}
              >
                {english ? window.label_en : window.label}
              </button>
            ))}
          </fieldset>
        ) : null}
        {hasMarks ? (
          <button
            type="button"
            className={styles.tool}
            aria-pressed={showMarks}
            onClick={() => setShowMarks((value) => !value)}
          >
            {text('showMarks')}
          </button>
        ) : null}
        <button type="button" className={styles.tool} onClick={reset} disabled={view.scale === 1}>
          {text('reset')}
        </button>
        <button type="button" className={styles.tool} onClick={() => setFullScreen((value) => !value)}>
          {fullScreen ? text('exitFullScreen') : text('fullScreen')}
        </button>
      </div>
      <p className={styles.hint}>
        {text('hint')} · {text('loadedCount', { loaded, total })}
      </p>
    </section>
  );
}

/** The operators' marks on the slice: circles and arrows with their labels, over the image. */
function Marks({ annotations, english }: { annotations: readonly ImagingAnnotation[]; english: boolean }) {
  return (
    <svg className={styles.marks} viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <marker
          id="imaging-arrow-head"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="#ffd21f" />
        </marker>
      </defs>
      {annotations.map((mark) => {
        const label = english ? mark.label_en || mark.label : mark.label;
        if (mark.kind === 'circle') {
          return (
            <g key={mark.id} data-mark="circle">
              <circle cx={mark.x} cy={mark.y} r={mark.r} className={styles.markLine} />
              {label ? (
                <text x={mark.x} y={Math.max(0.05, mark.y - mark.r - 0.015)} className={styles.markLabel}>
                  {label}
                </text>
              ) : null}
            </g>
          );
        }
        const tailX = clamp(mark.x + mark.r, 0.02, 0.98);
        const tailY = clamp(mark.y + mark.r, 0.02, 0.98);
        return (
          <g key={mark.id} data-mark="arrow">
            <line
              x1={tailX}
              y1={tailY}
              x2={mark.x}
              y2={mark.y}
              className={styles.markLine}
              markerEnd="url(#imaging-arrow-head)"
            />
            {label ? (
              <text x={tailX} y={Math.min(0.98, tailY + 0.04)} className={styles.markLabel}>
                {label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
