import { LRUCache } from 'lru-cache';
import type { UserChange } from '../../lib/user-changes';
import type { SessionRow, UserRow } from './users.table';

/** A live session with its user, as the session lookup found it. */
export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/** How long a resolved session is trusted without asking the database again. */
const VIEWER_CACHE_TTL_MS = 30_000;
const VIEWER_CACHE_MAX = 200_000;

/**
 * Sessions resolved recently, by token hash, so a phone polling a live meeting costs no session
 * query. Entries are dropped at once when their user or session changes (UserChanges), and in any
 * case after VIEWER_CACHE_TTL_MS, which bounds what a missed announcement could leave stale.
 * Expiry of the session itself is checked by the caller on every hit against the app's clock.
 */
export class ViewerCache {
  private readonly entries: LRUCache<string, CachedSession>;
  /** userId → the token hashes cached for that user, to forget a user's sessions together. */
  private readonly tokensOfUser = new Map<number, Set<string>>();
  /**
   * Grows with every change. A lookup that started before a change may have read the old row:
   * `set` refuses it (see `generation`), so a change during a lookup is never cached over.
   */
  private changeCount = 0;

  /**
   * `lifetime` may shorten the TTL of a new entry (while invalidations may not reach this node,
   * decision 031).
   */
  constructor(
    private readonly ttlMs = VIEWER_CACHE_TTL_MS,
    max = VIEWER_CACHE_MAX,
    private readonly lifetime: (normalMs: number) => number = (normalMs) => normalMs,
  ) {
    this.entries = new LRUCache<string, CachedSession>({
      max,
      ttl: ttlMs,
      // A stale entry is never served: lru-cache checks the age on get.
      ttlAutopurge: false,
      dispose: (entry, tokenHash) => this.unindex(entry.user.id, tokenHash),
    });
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.entries.get(tokenHash);
  }

  /** Read before a lookup and pass it to `set`. */
  get generation(): number {
    return this.changeCount;
  }

  /** Caches a lookup's answer unless a change was announced since `generation` was read. */
  set(tokenHash: string, entry: CachedSession, generation: number): void {
    if (generation !== this.changeCount) return;
    this.entries.set(tokenHash, entry, { ttl: this.lifetime(this.ttlMs) });
    let tokens = this.tokensOfUser.get(entry.user.id);
    if (!tokens) {
      tokens = new Set();
      this.tokensOfUser.set(entry.user.id, tokens);
    }
    tokens.add(tokenHash);
  }

  /** Applies an announced change: forgets the sessions it concerns. */
  forget(change: UserChange): void {
    this.changeCount++;
    if (change.kind === 'session') {
      this.entries.delete(change.tokenHash);
    } else if (change.kind === 'all-users') {
      this.entries.clear();
    } else {
      for (const userId of change.userIds) {
        for (const tokenHash of [...(this.tokensOfUser.get(userId) ?? [])]) this.entries.delete(tokenHash);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private unindex(userId: number, tokenHash: string): void {
    const tokens = this.tokensOfUser.get(userId);
    if (!tokens) return;
    tokens.delete(tokenHash);
    if (tokens.size === 0) this.tokensOfUser.delete(userId);
  }
}
