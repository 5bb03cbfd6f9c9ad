/** How a slice image is fetched and decoded; the browser's Image by default, a stub in tests. */
export type LoadImage = (url: string) => Promise<HTMLImageElement>;

/** The order to fetch slices in: the focused one, then outwards, nearer first, ahead before behind. */
export function nearFirstOrder(total: number, focus: number): number[] {
  const order: number[] = [];
  if (total <= 0) return order;
  const start = Math.min(Math.max(focus, 0), total - 1);
  order.push(start);
  for (let distance = 1; order.length < total; distance++) {
    if (start + distance < total) order.push(start + distance);
    if (start - distance >= 0) order.push(start - distance);
  }
  return order;
}

/**
 * Loads the slices of one stack a few at a time, nearest to the focused slice first, and keeps
 * the decoded images: once a slice is in, showing it needs no network. Moving the focus reorders
 * what is still waiting; nothing already in flight is cancelled.
 */
export class SliceLoader {
  private readonly images: (HTMLImageElement | null)[];
  private readonly inFlight = new Set<number>();
  private readonly failed = new Set<number>();
  private focus = 0;
  private readonly listeners = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly urls: readonly string[],
    private readonly load: LoadImage,
    private readonly concurrency = 4,
  ) {
    this.images = urls.map(() => null);
  }

  get total(): number {
    return this.urls.length;
  }

  get loadedCount(): number {
    return this.images.reduce((count, image) => count + (image ? 1 : 0), 0);
  }

  image(index: number): HTMLImageElement | null {
    return this.images[index] ?? null;
  }

  /** The loaded slice nearest to `index` (the slice itself when it is in), to show while it comes. */
  nearestLoaded(index: number): { index: number; image: HTMLImageElement } | null {
    for (const candidate of nearFirstOrder(this.total, index)) {
      const image = this.images[candidate];
      if (image) return { index: candidate, image };
    }
    return null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts (or re-aims) loading around `index`. */
  focusOn(index: number): void {
    this.focus = index;
    this.pump();
  }

  /** Retries the slices that failed (after a network error). */
  retry(): void {
    this.failed.clear();
    this.pump();
  }

  get hasFailures(): boolean {
    return this.failed.size > 0;
  }

  stop(): void {
    this.stopped = true;
    this.listeners.clear();
  }

  private pump(): void {
    if (this.stopped) return;
    for (const index of nearFirstOrder(this.total, this.focus)) {
      if (this.inFlight.size >= this.concurrency) return;
      if (this.images[index] || this.inFlight.has(index) || this.failed.has(index)) continue;
      const url = this.urls[index];
      if (url === undefined) continue;
      this.inFlight.add(index);
      this.load(url).then(
        (image) => {
          this.inFlight.delete(index);
          this.images[index] = image;
          this.notify();
          this.pump();
        },
        () => {
          this.inFlight.delete(index);
          this.failed.add(index);
          this.notify();
          this.pump();
        },
      );
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
