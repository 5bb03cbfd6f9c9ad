/**
 * How a process tells every process (itself included) that something cached went stale: a user's
 * row or session, a target's counters, the catalogue, the sensitive words. With one process it is
 * an in-memory dispatcher; with REDIS_URL set, `plugins/redis` relays every message to the other
 * nodes over pub/sub (decision 031).
 *
 * A feature names its channel and the payload that means "everything": when the relay was broken
 * (Redis went away, or came back after missing messages), every channel's listeners get that payload,
 * and while it stays broken `cacheLifetime` shortens what the caches keep, so nodes converge anyway.
 */
export interface InvalidationBus {
  /** The channel `name`, created on first use; every later call with the same name gets the same one. */
  channel<T>(name: string, everything: T): InvalidationChannel<T>;
  /**
   * How long a cache may keep an entry that normally lives `normalMs`: as long as that while
   * invalidations reach every node (or there is one node), at most DEGRADED_CACHE_MS while they may not.
   */
  cacheLifetime(normalMs: number): number;
}

export interface InvalidationChannel<T> {
  /**
   * Delivers `payload` to this process's listeners at once, then to the other nodes. The promise
   * settles once the other nodes were sent it (or could not be: it never rejects); await it where the
   * next request may reach another node (a session ended).
   */
  publish(payload: T): Promise<void>;
  /** Calls `listener` for every later message, local or remote; answers the unsubscribe. */
  subscribe(listener: (payload: T) => void): () => void;
}

/** What caches keep at most while invalidations may be missed. */
export const DEGRADED_CACHE_MS = 1000;

interface ChannelState {
  everything: unknown;
  listeners: Set<(payload: unknown) => void>;
}

/**
 * The bus of one process: delivery is a synchronous call of every listener. `RedisInvalidationBus`
 * extends it with the relay; `deliver`, `resync` and `channelNames` are for it.
 */
export class LocalInvalidationBus implements InvalidationBus {
  private readonly channels = new Map<string, ChannelState>();

  channel<T>(name: string, everything: T): InvalidationChannel<T> {
    let state = this.channels.get(name);
    if (!state) {
      state = { everything, listeners: new Set() };
      this.channels.set(name, state);
    }
    const listeners = state.listeners as Set<(payload: T) => void>;
    return {
      publish: (payload) => {
        this.deliver(name, payload);
        return this.relay(name, payload);
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  }

  cacheLifetime(normalMs: number): number {
    return normalMs;
  }

  /** Calls the listeners of `name` with `payload`; a throwing listener does not stop the others. */
  protected deliver(name: string, payload: unknown): void {
    const state = this.channels.get(name);
    if (!state) return;
    for (const listener of state.listeners) {
      try {
        listener(payload);
      } catch (error) {
        this.onListenerError(error, name);
      }
    }
  }

  /** Every channel's listeners forget everything (messages may have been missed). */
  protected resync(): void {
    for (const [name, state] of this.channels) this.deliver(name, state.everything);
  }

  /** Sends a message on to the other nodes; one process has none. */
  protected relay(_name: string, _payload: unknown): Promise<void> {
    return Promise.resolve();
  }

  protected onListenerError(error: unknown, _name: string): void {
    throw error;
  }
}
