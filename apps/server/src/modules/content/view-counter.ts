/**
 * Views of contents counted in memory and written together once per interval, so opening a content
 * costs no write of its own (a popular content's row is not updated thousands of times a second).
 * A failed write keeps its counts for the next one, and `stop` writes what is left: views are lost
 * only if the process dies without a graceful stop, at most one interval's worth (decision 027).
 */
export class ViewCounter {
  private pending = new Map<number, number>();
  /** Every view counted by this process, by content: only grows (a cached row's count adds to it). */
  private readonly counted = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (views: ReadonlyMap<number, number>) => Promise<void>,
    private readonly intervalMs = 1000,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch(this.onError);
    }, this.intervalMs);
    this.timer.unref();
  }

  /** One more view of `contentId`. */
  count(contentId: number): void {
    this.pending.set(contentId, (this.pending.get(contentId) ?? 0) + 1);
    this.counted.set(contentId, (this.counted.get(contentId) ?? 0) + 1);
  }

  /** Views of `contentId` counted by this process since it started, written or not. */
  countedOf(contentId: number): number {
    return this.counted.get(contentId) ?? 0;
  }

  /** Views counted but not yet written (the detail page adds them to the stored count). */
  pendingOf(contentId: number): number {
    return this.pending.get(contentId) ?? 0;
  }

  /** Writes the counted views now (one statement); they stay counted if the write fails. */
  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    // One write at a time, in order: a flush waits for the one before it.
    this.writing = this.writing.catch(() => {}).then(() => this.writeBatch(batch));
    return this.writing;
  }

  /** Stops the timer and writes what is left (graceful shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async writeBatch(batch: Map<number, number>): Promise<void> {
    if (batch.size === 0) return;
    try {
      await this.write(batch);
    } catch (error) {
      for (const [id, views] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + views);
      throw error;
    }
  }
}
