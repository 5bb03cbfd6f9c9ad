/**
 * Counts kept in memory and written together once per interval: views of contents, searches of
 * keywords. Opening a content or searching costs no write of its own (a popular content's row is not
 * updated thousands of times a second). A failed write keeps its counts for the next one, and `stop`
 * writes what is left: counts are lost only if the process dies without a graceful stop, at most one
 * interval's worth (decision 027). Keys are written in the order they were first counted.
 */
export class BatchedCounter<K = number> {
  private pending = new Map<K, number>();
  /**
   * Counted and not yet committed: what is pending plus what a write under way carries. A reader of
   * the stored count adds this, so a write in flight does not hide its counts from the page.
   */
  private readonly unwritten = new Map<K, number>();
  /** Everything counted by this process, by key: only grows (a cached row's count adds to it). */
  private readonly counted = new Map<K, number>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (counts: ReadonlyMap<K, number>) => Promise<void>,
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

  /** One more of `key`. */
  count(key: K): void {
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    this.counted.set(key, (this.counted.get(key) ?? 0) + 1);
    this.unwritten.set(key, (this.unwritten.get(key) ?? 0) + 1);
  }

  /** How many of `key` this process counted since it started, written or not. */
  countedOf(key: K): number {
    return this.counted.get(key) ?? 0;
  }

  /**
   * Counted but not yet committed, including a write under way (the detail page adds them to the
   * stored count it read).
   */
  pendingOf(key: K): number {
    return this.unwritten.get(key) ?? 0;
  }

  /** Writes the counts now (one statement); they stay counted if the write fails. */
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

  private async writeBatch(batch: Map<K, number>): Promise<void> {
    if (batch.size === 0) return;
    try {
      await this.write(batch);
      for (const [key, count] of batch) {
        const left = (this.unwritten.get(key) ?? 0) - count;
        if (left > 0) this.unwritten.set(key, left);
        else this.unwritten.delete(key);
      }
    } catch (error) {
      // Kept in front of what was counted meanwhile, so the first counted is still written first.
      const later = this.pending;
      this.pending = new Map(batch);
      for (const [key, count] of later) this.pending.set(key, (this.pending.get(key) ?? 0) + count);
      throw error;
    }
  }
}
