import { Redis } from 'ioredis';

/** What the link tells about itself; the operator reads it in /readyz and the log. */
export type RedisState = 'connecting' | 'up' | 'down';

interface LinkLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Between two reconnection attempts, at most (ioredis retries forever). */
const MAX_RECONNECT_DELAY_MS = 1000;
/** How long a command may wait for Redis before the caller falls back (a rate limit, a publish). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * The node's two connections to Redis: one for commands (rate limits, publishing), one subscribed
 * to the invalidation channel (a subscribed connection can do nothing else). The link is `up` when
 * both are ready. It logs one error when Redis goes away and one line when it is back, not one per
 * failed attempt, and tells its listeners of each change (the bus resynchronises the caches).
 */
export class RedisLink {
  readonly commands: Redis;
  readonly subscriber: Redis;
  private current: RedisState = 'connecting';
  private readonly listeners = new Set<(state: RedisState) => void>();
  private closing = false;
  /** The newest connection error, logged with the change to `down`. */
  private error: Error | null = null;

  constructor(
    url: string,
    readonly keyPrefix: string,
    private readonly logger: LinkLogger,
  ) {
    const common = {
      retryStrategy: (attempt: number) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
      connectTimeout: 2000,
    };
    // Commands fail at once while Redis is away (the caller falls back) instead of queueing.
    this.commands = new Redis(url, {
      ...common,
      keyPrefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    // The subscription is queued until connected and renewed by ioredis after each reconnection.
    this.subscriber = new Redis(url, { ...common, maxRetriesPerRequest: null });
    for (const connection of [this.commands, this.subscriber]) {
      connection.on('ready', () => this.update());
      connection.on('close', () => this.update());
      connection.on('end', () => this.update());
      // Without a listener ioredis prints each failed attempt; the state change is logged once instead.
      connection.on('error', (error: Error) => this.lastError(error));
    }
  }

  get state(): RedisState {
    return this.current;
  }

  /** Calls `listener` on every change of state. */
  onChange(listener: (state: RedisState) => void): void {
    this.listeners.add(listener);
  }

  /** Resolves once the link is up, or after `timeoutMs` (a node starts without Redis, degraded). */
  async ready(timeoutMs: number): Promise<void> {
    if (this.current === 'up') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve();
      };
      const listener = (state: RedisState) => {
        if (state === 'up') done();
      };
      const timer = setTimeout(done, timeoutMs);
      this.listeners.add(listener);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    this.listeners.clear();
    await Promise.allSettled([this.commands.quit(), this.subscriber.quit()]);
    this.commands.disconnect();
    this.subscriber.disconnect();
  }

  private lastError(error: Error): void {
    this.error = error;
  }

  private update(): void {
    if (this.closing) return;
    const up = this.commands.status === 'ready' && this.subscriber.status === 'ready';
    const next: RedisState = up ? 'up' : this.current === 'connecting' && !this.error ? 'connecting' : 'down';
    if (next === this.current) return;
    const previous = this.current;
    this.current = next;
    if (next === 'up') {
      this.logger.info({ previous }, 'redis: connected; rate limits and cache invalidation are shared');
    } else if (next === 'down') {
      this.logger.error(
        { err: this.error ?? undefined },
        'redis: unreachable; rate limits fall back to this process, caches to short lifetimes, until it returns',
      );
    }
    for (const listener of [...this.listeners]) listener(next);
  }
}
