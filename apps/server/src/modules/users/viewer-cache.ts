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
 * A session in use is read again this long before its entry would expire (a third of a short TTL),
 * so a phone that keeps calling never waits on its own session's lookup (SessionsService.refreshInUse).
 */
const REFRESH_AHEAD_MS = 5000;

/** When an entry was cached, for how long, and whether it was served since. */
interface EntryUse {
  cachedAt: number;
  ttlMs: number;
  used: boolean;
}

/**
 * Sessions resolved recently, by token hash, so a phone polling a live meeting costs no session
 * query. Entries are dropped at once when their user or session changes (UserChanges), and in any
 * case after VIEWER_CACHE_TTL_MS, which bounds what a missed announcement could leave stale.
 * Expiry of the session itself is checked by the caller on every hit against the app's clock.
 * Entries served since they were cached are named by `dueForRefresh` shortly before they expire,
 * for the caller to read again together; an entry nobody asked for simply expires.
 */
export class ViewerCache {
  private readonly entries: LRUCache<string, CachedSession>;
  /** userId → the token hashes cached for that user, to forget a user's sessions together. */
  private readonly tokensOfUser = new Map<number, Set<string>>();
  /** tokenHash → when it was cached and whether it was served since (for dueForRefresh). */
  private readonly uses = new Map<string, EntryUse>();
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
    const entry = this.entries.get(tokenHash);
    if (entry) {
      const use = this.uses.get(tokenHash);
      if (use) use.used = true;
    }
    return entry;
  }

  /** Read before a lookup and pass it to `set`. */
  get generation(): number {
    return this.changeCount;
  }

  /** Caches a lookup's answer unless a change was announced since `generation` was read. */
  set(tokenHash: string, entry: CachedSession, generation: number): void {
    if (generation !== this.changeCount) return;
    const ttlMs = this.lifetime(this.ttlMs);
    this.entries.set(tokenHash, entry, { ttl: ttlMs });
    this.uses.set(tokenHash, { cachedAt: performance.now(), ttlMs, used: false });
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

  /** Drops one entry (its session was not found when read again: revoked or gone). */
  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /**
   * The entries served since they were cached that expire within REFRESH_AHEAD_MS (or a third of
   * their TTL, when that is shorter). Each is named once: until it is cached again and served again.
   */
  dueForRefresh(): string[] {
    const now = performance.now();
    const due: string[] = [];
    for (const [tokenHash, use] of this.uses) {
      if (!use.used) continue;
      const ahead = Math.min(REFRESH_AHEAD_MS, use.ttlMs / 3);
      if (now - use.cachedAt < use.ttlMs - ahead) continue;
      use.used = false;
      due.push(tokenHash);
    }
    return due;
  }

  get size(): number {
    return this.entries.size;
  }

  private unindex(userId: number, tokenHash: string): void {
    this.uses.delete(tokenHash);
    const tokens = this.tokensOfUser.get(userId);
    if (!tokens) return;
    tokens.delete(tokenHash);
    if (tokens.size === 0) this.tokensOfUser.delete(userId);
  }
}
