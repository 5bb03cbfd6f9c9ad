/** Writes one batch; answers one result per item, in the items' order. */
export type BatchFlush<Item, Result> = (items: Item[]) => Promise<Result[]>;

export interface HeartbeatWriterOptions {
  /** How long the first item of a batch waits for company before the batch is written. */
  delayMs?: number;
  /**
   * Least time between the starts of two batches: under a steady stream of items the database
   * sees at most one statement per this many ms, each carrying what came meanwhile.
   */
  spacingMs?: number;
  /** The most items one statement carries. */
  maxBatch?: number;
  /**
   * A batch this large is full: it goes as soon as none is in flight, whatever the spacing
   * (default 64, at most `maxBatch`).
   */
  fullBatch?: number;
  /** Told the size of each batch written (the metrics' histogram). */
  onBatch?: (size: number) => void;
}

interface Waiter<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Group commit for heartbeats: requests arriving within `delayMs` (or until `maxBatch` pile up)
 * are written by one statement, and each request's promise settles only when that statement has
 * committed — an acknowledged heartbeat is on disk, and a failed write fails every request of its
 * batch (never a false acknowledgement). One batch is in flight at a time; items arriving
 * meanwhile form the next batch, written once the current one is done and `spacingMs` after it
 * started (a full batch goes at once: the spacing caps the statements of a steady stream, and a
 * batch that fills up before it is due is already as cheap per item as waiting would make it).
 */
export class HeartbeatWriter<Item, Result> {
  private readonly delayMs: number;
  private readonly spacingMs: number;
  private readonly maxBatch: number;
  private readonly fullBatch: number;
  private pending: Array<Waiter<Item, Result>> = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private lastStartAt = Number.NEGATIVE_INFINITY;

  private readonly onBatch: ((size: number) => void) | undefined;

  constructor(
    private readonly flushBatch: BatchFlush<Item, Result>,
    options: HeartbeatWriterOptions = {},
  ) {
    // Short: under load the batches form by themselves while one is in flight, so the wait only
    // matters when idle, where it would be pure latency (the bench measured 50 ms capping a
    // closed-loop client at ~165 heartbeats/s against ~1000/s at 2 ms).
    this.delayMs = options.delayMs ?? 2;
    // At a live meeting's steady 667 heartbeats a second (10,000 phones, one each 15 s) the
    // batches formed in flight held one or two: up to 265 statements a second, each a commit, with
    // PostgreSQL at a third of a core. Spaced 10 ms apart they are at most 100 (decision 045).
    this.spacingMs = options.spacingMs ?? 0;
    this.maxBatch = options.maxBatch ?? 500;
    // 64 heartbeats within one 10 ms spacing is 6,400 a second to one node (about 100,000 phones):
    // from there a statement carries enough that writing it at once costs no more statements than
    // a busy node sends anyway, and its callers no longer wait out the spacing (decision 051).
    this.fullBatch = Math.min(options.fullBatch ?? 64, this.maxBatch);
    this.onBatch = options.onBatch;
  }

  /** Queues an item; resolves with its result once its batch is committed. */
  write(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.fullBatch) this.startFlush();
      else if (!this.timer && !this.inFlight) this.schedule(this.delayMs);
    });
  }

  /** Writes everything queued and waits for it (the app's onClose: nothing acknowledged is left behind). */
  async drain(): Promise<void> {
    while (this.inFlight || this.pending.length > 0) {
      if (!this.inFlight) this.startFlush();
      await this.inFlight;
    }
  }

  /** Starts the next batch after `waitMs`, and no sooner than `spacingMs` after the last one started. */
  private schedule(waitMs: number): void {
    const wait = Math.max(waitMs, this.lastStartAt + this.spacingMs - performance.now());
    if (wait <= 0) {
      this.startFlush();
      return;
    }
    this.timer = setTimeout(() => this.startFlush(), wait);
    this.timer.unref();
  }

  private startFlush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    // The batch in flight will start the next one when it is done.
    if (this.inFlight || this.pending.length === 0) return;
    const batch = this.pending.splice(0, this.maxBatch);
    this.lastStartAt = performance.now();
    this.onBatch?.(batch.length);
    this.inFlight = this.writeBatch(batch).finally(() => {
      this.inFlight = null;
      if (this.pending.length >= this.fullBatch) this.startFlush();
      else if (this.pending.length > 0) this.schedule(0);
    });
  }

  private async writeBatch(batch: Array<Waiter<Item, Result>>): Promise<void> {
    try {
      const results = await this.flushBatch(batch.map((waiter) => waiter.item));
      if (results.length !== batch.length) {
        throw new Error(`heartbeat batch answered ${results.length} results for ${batch.length} items`);
      }
      for (const [index, waiter] of batch.entries()) waiter.resolve(results[index] as Result);
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }
}

/** What makes a heartbeat itself: a resend repeats all three, and the logs' unique index is on them. */
export interface HeartbeatIdentity {
  userId: number;
  sessionId: string;
  sequence: number;
}

/** How one kind of heartbeat (course, meeting) is written by `writeHeartbeatBatch`. */
export interface HeartbeatBatchStatement<
  Heartbeat extends HeartbeatIdentity,
  Row extends { ord: number },
  Outcome,
> {
  /** The record's fields in the statement's JSON batch (`ord` is added). */
  fields(record: Heartbeat): object;
  /** Runs the ONE statement over the batch's JSON array; answers one row per `ord`. */
  write(batchJson: string): Promise<Row[]>;
  /** A record's outcome from its row; `copy` when it repeats an earlier record of the batch (a replay). */
  outcome(row: Row, copy: boolean): Outcome;
}

/**
 * The frame of every heartbeat batch statement (the flush a HeartbeatWriter calls): a record
 * repeated inside the batch is written once and its copies answer as replays; the unique records
 * travel as ONE JSON parameter whatever the batch size (the same on PostgreSQL and PGlite), each
 * with its `ord`; the statement's rows come back as one outcome per record, in order.
 */
export async function writeHeartbeatBatch<
  Heartbeat extends HeartbeatIdentity,
  Row extends { ord: number },
  Outcome,
>(
  records: readonly Heartbeat[],
  statement: HeartbeatBatchStatement<Heartbeat, Row, Outcome>,
): Promise<Outcome[]> {
  if (records.length === 0) return [];
  const firstIndex = new Map<string, number>();
  const unique: Heartbeat[] = [];
  const slots = records.map((record) => {
    const key = `${record.userId}|${record.sessionId}|${record.sequence}`;
    const seen = firstIndex.get(key);
    if (seen !== undefined) return { ord: seen, copy: true };
    firstIndex.set(key, unique.length);
    unique.push(record);
    return { ord: unique.length - 1, copy: false };
  });
  const batchJson = JSON.stringify(unique.map((record, ord) => ({ ord, ...statement.fields(record) })));
  const byOrd = new Map<number, Row>();
  for (const row of await statement.write(batchJson)) byOrd.set(Number(row.ord), row);
  return slots.map(({ ord, copy }) => {
    const row = byOrd.get(ord);
    if (!row) throw new Error(`heartbeat ${ord} missing from the batch's answer`);
    return statement.outcome(row, copy);
  });
}
